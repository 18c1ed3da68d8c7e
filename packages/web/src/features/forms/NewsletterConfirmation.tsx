'use client';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import type { FormMessages } from '@/i18n/form-messages';
import { confirmNewsletter, type ConfirmOutcome } from '@/features/forms/submit';

const RESULT_TEXT: Record<ConfirmOutcome, keyof FormMessages> = {
  confirmed: 'newsletter.confirm.done',
  'already-confirmed': 'newsletter.confirm.already',
  expired: 'newsletter.confirm.expired',
  invalid: 'newsletter.confirm.invalid',
  failed: 'newsletter.confirm.failed',
};

/** The confirm button of the double opt-in; the token comes from the mail's link. */
export function NewsletterConfirmation({ texts }: { texts: FormMessages }) {
  const token = useSearchParams().get('token');
  const [state, setState] = useState<'idle' | 'confirming' | ConfirmOutcome>('idle');
  if (!token) return <p role="alert">{texts['newsletter.confirm.invalid']}</p>;
  if (state !== 'idle' && state !== 'confirming') {
    const good = state === 'confirmed' || state === 'already-confirmed';
    return (
      <p className={good ? 'form__success' : 'form__error'} role={good ? 'status' : 'alert'}>
        {texts[RESULT_TEXT[state]]}
      </p>
    );
  }
  return (
    <>
      <p>{texts['newsletter.confirm.text']}</p>
      <button
        type="button"
        className="button button--primary"
        disabled={state === 'confirming'}
        onClick={async () => {
          setState('confirming');
          setState(await confirmNewsletter(token));
        }}
      >
        {state === 'confirming' ? texts['newsletter.confirm.confirming'] : texts['newsletter.confirm.button']}
      </button>
    </>
  );
}
