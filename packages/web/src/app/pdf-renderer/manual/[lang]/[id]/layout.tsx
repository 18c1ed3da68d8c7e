import type { ReactNode } from 'react';
import { PrintDocument, printMetadata } from '../../../print-document';
// the PDF embeds these (Latin and Latin Extended cover all six languages)
import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/noto-sans/latin-ext-400.css';
import '@fontsource/noto-sans/latin-400-italic.css';
import '@fontsource/noto-sans/latin-ext-400-italic.css';
import '@fontsource/noto-sans/latin-700.css';
import '@fontsource/noto-sans/latin-ext-700.css';
import './print.css';

export const metadata = printMetadata;

/** The manual renderer's root: a print document with the manual's fonts and print styles. */
export default function ManualPrintLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  return <PrintDocument params={params}>{children}</PrintDocument>;
}
