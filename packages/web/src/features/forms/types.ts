import type { FormTexts } from './text-types';
import type { Locale } from '@/i18n/routing';
import type { BotCheckConfig } from '@/features/forms/bot-check';

/** What each form receives from its block (server side). */
export interface FormProps {
  locale: Locale;
  texts: FormTexts;
  botCheck: BotCheckConfig;
  /** the privacy policy page, when the block links one */
  privacyHref: string | null;
  /** the catalogue's product names, for the support form's product choice */
  products?: readonly string[];
}
