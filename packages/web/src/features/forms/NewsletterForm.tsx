'use client';
import type { NewsletterFields } from '@pv/shared';
import { NEWSLETTER_CLIENT_TYPES } from '@pv/shared/forms/choices';
import { CheckboxField, TextField } from './Field';
import { FormShell } from './FormShell';
import { ClientTypeField } from './PersonFields';
import { translate } from '@/i18n/client-texts';
import type { FormProps } from './types';
import { useSiteForm } from './useFormSubmission';

const EMPTY = { email: '', clientType: '' as NewsletterFields['clientType'], consent: false as unknown as true } satisfies NewsletterFields;

/** Newsletter sign-up (double opt-in: the visitor confirms through the link in the mail that follows). */
export function NewsletterForm({ locale, texts, botCheck }: FormProps) {
  const t = translate(texts);
  const { methods, submission } = useSiteForm<NewsletterFields>('newsletter', locale, botCheck, EMPTY);
  const { register, formState } = methods;
  const errors = formState.errors;
  return (
    <FormShell name="newsletter" t={t} botCheck={botCheck} submitLabel={t('form.subscribe')} successMessage={t('form.success.newsletter')} {...submission}>
      <TextField label={t('form.newsletterEmail')} registration={register('email')} error={errors.email?.message} required requiredInLabel type="email" autoComplete="email" t={t} />
      <ClientTypeField methods={methods} t={t} types={NEWSLETTER_CLIENT_TYPES} />
      <CheckboxField label={t('form.newsletterConsent')} registration={register('consent')} error={errors.consent?.message} required t={t} />
    </FormShell>
  );
}
