'use client';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { FormName } from '@pv/shared/forms/schemas';
import type { FormMessages } from '@/i18n/form-messages';
import type { Locale } from '@/i18n/routing';
import { botCheckProof, prepareBotCheck, type BotCheckConfig } from '@/lib/bot-check';
import { loadValidation } from '@/lib/forms/resolver';
import { sendForm, type SendOutcome } from '@/lib/forms/submit';

/** filled → submitting → success, or error (the values stay, the visitor can send again) */
export type FormPhase = { phase: 'filled' } | { phase: 'submitting' } | { phase: 'success' } | { phase: 'error'; message: keyof FormMessages };

const ERROR_MESSAGES: Record<Exclude<SendOutcome['kind'], 'sent'>, keyof FormMessages> = {
  invalid: 'form.error.invalid',
  'rate-limited': 'form.error.rateLimited',
  'bot-check-failed': 'form.error.botCheck',
  'not-delivered': 'form.error.notDelivered',
  failed: 'form.error.failed',
};

export function useFormSubmission<Values extends FieldValues>(form: FormName, locale: Locale, botCheck: BotCheckConfig, methods: UseFormReturn<Values>) {
  const [state, setState] = useState<FormPhase>({ phase: 'filled' });

  const send = async (values: Values) => {
    setState({ phase: 'submitting' });
    let proof: string;
    try {
      proof = await botCheckProof(botCheck, form);
    } catch {
      setState({ phase: 'error', message: 'form.error.botCheck' });
      return;
    }
    const outcome = await sendForm({ ...values, form, language: locale, botCheck: proof });
    if (outcome.kind === 'sent') {
      setState({ phase: 'success' });
      return;
    }
    if (outcome.kind === 'invalid') {
      // the server's verdict on fields the browser accepted (it checks with the same schema, so rare)
      const fields = Object.entries(outcome.fields) as [Path<Values>, string][];
      for (const [field, code] of fields) methods.setError(field, { type: 'server', message: code });
      if (fields[0]) methods.setFocus(fields[0][0]);
    }
    setState({ phase: 'error', message: ERROR_MESSAGES[outcome.kind] });
  };

  return {
    state,
    onSubmit: methods.handleSubmit(send),
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
