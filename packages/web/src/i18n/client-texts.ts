/**
 * Texts in client components: the server sends only the messages a component uses, already parsed
 * (`clientTexts` in `@/i18n/messages`), and this evaluates them. It covers what messages sent to browsers use
 * (arguments, plurals, selects); a unit test checks it against intl-messageformat for every message in the catalogs.
 */
import type { MessageFormatElement, MessageKey, MessageValues, ParsedMessage, TYPE } from '@pv/shared/i18n';
import type { Locale } from './routing';

export interface ClientTexts<K extends MessageKey> {
  locale: Locale;
  messages: Record<K, ParsedMessage>;
}

export type ClientTranslate<K extends MessageKey> = (key: K, values?: MessageValues) => string;

// the parser's element kinds (a type-only import keeps its code out of the browser)
const LITERAL = 0 as TYPE.literal;
const ARGUMENT = 1 as TYPE.argument;
const SELECT = 5 as TYPE.select;
const PLURAL = 6 as TYPE.plural;
const POUND = 7 as TYPE.pound;

function valueOf(values: MessageValues, name: string): string | number {
  const value = values[name];
  if (value === undefined) throw new Error(`The message needs a value for "${name}"`);
  return value;
}

function render(locale: string, elements: MessageFormatElement[], values: MessageValues, count?: number): string {
  let text = '';
  for (const element of elements) {
    switch (element.type) {
      case LITERAL:
        text += element.value;
        break;
      case ARGUMENT:
        text += String(valueOf(values, element.value));
        break;
      case POUND:
        text += count === undefined ? '#' : new Intl.NumberFormat(locale).format(count);
        break;
      case SELECT: {
        const option = element.options[String(valueOf(values, element.value))] ?? element.options.other;
        text += option ? render(locale, option.value, values, count) : '';
        break;
      }
      case PLURAL: {
        const number = Number(valueOf(values, element.value));
        const rule = new Intl.PluralRules(locale, { type: element.pluralType ?? 'cardinal' }).select(number - element.offset);
        const option = element.options[`=${number}`] ?? element.options[rule] ?? element.options.other;
        text += option ? render(locale, option.value, values, number - element.offset) : '';
        break;
      }
      default:
        // number, date and time formats and tags: format those on the server
        throw new Error(`A message sent to the browser uses an element it cannot format (type ${element.type})`);
    }
  }
  return text;
}

/** A parsed message with its values, in the language's plural rules. */
export const formatParsed = (locale: string, message: ParsedMessage, values: MessageValues = {}): string =>
  typeof message === 'string' ? message : render(locale, message, values);

/** The texts as one function, as on the server: `t('search.resultsFor', { n, term })`. */
export const translate =
  <K extends MessageKey>({ locale, messages }: ClientTexts<K>): ClientTranslate<K> =>
  (key, values) =>
    formatParsed(locale, messages[key], values);
