import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { isLocale } from '@/i18n/routing';

/** A print document is never a search result. */
export const printMetadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The root of a document the PDF service prints (a manual, a data sheet): its own `<html>`, without the
 * site's header, footer, cookie banner or third-party content. The service opens
 * `/pdf-renderer/{kind}/?id=…&lang=…`, which the proxy maps onto the kind's `[lang]/[id]` route.
 */
export async function PrintDocument({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return (
    <html lang={lang}>
      <body>{children}</body>
    </html>
  );
}
