import type { ClientTexts, ClientTranslate } from '@/i18n/client-texts';
import type { MessageKey } from '@/i18n/messages';

/** the forms' texts: field labels, errors, notices and the choices' labels */
export type FormTextKey = Extract<MessageKey, `form.${string}` | `choice.${string}`>;
export type FormTexts = ClientTexts<FormTextKey>;
export type FormTranslate = ClientTranslate<FormTextKey>;
export type ConfirmationTextKey = Extract<MessageKey, `newsletter.confirm.${string}`>;
