'use client';
import { useContext, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FIELD_ERROR_CODES, type FieldErrorCode } from '@pv/shared/forms/codes';
import { FieldIdPrefix } from './island';
import type { FormTranslate } from './text-types';

interface FieldBase {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  /** the schema's code for this field's problem */
  error?: string;
  required?: boolean;
  hint?: string;
  t: FormTranslate;
}

const isErrorCode = (code: string): code is FieldErrorCode => (FIELD_ERROR_CODES as readonly string[]).includes(code);
const errorText = (t: FormTranslate, code: string) => t(`form.errors.${isErrorCode(code) ? code : 'required'}`);

/**
 * Label, hint and error wired to the control for assistive technology (aria-invalid, aria-describedby).
 * The ids follow from the field's name, so the server's markup and the form hydrating it agree.
 */
function useDescription(name: string, error: string | undefined, hint: string | undefined) {
  const id = `${useContext(FieldIdPrefix)}${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [errorId, hintId].filter(Boolean).join(' ') || undefined };
}

function Messages({ hint, hintId, error, errorId, t }: { hint?: string; hintId?: string; error?: string; errorId?: string; t: FormTranslate }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="form-field__error">
          {errorText(t, error)}
        </p>
      ) : null}
    </>
  );
}

const RequiredMark = ({ t }: { t: FormTranslate }) => (
  <span className="form-field__required" title={t('form.requiredMark')} aria-hidden="true">
    {' *'}
  </span>
);

export function TextField({
  label,
  registration,
  error,
  required,
  hint,
  t,
  type = 'text',
  autoComplete,
  max,
  multiline,
  requiredInLabel,
}: FieldBase & { type?: string; autoComplete?: string; /** a date field's latest day */ max?: string; multiline?: boolean; /** the label already says so in words: no asterisk */ requiredInLabel?: boolean }) {
  const { id, hintId, errorId, describedBy } = useDescription(registration.name, error, hint);
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-required': required || undefined, 'aria-describedby': describedBy, ...registration };
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && !requiredInLabel ? <RequiredMark t={t} /> : null}
      </label>
      {multiline ? <textarea rows={6} {...common} /> : <input type={type} autoComplete={autoComplete} max={max} {...common} />}
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} t={t} />
    </div>
  );
}

export function SelectField({
  label,
  registration,
  error,
  required,
  hint,
  t,
  options,
  emptyLabel,
}: FieldBase & { options: { value: string; label: string }[]; /** what the empty choice says (default "Please choose") */ emptyLabel?: string }) {
  const { id, hintId, errorId, describedBy } = useDescription(registration.name, error, hint);
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? <RequiredMark t={t} /> : null}
      </label>
      <select id={id} aria-invalid={error ? true : undefined} aria-required={required || undefined} aria-describedby={describedBy} {...registration}>
        <option value="">{emptyLabel ?? t('form.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} t={t} />
    </div>
  );
}

export function RadioGroup({ label, registration, error, required, t, options }: FieldBase & { options: { value: string; label: string }[] }) {
  const { id, errorId, describedBy } = useDescription(registration.name, error, undefined);
  return (
    <fieldset className={`form-field form-field--choices${error ? ' form-field--invalid' : ''}`} aria-describedby={describedBy}>
      <legend>
        {label}
        {required ? <RequiredMark t={t} /> : null}
      </legend>
      {options.map((option) => (
        <label key={option.value} className="form-choice">
          <input type="radio" value={option.value} aria-invalid={error ? true : undefined} {...registration} id={`${id}-${option.value}`} />
          {option.label}
        </label>
      ))}
      <Messages error={error} errorId={errorId} t={t} />
    </fieldset>
  );
}

export function CheckboxField({ label, registration, error, required, t }: FieldBase) {
  const { id, errorId, describedBy } = useDescription(registration.name, error, undefined);
  return (
    <div className={`form-field form-field--checkbox${error ? ' form-field--invalid' : ''}`}>
      <input type="checkbox" id={id} aria-invalid={error ? true : undefined} aria-required={required || undefined} aria-describedby={describedBy} {...registration} />
      <label htmlFor={id}>
        {label}
        {required ? <RequiredMark t={t} /> : null}
      </label>
      <Messages error={error} errorId={errorId} t={t} />
    </div>
  );
}

const LINK_MARK = '\u0000';

/** The privacy consent label: the text with the policy link where it says `{link}`. */
export function PrivacyLabel({ t, href }: { t: FormTranslate; href: string | null }) {
  const [before, after = ''] = t('form.privacy', { link: LINK_MARK }).split(LINK_MARK);
  const linkText = t('form.privacyLink');
  return (
    <>
      {before}
      {href ? (
        <a href={href} target="_blank" rel="noopener">
          {linkText}
        </a>
      ) : (
        linkText
      )}
      {after}
    </>
  );
}
