'use client';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { FormTranslate } from './text-types';
import type { ClientType } from '@pv/shared/forms/choices';
import { RadioGroup, TextField } from './Field';

/** the fields a form shares with the contact and support forms */
interface PersonValues extends FieldValues {
  firstname: string;
  lastname: string;
  email: string;
  phone?: string;
}

const messageOf = (methods: UseFormReturn<FieldValues>, name: string) => methods.formState.errors[name]?.message as string | undefined;

/** First and last name, e-mail (required) and phone (optional), two to a row. */
export function PersonFields<Values extends PersonValues>({ methods, t }: { methods: UseFormReturn<Values>; t: FormTranslate }) {
  const register = (name: keyof PersonValues) => methods.register(name as Path<Values>);
  const error = (name: keyof PersonValues) => messageOf(methods as unknown as UseFormReturn<FieldValues>, name as string);
  return (
    <>
      <div className="form__row">
        <TextField label={t('form.firstname')} registration={register('firstname')} error={error('firstname')} required autoComplete="given-name" t={t} />
        <TextField label={t('form.lastname')} registration={register('lastname')} error={error('lastname')} required autoComplete="family-name" t={t} />
      </div>
      <div className="form__row">
        <TextField label={t('form.email')} registration={register('email')} error={error('email')} required type="email" autoComplete="email" t={t} />
        <TextField label={t('form.phone')} registration={register('phone')} error={error('phone')} type="tel" autoComplete="tel" t={t} />
      </div>
    </>
  );
}

/** "I am a …": the visitor's self-chosen client type among `types`. */
export function ClientTypeField<Values extends FieldValues & { clientType: ClientType }>({
  methods,
  t,
  types,
}: {
  methods: UseFormReturn<Values>;
  t: FormTranslate;
  types: readonly ClientType[];
}) {
  return (
    <RadioGroup
      label={t('form.clientType')}
      registration={methods.register('clientType' as Path<Values>)}
      error={messageOf(methods as unknown as UseFormReturn<FieldValues>, 'clientType')}
      required
      t={t}
      options={types.map((type) => ({ value: type, label: t(`choice.clientType.${type}`) }))}
    />
  );
}
