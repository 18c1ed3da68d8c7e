'use client';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import type { SupportFields } from '@pv/shared';
import {
  CLIENT_TYPES,
  REJECTED_SUPPORT_SUBJECTS,
  SUPPORT_DETAIL_FIELDS,
  SUPPORT_DETAILS_BY_CLIENT,
  SUPPORT_SUBJECTS_BY_CLIENT,
  type ClientType,
  type Country,
  type SupportSubject,
} from '@pv/shared/forms/choices';
import { AttachmentsField } from './AttachmentsField';
import { CheckboxField, PrivacyLabel, SelectField, TextField } from './Field';
import { FormShell } from './FormShell';
import { ClientTypeField, PersonFields } from './PersonFields';
import { SupportDetails } from './SupportDetails';
import { translate } from '@/i18n/client-texts';
import type { FormProps } from './types';
import { uploadsSettled } from './upload';
import { useSiteForm, type BeforeSend } from './useFormSubmission';

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
  product: '',
  firmwareVersion: '',
  installationDate: '',
  country: '' as Country,
  postcode: '',
  message: '',
  privacy: false as unknown as true,
} satisfies SupportFields;

const NO_SUBJECTS: readonly SupportSubject[] = [];
const NO_PRODUCTS: readonly string[] = [];

/** photos and files still uploading are waited for (AttachmentsField); the keys of those that arrived are sent */
const withSettledUploads: BeforeSend<SupportFields> = async (form, values, methods) =>
  (await uploadsSettled(form)) ? { ...values, attachments: methods.getValues('attachments') } : values;

/**
 * Support form. The subject list and the device or project details depend on the client type; subjects
 * about planning or building PV systems show the rejection message instead of the rest of the form
 * (the company does neither).
 */
export function SupportForm({ locale, texts, botCheck, privacyHref, products = NO_PRODUCTS }: FormProps) {
  const t = translate(texts);
  const { methods, submission } = useSiteForm<SupportFields>('support', locale, botCheck, EMPTY, withSettledUploads);
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

  // details the new client type is not asked are emptied: a hidden value can neither block sending nor reach the team
  useEffect(() => {
    if (!clientType) return;
    const asked = SUPPORT_DETAILS_BY_CLIENT[clientType];
    for (const field of SUPPORT_DETAIL_FIELDS) if (!asked.includes(field) && getValues(field)) setValue(field, '');
  }, [clientType, getValues, setValue]);

  const rejected = REJECTED_SUPPORT_SUBJECTS.has(subject) && subjects.includes(subject);
  const asksVat = clientType ? SUPPORT_DETAILS_BY_CLIENT[clientType].includes('vatNumber') : false;
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
          {clientType ? <SupportDetails methods={methods} clientType={clientType} products={products} locale={locale} t={t} /> : null}
          <PersonFields methods={methods} t={t} />
          {asksVat ? (
            <div className="form__row">
              <TextField label={t('form.vatNumber')} registration={register('vatNumber')} error={errors.vatNumber?.message} t={t} />
            </div>
          ) : null}
          <TextField label={t('form.comments')} registration={register('message')} error={errors.message?.message} required multiline t={t} />
          <AttachmentsField methods={methods} t={t} locale={locale} />
          <CheckboxField label={<PrivacyLabel t={t} href={privacyHref} />} registration={register('privacy')} error={errors.privacy?.message} required t={t} />
        </>
      )}
    </FormShell>
  );
}
