'use client';
import { useParams } from 'next/navigation';
import { pageStateMessages } from '@/i18n/page-state-messages';
import { defaultLocale, isLocale, localePath } from '@/i18n/routing';


/** Error page for a failure while rendering (e.g. the content service is down); the state can be cleared by retrying. */
export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  const params = useParams<{ locale?: string }>();
  const locale = isLocale(params.locale) ? params.locale : defaultLocale;
  const t = pageStateMessages[locale];
  return (
    <section className="not-found container" role="alert">
      <h1>{t['error.title']}</h1>
      <p>
        <button type="button" className="button button--primary" onClick={reset}>
          {t['error.retry']}
        </button>{' '}
        <a className="button" href={localePath(locale)}>
          {t['404.backHome']}
        </a>
      </p>
    </section>
  );
}
