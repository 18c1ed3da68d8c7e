import { ONE_CLICK_FIELD, ONE_CLICK_VALUE, RETURN_FIELD, UNSUBSCRIBE_FUNCTION_PATH, type UnsubscribeResult } from '@pv/shared/newsletter-unsubscribe';
import { translator, type MessageKey } from '@/i18n/messages';
import { localePath, type Locale } from '@/i18n/routing';

const RESULT_TEXT: Record<UnsubscribeResult, MessageKey> = {
  unsubscribed: 'newsletter.unsubscribe.done',
  'already-unsubscribed': 'newsletter.unsubscribe.already',
  'not-subscribed': 'newsletter.unsubscribe.notSubscribed',
  invalid: 'newsletter.unsubscribe.invalid',
  failed: 'newsletter.unsubscribe.failed',
};
const GOOD: readonly UnsubscribeResult[] = ['unsubscribed', 'already-unsubscribed', 'not-subscribed'];

/**
 * Leaving the newsletter without JavaScript: a plain form POSTs to the mail function (the same
 * one-click address as the mails' List-Unsubscribe header), which redirects back here with the
 * outcome. Opening the link only shows the button — mail scanners open links, so a GET never
 * unsubscribes. A server component: nothing of it runs in the browser.
 */
export function NewsletterUnsubscribe({ locale, token, result }: { locale: Locale; token: string | undefined; result: UnsubscribeResult | undefined }) {
  const t = translator(locale);
  if (result) {
    const good = GOOD.includes(result);
    return (
      <div className="newsletter-unsubscribe">
        <p className={good ? 'form__success' : 'form__error'} role={good ? 'status' : 'alert'}>
          {t(RESULT_TEXT[result])}
        </p>
        <p className="newsletter-unsubscribe__home">
          <a href={localePath(locale)}>{t('404.backHome')}</a>
        </p>
      </div>
    );
  }
  if (!token) {
    return (
      <div className="newsletter-unsubscribe">
        <p className="form__error" role="alert">
          {t('newsletter.unsubscribe.invalid')}
        </p>
      </div>
    );
  }
  return (
    <form className="newsletter-unsubscribe" method="post" action={`${UNSUBSCRIBE_FUNCTION_PATH}?token=${encodeURIComponent(token)}`}>
      <p>{t('newsletter.unsubscribe.text')}</p>
      <input type="hidden" name={ONE_CLICK_FIELD} value={ONE_CLICK_VALUE} />
      <input type="hidden" name={RETURN_FIELD} value={locale} />
      <div className="form__actions">
        <button type="submit" className="button button--primary">
          {t('newsletter.unsubscribe.button')}
        </button>
      </div>
    </form>
  );
}
