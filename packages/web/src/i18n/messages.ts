/** The site's way to its texts (catalogs in packages/shared/messages): `translator` on the server, `clientTexts` for client components. */
import { LANGUAGES } from '@pv/shared/languages';
import { catalogs, formatMessage, parsedMessages, translator, type MessageKey, type Translate } from '@pv/shared/i18n';
import type { ClientTexts } from './client-texts';
import type { Locale } from './routing';

export { translator, type MessageKey, type Translate };

/** The messages a client component uses, parsed on the server so the browser gets no ICU parser. */
export const clientTexts = <K extends MessageKey>(locale: Locale, keys: readonly K[]): ClientTexts<K> => ({ locale, messages: parsedMessages(locale, keys) });

/** The keys of a group of messages, e.g. every `form.` text. */
export const keysStartingWith = <P extends string>(...prefixes: P[]) =>
  (Object.keys(catalogs[LANGUAGES[0]]) as MessageKey[]).filter((key) => prefixes.some((prefix) => key.startsWith(prefix))) as Extract<MessageKey, `${P}${string}`>[];

export const notFoundTitle = (locale: Locale) => `404 - ${formatMessage(locale, '404.title')}`;
