import { describe, expect, it } from 'vitest';
import { messages, notFoundTitle, type Messages } from '@/i18n/messages';
import { locales, type Locale } from '@/i18n/routing';

// the German texts are the reference: the type check makes every locale a full Messages object, this checks the runtime objects
const keys = Object.keys(messages.de) as (keyof Messages)[];
const pairs = locales.flatMap((locale) => keys.map((key) => [locale, key] as const));

describe('messages', () => {
  it('covers exactly the supported locales', () => {
    expect(Object.keys(messages).sort()).toEqual([...locales].sort());
  });

  it.each(locales.map((locale) => [locale]))('%s has exactly the message keys', (locale) => {
    expect(Object.keys(messages[locale]).sort()).toEqual([...keys].sort());
  });

  it.each(pairs)('%s: %s is a non-empty string', (locale, key) => {
    const value = messages[locale][key];
    expect(typeof value).toBe('string');
    expect(value.trim()).not.toBe('');
  });

  it.each(locales.filter((l) => l !== 'en').map((locale) => [locale]))('%s is translated (not the English text everywhere)', (locale) => {
    const same = keys.filter((key) => messages[locale][key] === messages.en[key]);
    expect(same.length).toBeLessThan(keys.length / 2);
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
