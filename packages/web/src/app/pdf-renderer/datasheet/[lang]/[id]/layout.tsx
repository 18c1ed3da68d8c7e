import type { ReactNode } from 'react';
import { PrintDocument, printMetadata } from '../../../print-document';
// the PDF embeds these (Latin and Latin Extended cover all six languages)
import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/noto-sans/latin-ext-400.css';
import '@fontsource/noto-sans/latin-700.css';
import '@fontsource/noto-sans/latin-ext-700.css';
import './print.css';

export const metadata = printMetadata;

/** The data sheet renderer's root: a print document with the data sheet's fonts and print styles. */
export default function DatasheetPrintLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  return <PrintDocument params={params}>{children}</PrintDocument>;
}
