'use client';
import { useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { COUNTRIES } from '@pv/shared/forms/choices';
import type { Locale } from '@/i18n/routing';
import type { FormTranslate } from './text-types';
import { SelectField } from './Field';

/** The markets as the visitor's language names them ("Österreich", "Autriche"), then "another country". */
export function CountryField({ locale, registration, error, required, t }: { locale: Locale; registration: UseFormRegisterReturn; error?: string; required?: boolean; t: FormTranslate }) {
  const options = useMemo(() => {
    const names = new Intl.DisplayNames(locale, { type: 'region' });
    return COUNTRIES.map((value) => ({ value, label: value === 'other' ? t('choice.country.other') : (names.of(value) ?? value) }));
  }, [locale, t]);
  return <SelectField label={t('form.country')} registration={registration} error={error} required={required} t={t} options={options} />;
}
