'use client';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { translate, type ClientTexts } from '@/i18n/client-texts';
import type { ConfirmationTextKey } from './text-types';
import { confirmNewsletter, type ConfirmOutcome } from '@/features/forms/submit';

const RESULT_TEXT: Record<ConfirmOutcome, ConfirmationTextKey> = {
  confirmed: 'newsletter.confirm.done',
  'already-confirmed': 'newsletter.confirm.already',
  withdrawn: 'newsletter.confirm.withdrawn',
  expired: 'newsletter.confirm.expired',
  invalid: 'newsletter.confirm.invalid',
  failed: 'newsletter.confirm.failed',
};

/** The confirm button of the double opt-in; the token comes from the mail's link. */
export function NewsletterConfirmation({ texts }: { texts: ClientTexts<ConfirmationTextKey> }) {
  const t = translate(texts);
  const token = useSearchParams().get('token');
  const [state, setState] = useState<'idle' | 'confirming' | ConfirmOutcome>('idle');
  if (!token) return <p role="alert">{t('newsletter.confirm.invalid')}</p>;
  if (state !== 'idle' && state !== 'confirming') {
    const good = state === 'confirmed' || state === 'already-confirmed';
    return (
      <p className={good ? 'form__success' : 'form__error'} role={good ? 'status' : 'alert'}>
        {t(RESULT_TEXT[state])}
      </p>
    );
  }
  return (
    <>
      <p>{t('newsletter.confirm.text')}</p>
      <button
        type="button"
        className="button button--primary"
        disabled={state === 'confirming'}
        onClick={async () => {
          setState('confirming');
          setState(await confirmNewsletter(token));
        }}
      >
        {state === 'confirming' ? t('newsletter.confirm.confirming') : t('newsletter.confirm.button')}
      </button>
    </>
  );
}
