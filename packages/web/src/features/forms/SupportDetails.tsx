'use client';
import type { UseFormReturn } from 'react-hook-form';
import type { SupportFields } from '@pv/shared';
import { SUPPORT_DETAILS_BY_CLIENT, type ClientType } from '@pv/shared/forms/choices';
import type { Locale } from '@/i18n/routing';
import { CountryField } from './CountryField';
import { SelectField, TextField } from './Field';
import type { FormTranslate } from './text-types';

/** today as `<input type="date">` writes it, in the visitor's time zone */
const today = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/**
 * The device (private customers, installers) or project (planners): product from the catalogue, serial
 * number and firmware version with where to find them, installation date, country and postcode. Each
 * client type sees only what it can answer (SUPPORT_DETAILS_BY_CLIENT; the team's mail leaves the rest out).
 */
export function SupportDetails({ methods, clientType, products, locale, t }: { methods: UseFormReturn<SupportFields>; clientType: ClientType; products: readonly string[]; locale: Locale; t: FormTranslate }) {
  const { register, formState } = methods;
  const errors = formState.errors;
  const asked = new Set(SUPPORT_DETAILS_BY_CLIENT[clientType]);
  const device = asked.has('serialNumber');
  return (
    <fieldset className="form__group">
      <legend>{t(device ? 'form.deviceDetails' : 'form.projectDetails')}</legend>
      <SelectField
        label={t('form.product')}
        registration={register('product')}
        error={errors.product?.message}
        emptyLabel={t('form.productUnknown')}
        t={t}
        options={products.map((name) => ({ value: name, label: name }))}
      />
      {device ? (
        <>
          <div className="form__row">
            <TextField label={t('form.serialNumber')} registration={register('serialNumber')} error={errors.serialNumber?.message} hint={t('form.serialNumberHint')} t={t} />
            <TextField label={t('form.firmwareVersion')} registration={register('firmwareVersion')} error={errors.firmwareVersion?.message} hint={t('form.firmwareVersionHint')} t={t} />
          </div>
          <details className="form__help">
            <summary>{t('form.whereToFind')}</summary>
            <p>{t('form.whereToFindText')}</p>
            <img src="/forms/serial-and-firmware.svg" alt={t('form.helpImageAlt')} width={560} height={280} loading="lazy" decoding="async" />
          </details>
        </>
      ) : null}
      <div className="form__row">
        {device ? <TextField label={t('form.installationDate')} registration={register('installationDate')} error={errors.installationDate?.message} type="date" max={today()} t={t} /> : null}
        <CountryField locale={locale} registration={register('country')} error={errors.country?.message} required t={t} />
        <TextField label={t('form.postcode')} registration={register('postcode')} error={errors.postcode?.message} autoComplete="postal-code" t={t} />
      </div>
    </fieldset>
  );
}
