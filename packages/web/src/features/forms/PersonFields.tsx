'use client';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { FormMessages } from '@/i18n/form-messages';
import { CLIENT_TYPE_LABELS, type ClientType } from '@pv/shared/forms/choices';
import type { Locale } from '@/i18n/routing';
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
export function PersonFields<Values extends PersonValues>({ methods, texts }: { methods: UseFormReturn<Values>; texts: FormMessages }) {
  const register = (name: keyof PersonValues) => methods.register(name as Path<Values>);
  const error = (name: keyof PersonValues) => messageOf(methods as unknown as UseFormReturn<FieldValues>, name as string);
  return (
    <>
      <div className="form__row">
        <TextField label={texts['form.firstname']} registration={register('firstname')} error={error('firstname')} required autoComplete="given-name" texts={texts} />
        <TextField label={texts['form.lastname']} registration={register('lastname')} error={error('lastname')} required autoComplete="family-name" texts={texts} />
      </div>
      <div className="form__row">
        <TextField label={texts['form.email']} registration={register('email')} error={error('email')} required type="email" autoComplete="email" texts={texts} />
        <TextField label={texts['form.phone']} registration={register('phone')} error={error('phone')} type="tel" autoComplete="tel" texts={texts} />
      </div>
    </>
  );
}

/** "I am a …": the visitor's self-chosen client type among `types`. */
export function ClientTypeField<Values extends FieldValues & { clientType: ClientType }>({
  methods,
  texts,
  locale,
  types,
}: {
  methods: UseFormReturn<Values>;
  texts: FormMessages;
  locale: Locale;
  types: readonly ClientType[];
}) {
  return (
    <RadioGroup
      label={texts['form.clientType']}
      registration={methods.register('clientType' as Path<Values>)}
      error={messageOf(methods as unknown as UseFormReturn<FieldValues>, 'clientType')}
      required
      texts={texts}
      options={types.map((type) => ({ value: type, label: CLIENT_TYPE_LABELS[type][locale] }))}
    />
  );
}
