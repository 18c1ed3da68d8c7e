import { clientTexts, keysStartingWith } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';

const LIST_TEXT_KEYS = [...keysStartingWith('list.'), 'docs.download' as const];

/** A filterable list's texts in the visitor's language. */
export const listTexts = (locale: Locale) => clientTexts(locale, LIST_TEXT_KEYS);
