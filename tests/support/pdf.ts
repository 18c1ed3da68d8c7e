/** Reads a PDF as a reader would (pdf.js): text per page, document properties, tagging. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ReadPdf {
  pageTexts: string[];
  info: { Title?: string; Author?: string; Subject?: string; Language?: string; Creator?: string; Producer?: string };
  tagged: boolean;
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const pageTexts: string[] = [];
    for (let number = 1; number <= doc.numPages; number++) {
      const content = await (await doc.getPage(number)).getTextContent();
      pageTexts.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    }
    const { info } = await doc.getMetadata();
    const markInfo = await doc.getMarkInfo();
    return { pageTexts, info: info as ReadPdf['info'], tagged: Boolean(markInfo?.Marked) };
  } finally {
    await doc.destroy();
  }
}
