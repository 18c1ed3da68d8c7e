'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { isLocale } from '@/i18n/routing';
import { NotFoundContent, notFoundTexts, type OfferedLanguage } from './NotFoundContent';
import { usePageStateTexts } from './PageStateTexts';

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

/**
 * The 404 page where Next renders it in the browser (an address outside the pages' route); the pages' own
 * route renders the same content on the server (`NotFoundContent`). At the address of a page that exists in
 * other languages only (a missing translation) it says so and links the page in those.
 */
export function NotFoundView() {
  const { t, locale } = usePageStateTexts();
  const offered = useOfferedLanguages(usePathname());
  return <NotFoundContent locale={locale} offered={offered} texts={notFoundTexts(t, locale)} />;
}
