import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { ConsentBanner } from '@/features/consent/ConsentBanner';
import { blockRenderer } from '@/registry/Blocks';
import { SiteFooter } from '@/features/navigation/SiteFooter';
import { SiteHeader } from '@/features/navigation/SiteHeader';
import { ClientNavigation } from '@/features/navigation/ClientNavigation';
import { siteConfig } from '@/config';
import { clientTexts, keysStartingWith, notFoundTitle, translator } from '@/i18n/messages';
import { defaultLocale, isLocale, locales } from '@/i18n/routing';
import { contentVersion, siteData } from '@/content/request-content';
import { organisationJsonLd } from '@/lib/structured-data';
import { JsonLd } from '@/ui/JsonLd';
import { PageStateTexts } from '@/ui/PageStateTexts';
import { deployWatchScript } from '@/lib/deploy-watch';
import { inter } from '@/design/font';
import '@/design/stylesheets';
import '../globals.css';

const PAGE_STATE_TEXTS = keysStartingWith('404.', 'error.');

export const generateStaticParams = () => locales.map((locale) => ({ locale }));

/** Every page sets its own title; what stays is the title of the not-found page, which renders in a page's place. */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  return {
    metadataBase: new URL(siteConfig.siteUrl),
    icons: { icon: '/favicon.svg' },
    title: notFoundTitle(isLocale(locale) ? locale : defaultLocale),
  };
}

export const viewport: Viewport = { themeColor: '#0b3d5c', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const version = await contentVersion();
  const data = await siteData(locale);
  const { settings } = data;
  const t = translator(locale);
  const organisation = organisationJsonLd({ ...siteConfig.organisation, siteUrl: siteConfig.siteUrl, settings });

  return (
    <html lang={locale} className={inter.variable}>
      <body>
        <a className="skip-link" href="#content">
          {t('skipToContent')}
        </a>
        {version === 'draft' ? (
          <p className="draft-notice" role="status">
            {t('draft.notice')}
          </p>
        ) : null}
        {/* first in the tab order while shown: it covers part of the page (fixed at the bottom) */}
        <ConsentBanner
          labels={{ title: t('consent.title'), text: t('consent.text'), acceptAll: t('consent.acceptAll'), necessaryOnly: t('consent.necessaryOnly') }}
        />
        <SiteHeader locale={locale} siteData={data} />
        <main id="content">
          <PageStateTexts texts={clientTexts(locale, PAGE_STATE_TEXTS)}>{children}</PageStateTexts>
        </main>
        <SiteFooter locale={locale} settings={settings} renderBlocks={blockRenderer(locale)} />
        <ClientNavigation />
        <JsonLd data={organisation} />
        <script dangerouslySetInnerHTML={{ __html: deployWatchScript(process.env.NEXT_PUBLIC_BUILD_ID ?? '') }} />
      </body>
    </html>
  );
}
