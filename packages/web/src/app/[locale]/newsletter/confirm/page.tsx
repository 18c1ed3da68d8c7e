import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { NewsletterConfirmation } from '@/features/forms/NewsletterConfirmation';
import { confirmationTexts } from '@/features/forms/texts';
import { translator } from '@/i18n/messages';
import { isLocale, locales } from '@/i18n/routing';

export const generateStaticParams = () => locales.map((locale) => ({ locale }));
export const dynamicParams = false;

interface ConfirmPageParams {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: ConfirmPageParams): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  // a personal link: never in a search index
  return { title: translator(locale)('newsletter.confirm.title'), robots: { index: false, follow: false } };
}

/**
 * Where the confirmation mail's link leads. Confirming takes a click: mail scanners that open links
 * must not subscribe anyone.
 */
export default async function NewsletterConfirmPage({ params }: ConfirmPageParams) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <section className="container section">
      <h1>{translator(locale)('newsletter.confirm.title')}</h1>
      <Suspense fallback={null}>
        <NewsletterConfirmation texts={confirmationTexts(locale)} />
      </Suspense>
    </section>
  );
}
