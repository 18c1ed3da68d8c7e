/**
 * The UI texts: one ICU MessageFormat catalog per language (`packages/shared/messages/<language>.json`), read by the
 * site's server components and by the functions' mails. A thin layer over intl-messageformat rather than next-intl:
 * the mail function formats the same catalogs outside Next, the site's own proxy already negotiates the language,
 * and next-intl's client provider would ship the ICU parser to every page. Browsers get only the messages a client
 * component needs, parsed here (see `parsedMessages`), and evaluate them with `@/i18n/format-parsed`.
 */
import { isLiteralElement, parse, type MessageFormatElement, type TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import de from '../messages/de.json';
import en from '../messages/en.json';
import es from '../messages/es.json';
import fr from '../messages/fr.json';
import it from '../messages/it.json';
import nl from '../messages/nl.json';
import type { Language } from './languages';

/** The English catalog is the reference: every other catalog has exactly its keys (a unit test keeps them so). */
export type MessageKey = keyof typeof en;
export type Catalog = Record<MessageKey, string>;
export type MessageValues = Record<string, string | number>;
export type { MessageFormatElement, TYPE };

export const catalogs: Record<Language, Catalog> = { de, en, fr, es, nl, it };

/** Markup is never written in messages; `<` stays a character. */
const PARSE_OPTIONS = { ignoreTag: true } as const;

const compiled = new Map<string, IntlMessageFormat>();

/** A message of the language's catalog, formatted with its values (plurals and selects by the language's rules). */
export function formatMessage(language: Language, key: MessageKey, values?: MessageValues): string {
  const id = `${language}\u0000${key}`;
  let format = compiled.get(id);
  if (!format) {
    format = new IntlMessageFormat(catalogs[language][key], language, undefined, PARSE_OPTIONS);
    compiled.set(id, format);
  }
  return String(format.format(values));
}

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The language's messages as one function: `t('list.shown', { n, total })`. */
export const translator =
  (language: Language): Translate =>
  (key, values) =>
    formatMessage(language, key, values);

/** A message for the browser: plain text as it is, anything with arguments as the ICU parser's syntax tree. */
export type ParsedMessage = string | MessageFormatElement[];

/** The parsed form of a catalog message (parsing is the costly part of ICU, so browsers never do it). */
export function parsedMessage(language: Language, key: MessageKey): ParsedMessage {
  const elements = parse(catalogs[language][key], PARSE_OPTIONS);
  const [only] = elements;
  if (elements.length === 0) return '';
  return elements.length === 1 && only && isLiteralElement(only) ? only.value : elements;
}

/** Parsed messages of the keys a client component uses, in one language. */
export const parsedMessages = <K extends MessageKey>(language: Language, keys: readonly K[]): Record<K, ParsedMessage> =>
  Object.fromEntries(keys.map((key) => [key, parsedMessage(language, key)])) as Record<K, ParsedMessage>;
