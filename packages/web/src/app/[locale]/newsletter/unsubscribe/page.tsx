import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isUnsubscribeResult, RESULT_PARAM } from '@pv/shared/newsletter-unsubscribe';
import { NewsletterUnsubscribe } from '@/features/forms/NewsletterUnsubscribe';
import { translator } from '@/i18n/messages';
import { isLocale, locales } from '@/i18n/routing';

export const generateStaticParams = () => locales.map((locale) => ({ locale }));
export const dynamicParams = false;

interface UnsubscribePageParams {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: UnsubscribePageParams): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  // a personal link: never in a search index
  return { title: translator(locale)('newsletter.unsubscribe.title'), robots: { index: false, follow: false } };
}

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * Where a mail's unsubscribe link leads (`?token=…`), and where leaving ends (`?result=…`). Rendered
 * per request, since the form must carry the token without JavaScript.
 */
export default async function NewsletterUnsubscribePage({ params, searchParams }: UnsubscribePageParams) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const query = await searchParams;
  const result = single(query[RESULT_PARAM]);
  return (
    <section className="container section">
      <h1>{translator(locale)('newsletter.unsubscribe.title')}</h1>
      <NewsletterUnsubscribe locale={locale} token={single(query.token) || undefined} result={isUnsubscribeResult(result) ? result : undefined} />
    </section>
  );
}
