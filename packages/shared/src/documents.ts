/** Where documents live: the site's document links and the redirects to documents follow one rule. */

export interface DocumentHosts {
  /** the document server's base address, e.g. https://docs.example.com/f/1000/documents */
  documentServerBase: string;
  /** the old download host whose files moved to the document server */
  downloadHost: string;
}

/** A document the site's PDF service generates on the site's own origin: `/pdf/datasheet?id={story id}&lang={language}`. */
export const GENERATED_DOCUMENT = /^\/pdf\/[a-z]+\/?\?/;

/**
 * The address of a document: absolute http(s) addresses and the generated documents on the site's own origin
 * (`/pdf/…`) stay; download-host and other relative paths move to the document server.
 */
export function documentHref(address: string, { documentServerBase, downloadHost }: DocumentHosts): string {
  const trimmed = address.trim();
  if (GENERATED_DOCUMENT.test(trimmed)) return trimmed;
  const onDownloadHost = trimmed.replace(/^https?:\/\//i, '').startsWith(`${downloadHost}/`);
  if (/^https?:\/\//i.test(trimmed) && !onDownloadHost) return trimmed;
  const path = (onDownloadHost ? trimmed.replace(/^(https?:\/\/)?[^/]+/i, '') : trimmed).replace(/^\/?download\//, '').replace(/^\/+/, '');
  return `${documentServerBase.replace(/\/$/, '')}/${path}`;
}
