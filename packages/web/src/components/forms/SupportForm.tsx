'use client';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { SupportFields } from '@pv/shared';
import {
  CLIENT_TYPES,
  CLIENT_TYPE_LABELS,
  REJECTED_SUPPORT_SUBJECTS,
  SUPPORT_SUBJECTS_BY_CLIENT,
  SUPPORT_SUBJECT_LABELS,
  type ClientType,
  type SupportSubject,
} from '@pv/shared/forms/choices';
import { CheckboxField, PrivacyLabel, RadioGroup, SelectField, TextField } from './Field';
import { FormShell } from './FormShell';
import type { FormProps } from './types';
import { lazyResolver } from '@/lib/forms/resolver';
import { useFormSubmission } from './useFormSubmission';

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
  const methods = useForm<SupportFields>({ resolver: lazyResolver('support'), mode: 'onTouched', defaultValues: EMPTY });
  const { register, formState, control, getValues, setValue } = methods;
  const errors = formState.errors;
  const submission = useFormSubmission('support', locale, botCheck, methods);
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
      <RadioGroup
        label={texts['form.clientType']}
        registration={register('clientType')}
        error={errors.clientType?.message}
        required
        texts={texts}
        options={CLIENT_TYPES.map((type) => ({ value: type, label: CLIENT_TYPE_LABELS[type][locale] }))}
      />
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
          <div className="form__row">
            <TextField label={texts['form.firstname']} registration={register('firstname')} error={errors.firstname?.message} required autoComplete="given-name" texts={texts} />
            <TextField label={texts['form.lastname']} registration={register('lastname')} error={errors.lastname?.message} required autoComplete="family-name" texts={texts} />
          </div>
          <div className="form__row">
            <TextField label={texts['form.email']} registration={register('email')} error={errors.email?.message} required type="email" autoComplete="email" texts={texts} />
            <TextField label={texts['form.phone']} registration={register('phone')} error={errors.phone?.message} type="tel" autoComplete="tel" texts={texts} />
          </div>
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
