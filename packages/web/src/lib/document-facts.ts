/**
 * What a download button says about its file: the format (from the address) and the size (from the
 * document server's Content-Length). Sizes are asked with a HEAD request, only of the site's own
 * document and asset hosts and of the documents the PDF service generates on the site's origin
 * (`/pdf/datasheet?…`, which renders and caches the file first when needed). A size is remembered per
 * server for a day (per publication for a generated document, whose address stays across
 * publications); a failed lookup only for a minute, and the page that could not show the size is
 * then rendered again within a minute rather than kept an hour without it.
 */
import { unstable_cache } from 'next/cache';
import { formatMessage } from '@pv/shared/i18n';
import { GENERATED_DOCUMENT } from '@pv/shared/documents';
import { siteConfig } from '@/config';
import type { Locale } from '@/i18n/routing';

export interface DocumentFacts {
  /** e.g. "PDF"; empty when the address names no known format */
  format: string;
  bytes?: number;
}

const FORMATS: Record<string, string> = { pdf: 'PDF', zip: 'ZIP', jpg: 'JPG', jpeg: 'JPG', png: 'PNG', svg: 'SVG', doc: 'DOC', docx: 'DOCX', xls: 'XLS', xlsx: 'XLSX', csv: 'CSV', txt: 'TXT', mp4: 'MP4', exe: 'EXE', bin: 'BIN' };
const DAY_MS = 24 * 60 * 60 * 1000;
/** how long a failed lookup is remembered: the next render after it asks again */
export const FAILED_LOOKUP_MS = 60 * 1000;
/** a page that could not show a size is rendered again after this (seconds), not after the usual hour */
export const RETRY_PAGE_AFTER_SECONDS = 60;
const HEAD_TIMEOUT_MS = 1500;
/**
 * A generated document may have to be rendered first (Chromium's start and a render: a few seconds):
 * the page it belongs to (a product's, for its data sheet) waits for it, once per publication: its
 * first render after a publication makes and caches the file (the publish webhook only drops the old
 * one). Others (a listing) wait as for any file: the service finishes and caches the render all the same.
 */
const RENDER_WAIT_MS = 15_000;
const sizes = new Map<string, { bytes: number | undefined; at: number }>();

/** a document the PDF service generates on the site's origin (`/pdf/datasheet?…`, relative or absolute): always a PDF */
function isGenerated(href: string): boolean {
  if (GENERATED_DOCUMENT.test(href)) return true;
  if (!/^https?:\/\//i.test(href)) return false;
  const url = new URL(href);
  return url.origin === new URL(siteConfig.siteUrl).origin && GENERATED_DOCUMENT.test(url.pathname + url.search);
}

export const documentFormat = (href: string) => (isGenerated(href) ? 'PDF' : (FORMATS[new URL(href, 'https://x.invalid').pathname.split('.').pop()?.toLowerCase() ?? ''] ?? ''));

/** where the size of a file at this address may be asked (the site's document server and asset hosts, its generated documents), or null */
function sizeAddress(href: string): string | null {
  if (isGenerated(href)) return new URL(href, siteConfig.siteUrl).toString();
  if (!/^https?:\/\//i.test(href)) return null;
  const origin = new URL(href).origin;
  return [siteConfig.documentServerBase, ...siteConfig.assetOrigins].some((base) => base.startsWith(origin)) ? href : null;
}

/**
 * Lowers the page's regeneration time to RETRY_PAGE_AFTER_SECONDS (a cached call with that revalidation
 * does, as a fetch with it would); outside a page render (an API route, a script) it does nothing.
 */
const retryPageSoon = unstable_cache(async () => true, ['document-facts-retry'], { revalidate: RETRY_PAGE_AFTER_SECONDS });

async function fileSize(address: string, { version = '', waitForRender = false }: FactsOptions): Promise<number | undefined> {
  const key = `${address}#${version}`;
  const known = sizes.get(key);
  if (known && Date.now() - known.at < (known.bytes ? DAY_MS : FAILED_LOOKUP_MS)) return known.bytes ?? (await retrySoon());
  const timeout = waitForRender && isGenerated(address) ? RENDER_WAIT_MS : HEAD_TIMEOUT_MS;
  // no `cache` option: an explicit no-store would turn every page that shows a download into a per-request render
  const bytes = await fetch(address, { method: 'HEAD', signal: AbortSignal.timeout(timeout) })
    .then((response) => (response.ok ? Number(response.headers.get('content-length')) || undefined : undefined))
    .catch(() => undefined);
  sizes.set(key, { bytes, at: Date.now() });
  return bytes ?? (await retrySoon());
}

async function retrySoon(): Promise<undefined> {
  await retryPageSoon().catch(() => undefined);
  return undefined;
}

export interface FactsOptions {
  /** what changes with the file at an address that stays (a generated document's publication) */
  version?: string;
  /** a generated document of this very page: wait for its render (RENDER_WAIT_MS) */
  waitForRender?: boolean;
}

export async function documentFacts(href: string, options: FactsOptions = {}): Promise<DocumentFacts> {
  const format = documentFormat(href);
  const address = format ? sizeAddress(href) : null;
  const bytes = address ? await fileSize(address, options) : undefined;
  return bytes ? { format, bytes } : { format };
}

/** "1.2 MB", "840 KB" in the language's number format */
export function fileSizeText(bytes: number, locale: Locale): string {
  const megabytes = bytes / (1024 * 1024);
  const number = (value: number, digits: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return megabytes >= 1 ? formatMessage(locale, 'docs.size.mb', { size: number(megabytes, 1) }) : formatMessage(locale, 'docs.size.kb', { size: number(Math.max(1, Math.round(bytes / 1024)), 0) });
}

/** "PDF · 1.2 MB", or just the format */
export const documentFactsText = ({ format, bytes }: DocumentFacts, locale: Locale) => [format, bytes ? fileSizeText(bytes, locale) : ''].filter(Boolean).join(' · ');
