'use client';
import { localePath } from '@/i18n/routing';
import { usePageStateTexts } from '@/ui/PageStateTexts';


/** Error page for a failure while rendering (e.g. the content service is down); the state can be cleared by retrying. */
export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  const { t, locale } = usePageStateTexts();
  return (
    <section className="not-found container" role="alert">
      <h1>{t('error.title')}</h1>
      <p>
        <button type="button" className="button button--primary" onClick={reset}>
          {t('error.retry')}
        </button>{' '}
        <a className="button" href={localePath(locale)}>
          {t('404.backHome')}
        </a>
      </p>
    </section>
  );
}
