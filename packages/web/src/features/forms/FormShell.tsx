'use client';
import { useEffect, useRef, useSyncExternalStore, type FormEventHandler, type ReactNode } from 'react';
import type { FormTranslate } from './text-types';
import type { BotCheckConfig } from '@/features/forms/bot-check';
import { writeConsent } from '@/features/consent/consent';
import { useExternalMediaConsent } from '../consent/useExternalMediaConsent';
import type { FormPhase } from './useFormSubmission';
import { AWAITS_SCRIPT, FORM_READY_EVENT } from './island';

interface FormShellProps {
  name: string;
  state: FormPhase;
  t: FormTranslate;
  botCheck: BotCheckConfig;
  onSubmit: FormEventHandler<HTMLFormElement>;
  prepare: () => void;
  resetForm: () => void;
  /** the form's first element: reads what was entered before the form hydrated (useSiteForm) */
  keepTyped: (element: HTMLElement | null) => void;
  submitLabel: string;
  successMessage: string;
  /** the form cannot be sent as filled in (a subject the company cannot help with) */
  blocked?: boolean;
  children: ReactNode;
}

const subscribeNothing = () => () => undefined;
/** false in the server's markup and until the form's script has taken it over */
const useHydrated = () => useSyncExternalStore(subscribeNothing, () => true, () => false);

const NUMBER_MARK = '\u0000';

/** "Your case number: SW-2026-000123", the number never broken at its hyphens */
function CaseNumber({ t, caseNumber }: { t: FormTranslate; caseNumber: string }) {
  const [before, after = ''] = t('form.caseNumber', { caseNumber: NUMBER_MARK }).split(NUMBER_MARK);
  return (
    <strong>
      {before}
      <span className="form__case-number">{caseNumber}</span>
      {after}
    </strong>
  );
}

/** The frame every form shares: required-field note, bot-check consent, status messages, send (no reset button: nobody needs one). */
export function FormShell({ name, state, t, botCheck, onSubmit, prepare, resetForm, keepTyped, submitLabel, successMessage, blocked = false, children }: FormShellProps) {
  const consented = useExternalMediaConsent();
  // without any script, "Send" would make the browser submit the form itself (a GET with every value in
  // the address): in the server's markup it is disabled, and the page's script enables it (FormIsland)
  const hydrated = useHydrated();
  const success = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const shownSuccess = useRef(false);
  useEffect(() => {
    form.current?.dispatchEvent(new Event(FORM_READY_EVENT, { bubbles: true }));
  }, []);
  useEffect(() => {
    if (state.phase === 'success') {
      shownSuccess.current = true;
      success.current?.focus();
    } else if (shownSuccess.current && state.phase === 'filled') {
      // "write another message": focus goes to the form's first field, not to the page's start
      shownSuccess.current = false;
      form.current?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')?.focus();
    }
  }, [state.phase]);

  if (state.phase === 'success') {
    return (
      <div ref={success} className="form__success" role="status" tabIndex={-1}>
        <p>{successMessage}</p>
        {state.caseNumber ? (
          <p className="form__case">
            <CaseNumber t={t} caseNumber={state.caseNumber} /> {t('form.caseNumberHint')}
          </p>
        ) : null}
        {state.copyTo ? <p>{t('form.copySent', { email: state.copyTo })}</p> : null}
        <button type="button" className="button" onClick={resetForm}>
          {t('form.sendAnother')}
        </button>
      </div>
    );
  }

  // reCAPTCHA sets cookies: it loads only after consent (ALTCHA needs none)
  const needsConsent = botCheck.provider === 'recaptcha' && !consented;
  const submitting = state.phase === 'submitting';
  return (
    <form ref={form} className="form" name={name} noValidate onSubmit={onSubmit} onFocus={needsConsent ? undefined : prepare} aria-busy={submitting}>
      <p ref={keepTyped} className="form__note">
        {t('form.requiredNote')}
      </p>
      {children}
      {botCheck.provider === 'recaptcha' ? (
        <div className="form__bot-check notice">
          <p>{t('form.recaptcha.notice')}</p>
          {needsConsent ? (
            <button type="button" className="button" onClick={() => writeConsent({ externalMedia: true })}>
              {t('form.recaptcha.allow')}
            </button>
          ) : null}
        </div>
      ) : null}
      {state.phase === 'error' ? (
        // the mail function writes its messages in English
        <p className="form__error" role="alert" lang={state.serverMessage ? 'en' : undefined}>
          {state.serverMessage ?? t(state.message)}
        </p>
      ) : null}
      <div className="form__actions">
        {blocked ? null : (
          <button type="submit" className="button button--primary" disabled={!hydrated || submitting || needsConsent} {...(hydrated || needsConsent ? {} : { [AWAITS_SCRIPT]: '' })}>
            {submitting ? t('form.sending') : submitLabel}
          </button>
        )}
      </div>
    </form>
  );
}
