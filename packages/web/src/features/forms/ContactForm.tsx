'use client';
import type { ContactFields } from '@pv/shared';
import { CheckboxField, PrivacyLabel, TextField } from './Field';
import { FormShell } from './FormShell';
import { PersonFields } from './PersonFields';
import type { FormProps } from './types';
import { useSiteForm } from './useFormSubmission';

const EMPTY: ContactFields = { firstname: '', lastname: '', email: '', phone: '', subject: '', message: '', privacy: false as unknown as true };

/** Contact form: name, e-mail, phone, subject, message and the privacy consent. */
export function ContactForm({ locale, texts, botCheck, privacyHref }: FormProps) {
  const { methods, submission } = useSiteForm<ContactFields>('contact', locale, botCheck, EMPTY);
  const { register, formState } = methods;
  const errors = formState.errors;
  return (
    <FormShell name="contact" texts={texts} botCheck={botCheck} submitLabel={texts['form.send']} successMessage={texts['form.success.contact']} {...submission}>
      <PersonFields methods={methods} texts={texts} />
      <TextField label={texts['form.subject']} registration={register('subject')} error={errors.subject?.message} required texts={texts} />
      <TextField label={texts['form.message']} registration={register('message')} error={errors.message?.message} required multiline texts={texts} />
      <CheckboxField label={<PrivacyLabel texts={texts} href={privacyHref} />} registration={register('privacy')} error={errors.privacy?.message} required texts={texts} />
    </FormShell>
  );
}
