'use client';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import type { SupportFields } from '@pv/shared';
import {
  CLIENT_TYPES,
  REJECTED_SUPPORT_SUBJECTS,
  SUPPORT_SUBJECTS_BY_CLIENT,
  SUPPORT_SUBJECT_LABELS,
  type ClientType,
  type SupportSubject,
} from '@pv/shared/forms/choices';
import { CheckboxField, PrivacyLabel, SelectField, TextField } from './Field';
import { FormShell } from './FormShell';
import { ClientTypeField, PersonFields } from './PersonFields';
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
    <FormShell name="support" texts={texts} botCheck={botCheck} submitLabel={texts['form.send']} successMessage={texts['form.success.support']} blocked={rejected} {...submission}>
      <ClientTypeField methods={methods} texts={texts} locale={locale} types={CLIENT_TYPES} />
      <SelectField
        label={texts['form.supportSubject']}
        registration={register('subject')}
        error={rejected ? undefined : errors.subject?.message}
        required
        texts={texts}
        options={subjects.map((value) => ({ value, label: SUPPORT_SUBJECT_LABELS[value][locale] }))}
      />
      {rejected ? (
        <p className="form__rejection notice" role="status">
          {texts['form.rejected']}
        </p>
      ) : (
        <>
          <PersonFields methods={methods} texts={texts} />
          <div className="form__row">
            {business ? <TextField label={texts['form.vatNumber']} registration={register('vatNumber')} error={errors.vatNumber?.message} texts={texts} /> : null}
            <TextField label={texts['form.serialNumber']} registration={register('serialNumber')} error={errors.serialNumber?.message} hint={texts['form.serialNumberHint']} texts={texts} />
          </div>
          <TextField label={texts['form.comments']} registration={register('message')} error={errors.message?.message} required multiline texts={texts} />
          <CheckboxField label={<PrivacyLabel texts={texts} href={privacyHref} />} registration={register('privacy')} error={errors.privacy?.message} required texts={texts} />
        </>
      )}
    </FormShell>
  );
}
