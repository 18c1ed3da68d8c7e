'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { flagRegion, isLocale, localeNames, localePath, type Locale } from '@/i18n/routing';
import { Flag } from './Flag';
import { usePageStateTexts } from './PageStateTexts';

interface OfferedLanguage {
  locale: Locale;
  href: string;
}

/** The languages a page at this address is in, where it is not in the address's own (`/api/page-languages/`). */
function useOfferedLanguages(pathname: string | null): OfferedLanguage[] {
  const [offered, setOffered] = useState<OfferedLanguage[]>([]);
  useEffect(() => {
    if (!pathname) return;
    let current = true;
    fetch(`/api/page-languages/?path=${encodeURIComponent(pathname)}`)
      .then((response) => (response.ok ? response.json() : { languages: [] }))
      .then((answer: { languages?: OfferedLanguage[] }) => {
        if (current) setOffered((answer.languages ?? []).filter((l) => isLocale(l.locale) && typeof l.href === 'string' && l.href.startsWith('/')));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [pathname]);
  return offered;
}

/** A language's name in another language's words, lower case where that language writes it so ("español"). */
const languageName = (of: Locale, inLocale: Locale) => new Intl.DisplayNames([inLocale], { type: 'language' }).of(of) ?? localeNames[of];

/**
 * The 404 page in the language of the requested path (its layout loads that locale's settings). At the address
 * of a page that exists in other languages only (a missing translation) it says so and links the page in those.
 */
export function NotFoundView() {
  const { t, locale } = usePageStateTexts();
  const offered = useOfferedLanguages(usePathname());
  if (offered.length) {
    return (
      <section className="not-found not-found--language container" data-missing-language={locale}>
        <p className="not-found__code">404</p>
        <h1>{t('404.missingLanguage.title', { language: languageName(locale, locale) })}</h1>
        <p>{t('404.missingLanguage.offer')}</p>
        <ul className="not-found__languages">
          {offered.map(({ locale: other, href }) => (
            <li key={other}>
              <a className="button button--primary not-found__language" href={href} hrefLang={other} lang={other}>
                <Flag region={flagRegion(other)} />
                {localeNames[other]}
              </a>
            </li>
          ))}
        </ul>
        <a className="not-found__home" href={localePath(locale)}>
          {t('404.backHome')}
        </a>
      </section>
    );
  }
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
