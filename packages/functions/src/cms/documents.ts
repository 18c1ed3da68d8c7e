/**
 * A published product's data sheets, made once its pages are refreshed: the site's pages show each
 * sheet's size, which the PDF service answers from its cache once the sheet is made. The webhook asks
 * the service (HEAD, through the site's own address as a visitor would, so CloudFront's origin secret
 * applies) for the sheet in every language the product is published in; the service renders and
 * caches what is missing. A sheet that cannot be made now is made on its first request instead: a
 * failure here is reported, never fatal.
 */
import { LANGUAGES, type Language } from '@pv/shared/languages';
import { publishedInLanguage } from '../pdf/manuals';
import { DOCUMENT_KIND_DEFINITIONS } from '../pdf/request';

export interface PreparedDocument {
  lang: Language;
  /** the service's answer (0: none came) */
  status: number;
  bytes?: number;
}

export interface DocumentPreparation {
  /** makes the data sheets of product `storyId` in `languages`; never rejects */
  datasheets(storyId: number, languages: readonly Language[]): Promise<PreparedDocument[]>;
}

/** The languages a product is published in ("Published in"; empty: every language). */
export const productLanguages = (content: object): Language[] => LANGUAGES.filter((lang) => publishedInLanguage((content as { page_languages?: unknown }).page_languages, lang));

/**
 * a render may wait for a free page and then take a few seconds; the webhook's answer waits for this,
 * so it is bounded well within the function's own timeout (90 s)
 */
const PREPARE_TIMEOUT_MS = 20_000;

export function sitePdfPreparation(siteUrl: string, timeoutMs = PREPARE_TIMEOUT_MS): DocumentPreparation {
  return {
    datasheets: (storyId, languages) =>
      Promise.all(
        languages.map(async (lang): Promise<PreparedDocument> => {
          const url = new URL(DOCUMENT_KIND_DEFINITIONS.datasheet.path, siteUrl);
          url.search = new URLSearchParams({ id: String(storyId), lang }).toString();
          try {
            const response = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) });
            const bytes = Number(response.headers.get('content-length')) || undefined;
            return { lang, status: response.status, ...(response.ok && bytes ? { bytes } : {}) };
          } catch {
            return { lang, status: 0 };
          }
        }),
      ),
  };
}
