/**
 * The translation catalogs (packages/shared/messages/<language>.json): complete in every language, every message
 * valid ICU with the same arguments as the English one, every key used by the code, and the browser's evaluator of
 * parsed messages (packages/web/src/i18n/client-texts.ts) agreeing with intl-messageformat on every message.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { FIELD_ERROR_CODES } from '@pv/shared/forms/codes';
import { catalogs, formatMessage, parsedMessage, type MessageKey, type MessageValues } from '@pv/shared/i18n';
import { formatParsed } from '@/i18n/client-texts';
import { notFoundTitle } from '@/i18n/messages';
import { locales, type Locale } from '@/i18n/routing';
import { JOB_TYPES } from '@/content-types/job/job-types';
import { SEARCH_TYPES } from '@/features/search/types';

const ROOT = join(__dirname, '../..');
const keys = Object.keys(catalogs.en) as MessageKey[];
const pairs = locales.flatMap((locale) => keys.map((key) => [locale, key] as const));
const ast = (locale: Locale, key: MessageKey) => parse(catalogs[locale][key], { ignoreTag: true });

/** every argument of a message with its kind, nested ones included */
function argumentsOf(elements: MessageFormatElement[], found = new Map<string, { kind: TYPE; options: string[] }>()) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      argumentsOf(element.children, found);
      continue;
    }
    const options = 'options' in element ? Object.keys(element.options) : [];
    found.set(element.value, { kind: element.type, options });
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, found);
  }
  return found;
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });

describe('translation catalogs', () => {
  it('cover exactly the site languages', () => {
    expect(Object.keys(catalogs).sort()).toEqual([...locales].sort());
    expect(readdirSync(join(ROOT, 'packages/shared/messages')).sort()).toEqual(locales.map((locale) => `${locale}.json`).sort());
  });

  it.each(locales.map((locale) => [locale]))('%s has exactly the English catalog’s keys', (locale) => {
    expect(Object.keys(catalogs[locale]).sort()).toEqual([...keys].sort());
  });

  it.each(pairs)('%s: %s is valid ICU with the English message’s arguments', (locale, key) => {
    const message = catalogs[locale][key];
    expect(typeof message).toBe('string');
    expect(message.trim()).not.toBe('');
    const args = argumentsOf(ast(locale, key));
    const english = argumentsOf(ast('en', key));
    expect([...args.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [name, { kind, options }] of args) {
      expect(kind, name).toBe(english.get(name)?.kind);
      if (kind === TYPE.plural || kind === TYPE.select) expect(options, `${name} needs an "other" case`).toContain('other');
    }
  });

  it.each(locales.filter((l) => l !== 'en').map((locale) => [locale]))('%s is translated (not the English text everywhere)', (locale) => {
    const same = keys.filter((key) => catalogs[locale][key] === catalogs.en[key]);
    expect(same.length).toBeLessThan(keys.length / 2);
  });

  it('has every key used by the site or the functions, by its name or by a family the code completes', () => {
    const code = ['packages/web/src', 'packages/functions/src', 'packages/shared/src'].flatMap((dir) => sourceFiles(join(ROOT, dir))).map((file) => readFileSync(file, 'utf8')).join('\n');
    const literals = new Set([...code.matchAll(/(['"`])([\w.-]+)\1/g)].map((match) => match[2]));
    const families = [...code.matchAll(/`([\w.-]+\.)\$\{/g)].map((match) => match[1]!);
    const unused = keys.filter((key) => !literals.has(key) && !families.some((prefix) => key.startsWith(prefix)));
    expect(unused).toEqual([]);
  });

  it.each<[string, readonly string[]]>([
    ['search.type.', SEARCH_TYPES],
    ['job.type.', JOB_TYPES],
    ['form.errors.', FIELD_ERROR_CODES],
  ])('has a %s message for exactly the values the code completes it with', (prefix, values) => {
    expect(keys.filter((key) => key.startsWith(prefix)).sort()).toEqual(values.map((value) => `${prefix}${value}`).sort());
  });
});

describe('formatParsed (the browser’s evaluator)', () => {
  /** values that take every branch of a message: each select option, plural counts around each rule */
  function valueSets(locale: Locale, key: MessageKey): MessageValues[] {
    const sets: MessageValues[] = [{}];
    for (const [name, { kind, options }] of argumentsOf(ast(locale, key))) {
      const choices: (string | number)[] = kind === TYPE.plural ? [0, 1, 2, 3, 5, 11, 21, 1000, 1_000_000] : kind === TYPE.select ? options : [`‹${name}›`];
      sets.splice(0, sets.length, ...sets.flatMap((set) => choices.map((choice) => ({ ...set, [name]: choice }))));
    }
    return sets;
  }

  it.each(pairs)('%s: %s reads as intl-messageformat formats it', (locale, key) => {
    for (const values of valueSets(locale, key)) expect(formatParsed(locale, parsedMessage(locale, key), values)).toBe(formatMessage(locale, key, values));
  });

  it('takes exact matches, the language’s plural rule and # as a localised number', () => {
    const message = parse('{n, plural, =0 {none} one {# item} other {# items}}');
    expect(formatParsed('en', message, { n: 0 })).toBe('none');
    expect(formatParsed('en', message, { n: 1 })).toBe('1 item');
    expect(formatParsed('de', message, { n: 1234 })).toBe('1.234 items');
    expect(formatParsed('fr', parse('{n, plural, one {# élément} other {# éléments}}'), { n: 0 })).toBe('0 élément');
  });

  it('chooses a select option, or "other"', () => {
    const message = parse('{kind, select, map {Karte} other {Video}}');
    expect(formatParsed('de', message, { kind: 'map' })).toBe('Karte');
    expect(formatParsed('de', message, { kind: 'youtube' })).toBe('Video');
  });

  it('refuses a missing value and what only the server formats', () => {
    expect(() => formatParsed('en', parse('Hello {name}'), {})).toThrow('needs a value for "name"');
    expect(() => formatParsed('en', parse('{price, number}'), { price: 3 })).toThrow('cannot format');
  });

  it('passes plain text as it is', () => {
    expect(parsedMessage('de', 'header.home')).toBe('Startseite');
    expect(formatParsed('de', 'Startseite')).toBe('Startseite');
  });
});

describe('notFoundTitle', () => {
  it.each<[Locale, string]>([
    ['de', '404 - Seite nicht gefunden'],
    ['en', '404 - Page not found'],
    ['fr', '404 - Page introuvable'],
    ['it', '404 - Pagina non trovata'],
  ])('%s → %s', (locale, title) => {
    expect(notFoundTitle(locale)).toBe(title);
  });
});
