'use client';
import { useCallback, useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { FormName } from '@pv/shared/forms/schemas';
import type { FormTextKey } from './text-types';
import type { Locale } from '@/i18n/routing';
import { botCheckProof, prepareBotCheck, type BotCheckConfig } from '@/features/forms/bot-check';
import { lazyResolver, loadValidation } from '@/features/forms/resolver';
import { sendForm, type SendOutcome } from '@/features/forms/submit';
import { typedValues } from './island';

/**
 * filled → submitting → success, or error (the values stay, the visitor can send again). An error
 * shows the mail function's own message when it gave one the site has no translation for.
 */
export type FormPhase =
  | { phase: 'filled' }
  | { phase: 'submitting' }
  /** the case number and the address its copy went to, for a contact or support request */
  | { phase: 'success'; caseNumber?: string; copyTo?: string }
  | { phase: 'error'; message: FormTextKey; serverMessage?: string };

const ERROR_MESSAGES: Record<Exclude<SendOutcome['kind'], 'sent'>, FormTextKey> = {
  invalid: 'form.error.invalid',
  'rate-limited': 'form.error.rateLimited',
  'bot-check-failed': 'form.error.botCheck',
  'not-delivered': 'form.error.notDelivered',
  failed: 'form.error.failed',
};

/**
 * Focuses the first field with a problem in the order the visitor sees them (react-hook-form's own
 * focus follows the order fields registered, which differs when parts of a form are components).
 */
function focusFirst(event: BaseSyntheticEvent | undefined, names: string[]): void {
  const form = (event?.target as Element | undefined)?.closest('form');
  const first = [...(form?.elements ?? [])].find((element) => names.includes(element.getAttribute('name') ?? ''));
  if (first instanceof HTMLElement) first.focus();
}

/** What a form does before it sends, with the values it then sends (the support form waits for its uploads). */
export type BeforeSend<Values extends FieldValues> = (form: HTMLFormElement | null, values: Values, methods: UseFormReturn<Values>) => Promise<Values>;

/**
 * A site form: the shared schema (loaded lazily), errors shown once a field was left, and its submission.
 * `beforeSend` is passed by the form that needs it, so the others do not load its code.
 */
export function useSiteForm<Values extends FieldValues>(form: FormName, locale: Locale, botCheck: BotCheckConfig, defaultValues: DefaultValues<Values>, beforeSend?: BeforeSend<Values>) {
  const methods = useForm<Values>({ resolver: lazyResolver<Values>(form), mode: 'onTouched', defaultValues, shouldFocusError: false });
  // what the visitor entered before the form hydrated: read by the form's first element, before the
  // fields register (which resets a radio group to its default), and given back after every layout
  // effect, so watchers (which subscribe in theirs) see it
  const typed = useRef<Record<string, string | boolean>>({});
  const keepTyped = useCallback((element: HTMLElement | null) => {
    const formElement = element?.closest('form');
    if (formElement) typed.current = typedValues(formElement, defaultValues);
  }, [defaultValues]);
  useEffect(() => {
    for (const [name, value] of Object.entries(typed.current)) methods.setValue(name as Path<Values>, value as never, { shouldDirty: true });
    typed.current = {};
  }, [methods]);
  return { methods, submission: { ...useFormSubmission(form, locale, botCheck, methods, beforeSend), keepTyped } };
}

function useFormSubmission<Values extends FieldValues>(form: FormName, locale: Locale, botCheck: BotCheckConfig, methods: UseFormReturn<Values>, beforeSend?: BeforeSend<Values>) {
  const [state, setState] = useState<FormPhase>({ phase: 'filled' });

  const send = async (values: Values, event?: BaseSyntheticEvent) => {
    setState({ phase: 'submitting' });
    if (beforeSend) values = await beforeSend((event?.target as Element | undefined)?.closest('form') ?? null, values, methods);
    let proof: string;
    try {
      proof = await botCheckProof(botCheck, form);
    } catch {
      setState({ phase: 'error', message: 'form.error.botCheck' });
      return;
    }
    const outcome = await sendForm({ ...values, form, language: locale, botCheck: proof });
    if (outcome.kind === 'sent') {
      const email = typeof values.email === 'string' ? values.email : undefined;
      setState({ phase: 'success', caseNumber: outcome.caseNumber, copyTo: outcome.copy ? email : undefined });
      return;
    }
    if (outcome.kind === 'invalid') {
      // the server's verdict on fields the browser accepted (it checks with the same schema, so rare)
      const fields = Object.entries(outcome.fields) as [Path<Values>, string][];
      for (const [field, code] of fields) methods.setError(field, { type: 'server', message: code });
      focusFirst(event, fields.map(([field]) => field));
    }
    setState({ phase: 'error', message: ERROR_MESSAGES[outcome.kind], serverMessage: outcome.kind === 'failed' ? outcome.serverMessage : undefined });
  };

  return {
    state,
    onSubmit: methods.handleSubmit(send, (errors, event) => focusFirst(event, Object.keys(errors))),
    /** starts the bot check's work and loads the validation as soon as the visitor starts on the form */
    prepare: () => {
      prepareBotCheck(botCheck);
      loadValidation().catch(() => undefined);
    },
    resetForm: () => {
      methods.reset();
      setState({ phase: 'filled' });
    },
  };
}
