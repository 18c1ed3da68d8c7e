'use client';
import { localePath } from '@/i18n/routing';
import { usePageStateTexts } from './PageStateTexts';

/** The 404 page in the language of the requested path (its layout loads that locale's settings). */
export function NotFoundView() {
  const { t, locale } = usePageStateTexts();
  return (
    <section className="not-found container">
      <p className="not-found__code">404</p>
      <h1>{t('404.title')}</h1>
      <p>{t('404.text')}</p>
      <a className="button button--primary" href={localePath(locale)}>
        {t('404.backHome')}
      </a>
    </section>
  );
}
