/** Document link rules of spec §2: document server base, video in a new tab, own host in the same tab, others as download. */
import { documentHref, type DocumentHosts } from '@pv/shared/documents';
import { siteConfig } from '@/config';

export { documentHref };

export interface DocumentContext extends DocumentHosts {
  /** host of the site, with the port where it has one */
  siteHost: string;
}

export interface ResolvedDocument {
  href: string;
  newTab: boolean;
  download: boolean;
}

const VIDEO = /\.(mp4|webm|mov|m4v)([?#]|$)|youtube\.com|youtu\.be|vimeo\.com/i;

/**
 * Info-center document types whose files are downloaded directly, by their `doc-types` datasource values:
 * a value is the stable id stories store; the entry's name is editors' wording and may be renamed in the CMS.
 */
export const DIRECT_DOWNLOAD_TYPES = [
  'press-release',
  'datasheet',
  'technical-documentation',
  'press-review',
  'manual',
  'image',
  'other',
  'software',
] as const;

export const isDirectDownloadType = (docType: string) => (DIRECT_DOWNLOAD_TYPES as readonly string[]).includes(docType);

export function resolveDocument(address: string, context: DocumentContext): ResolvedDocument {
  const href = documentHref(address, context);
  if (VIDEO.test(href)) return { href, newTab: true, download: false };
  const host = new URL(href, `https://${context.siteHost}`).host;
  if (host === context.siteHost) return { href, newTab: false, download: false };
  return { href, newTab: true, download: true };
}

/**
 * An info-center document's file; `docType` is the story's `doc_type` value. The types in DIRECT_DOWNLOAD_TYPES are always
 * offered as a download, even from the site's own host; other types (video, certificate, …) follow the document rules.
 */
export function resolveInfoCenterFile(address: string, docType: string, context: DocumentContext): ResolvedDocument {
  const document = resolveDocument(address, context);
  const isVideo = document.newTab && !document.download;
  return isDirectDownloadType(docType) && !isVideo ? { ...document, download: true } : document;
}

/** The rules' settings from the site configuration. */
export const documentContext = (): DocumentContext => ({
  documentServerBase: siteConfig.documentServerBase,
  downloadHost: siteConfig.downloadHost,
  siteHost: new URL(siteConfig.siteUrl).host,
});
