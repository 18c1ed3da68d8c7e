import type { FormMessages } from '@/i18n/form-messages';
import type { Locale } from '@/i18n/routing';
import type { BotCheckConfig } from '@/features/forms/bot-check';

/** What each form receives from its block (server side). */
export interface FormProps {
  locale: Locale;
  texts: FormMessages;
  botCheck: BotCheckConfig;
  /** the privacy policy page, when the block links one */
  privacyHref: string | null;
}
