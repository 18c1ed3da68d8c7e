'use client';
import { useParams } from 'next/navigation';
import { pageStateMessages } from '@/i18n/page-state-messages';
import { defaultLocale, isLocale, localePath } from '@/i18n/routing';

/** The 404 page in the language of the requested path (its layout loads that locale's settings). */
export function NotFoundView() {
  const params = useParams<{ locale?: string }>();
  const locale = isLocale(params.locale) ? params.locale : defaultLocale;
  const t = pageStateMessages[locale];
  return (
    <section className="not-found container">
      <p className="not-found__code">404</p>
      <h1>{t['404.title']}</h1>
      <p>{t['404.text']}</p>
      <a className="button button--primary" href={localePath(locale)}>
        {t['404.backHome']}
      </a>
    </section>
  );
}
