/** Which texts the forms and the newsletter confirmation receive (server side: it reads the catalogs). */
import { clientTexts, keysStartingWith } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';

const FORM_TEXT_KEYS = keysStartingWith('form.', 'choice.');
const CONFIRMATION_TEXT_KEYS = keysStartingWith('newsletter.confirm.');

export const formTexts = (locale: Locale) => clientTexts(locale, FORM_TEXT_KEYS);
export const confirmationTexts = (locale: Locale) => clientTexts(locale, CONFIRMATION_TEXT_KEYS);
