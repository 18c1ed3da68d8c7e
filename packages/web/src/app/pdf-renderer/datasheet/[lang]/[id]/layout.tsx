import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { isLocale } from '@/i18n/routing';
// the PDF embeds these (Latin and Latin Extended cover all six languages); the site itself uses system fonts
import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/noto-sans/latin-ext-400.css';
import '@fontsource/noto-sans/latin-700.css';
import '@fontsource/noto-sans/latin-ext-700.css';
import './print.css';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The data sheet renderer's own root: a print document without the site's header, footer, cookie
 * banner or third-party content. The PDF service opens `/pdf-renderer/datasheet/?id=…&lang=…`, which
 * the proxy maps onto this route.
 */
export default async function DatasheetPrintLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return (
    <html lang={lang}>
      <body>{children}</body>
    </html>
  );
}
