import { siteConfig } from '@/config';
import { siteData } from '@/content/request-content';
import { resultsPathOf } from '@/features/search/props';
import { toMenu } from '@/features/navigation/menu';
import { translator } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { NOT_FOUND_MARK } from '@/lib/page-status';
import { NotFoundContent, notFoundTexts, type OfferedLanguage } from '@/ui/NotFoundContent';

/**
 * The not-found page as the pages' route renders it on the server, in the address's language: the message,
 * the page's other languages, the site search and the main navigation's destinations.
 */
export async function MissingPage({ locale, offered }: { locale: Locale; offered: readonly OfferedLanguage[] }) {
  const t = translator(locale);
  const data = await siteData(locale);
  const resultsPath = resultsPathOf(locale, data.settings);
  const destinations = toMenu(data.settings?.navigation ?? [], { locale, ...siteConfig }).filter((entry) => entry.href.startsWith('/'));
  return (
    <div className="page" {...NOT_FOUND_MARK}>
      <NotFoundContent
        locale={locale}
        offered={offered}
        texts={notFoundTexts(t, locale)}
        search={resultsPath ? { action: resultsPath, label: t('search.label'), placeholder: t('search.placeholder'), submit: t('search.submit') } : null}
        destinations={{ heading: t('404.destinations'), links: destinations }}
      />
    </div>
  );
}
