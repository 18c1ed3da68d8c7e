'use client';
import { useEffect, useMemo } from 'react';
import type { ContactFields } from '@pv/shared';
import { CONTACT_TOPICS, type ContactTopic } from '@pv/shared/forms/choices';
import { CountryField } from './CountryField';
import { CheckboxField, PrivacyLabel, SelectField, TextField } from './Field';
import { FormShell } from './FormShell';
import { PersonFields } from './PersonFields';
import { translate } from '@/i18n/client-texts';
import { quotedProduct } from './quote';
import type { FormProps } from './types';
import { useSiteForm } from './useFormSubmission';

const EMPTY: ContactFields = { topic: '' as ContactTopic, country: '', firstname: '', lastname: '', email: '', phone: '', subject: '', message: '', privacy: false as unknown as true };

/** Contact form: topic and country (they route the message), name, e-mail, phone, subject, message and the privacy consent; a quote request comes with its topic and subject. */
export function ContactForm({ locale, texts, botCheck, privacyHref }: FormProps) {
  const t = useMemo(() => translate(texts), [texts]);
  const { methods, submission } = useSiteForm<ContactFields>('contact', locale, botCheck, EMPTY);
  const { register, formState, getValues, setValue } = methods;
  const errors = formState.errors;
  // a product page's "Request a quote" names the product: the subject says so, the visitor writes the rest
  useEffect(() => {
    const product = quotedProduct(window.location.search);
    if (!product) return;
    if (!getValues('topic')) setValue('topic', 'quote');
    if (!getValues('subject')) setValue('subject', t('form.quoteSubject', { product }));
  }, [getValues, setValue, t]);
  return (
    <FormShell name="contact" t={t} botCheck={botCheck} submitLabel={t('form.send')} successMessage={t('form.success.contact')} {...submission}>
      <div className="form__row">
        <SelectField
          label={t('form.topic')}
          registration={register('topic')}
          error={errors.topic?.message}
          required
          t={t}
          options={CONTACT_TOPICS.map((value) => ({ value, label: t(`choice.contactTopic.${value}`) }))}
        />
        <CountryField locale={locale} registration={register('country')} error={errors.country?.message} t={t} />
      </div>
      <PersonFields methods={methods} t={t} />
      <TextField label={t('form.subject')} registration={register('subject')} error={errors.subject?.message} required t={t} />
      <TextField label={t('form.message')} registration={register('message')} error={errors.message?.message} required multiline t={t} />
      <CheckboxField label={<PrivacyLabel t={t} href={privacyHref} />} registration={register('privacy')} error={errors.privacy?.message} required t={t} />
    </FormShell>
  );
}
