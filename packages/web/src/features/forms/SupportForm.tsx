'use client';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import type { SupportFields } from '@pv/shared';
import {
  CLIENT_TYPES,
  REJECTED_SUPPORT_SUBJECTS,
  SUPPORT_SUBJECTS_BY_CLIENT,
  type ClientType,
  type SupportSubject,
} from '@pv/shared/forms/choices';
import { AttachmentsField } from './AttachmentsField';
import { CheckboxField, PrivacyLabel, SelectField, TextField } from './Field';
import { FormShell } from './FormShell';
import { ClientTypeField, PersonFields } from './PersonFields';
import { translate } from '@/i18n/client-texts';
import type { FormProps } from './types';
import { useSiteForm } from './useFormSubmission';

// the choices start empty: the visitor picks them (the schema answers "choice" until then)
const EMPTY = {
  clientType: '' as ClientType,
  subject: '' as SupportSubject,
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  vatNumber: '',
  serialNumber: '',
  message: '',
  privacy: false as unknown as true,
} satisfies SupportFields;

const NO_SUBJECTS: readonly SupportSubject[] = [];

/**
 * Support form. The subject list depends on the client type; subjects about planning or building
 * PV systems show the rejection message instead of the rest of the form (the company does neither).
 */
export function SupportForm({ locale, texts, botCheck, privacyHref }: FormProps) {
  const t = translate(texts);
  const { methods, submission } = useSiteForm<SupportFields>('support', locale, botCheck, EMPTY);
  const { register, formState, control, getValues, setValue } = methods;
  const errors = formState.errors;
  const clientType = useWatch({ control, name: 'clientType' });
  const subject = useWatch({ control, name: 'subject' });
  const subjects = clientType ? SUPPORT_SUBJECTS_BY_CLIENT[clientType] : NO_SUBJECTS;

  // a subject of the previous client type does not carry over
  useEffect(() => {
    const current = getValues('subject');
    if (current && !subjects.includes(current)) setValue('subject', '' as SupportSubject);
  }, [subjects, getValues, setValue]);

  const rejected = REJECTED_SUPPORT_SUBJECTS.has(subject) && subjects.includes(subject);
  const business = clientType === 'installer' || clientType === 'planner';
  return (
    <FormShell name="support" t={t} botCheck={botCheck} submitLabel={t('form.send')} successMessage={t('form.success.support')} blocked={rejected} {...submission}>
      <ClientTypeField methods={methods} t={t} types={CLIENT_TYPES} />
      <SelectField
        label={t('form.supportSubject')}
        registration={register('subject')}
        error={rejected ? undefined : errors.subject?.message}
        required
        t={t}
        options={subjects.map((value) => ({ value, label: t(`choice.supportSubject.${value}`) }))}
      />
      {rejected ? (
        <p className="form__rejection notice" role="status">
          {t('form.rejected')}
        </p>
      ) : (
        <>
          <PersonFields methods={methods} t={t} />
          <div className="form__row">
            {business ? <TextField label={t('form.vatNumber')} registration={register('vatNumber')} error={errors.vatNumber?.message} t={t} /> : null}
            <TextField label={t('form.serialNumber')} registration={register('serialNumber')} error={errors.serialNumber?.message} hint={t('form.serialNumberHint')} t={t} />
          </div>
          <TextField label={t('form.comments')} registration={register('message')} error={errors.message?.message} required multiline t={t} />
          <AttachmentsField methods={methods} t={t} locale={locale} />
          <CheckboxField label={<PrivacyLabel t={t} href={privacyHref} />} registration={register('privacy')} error={errors.privacy?.message} required t={t} />
        </>
      )}
    </FormShell>
  );
}
