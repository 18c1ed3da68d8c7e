/**
 * What a download button says about its file: the format (from the address) and the size (from the
 * document server's Content-Length). Sizes are asked with a HEAD request, only of the site's own
 * document and asset hosts, and remembered per server for a day; a host that does not answer in time
 * leaves the size out rather than hold the page.
 */
import { formatMessage } from '@pv/shared/i18n';
import { siteConfig } from '@/config';
import type { Locale } from '@/i18n/routing';

export interface DocumentFacts {
  /** e.g. "PDF"; empty when the address names no known format */
  format: string;
  bytes?: number;
}

const FORMATS: Record<string, string> = { pdf: 'PDF', zip: 'ZIP', jpg: 'JPG', jpeg: 'JPG', png: 'PNG', svg: 'SVG', doc: 'DOC', docx: 'DOCX', xls: 'XLS', xlsx: 'XLSX', csv: 'CSV', txt: 'TXT', mp4: 'MP4', exe: 'EXE', bin: 'BIN' };
const DAY_MS = 24 * 60 * 60 * 1000;
const HEAD_TIMEOUT_MS = 1500;
const sizes = new Map<string, { bytes: number | undefined; at: number }>();

export const documentFormat = (href: string) => FORMATS[new URL(href, 'https://x.invalid').pathname.split('.').pop()?.toLowerCase() ?? ''] ?? '';

/** whether the size of a file at this address may be asked: the site's document server and asset hosts */
function sizeKnowable(href: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  const origin = new URL(href).origin;
  return [siteConfig.documentServerBase, ...siteConfig.assetOrigins].some((base) => base.startsWith(origin));
}

async function fileSize(href: string): Promise<number | undefined> {
  const known = sizes.get(href);
  if (known && Date.now() - known.at < DAY_MS) return known.bytes;
  // no `cache` option: an explicit no-store would turn every page that shows a download into a per-request render
  const bytes = await fetch(href, { method: 'HEAD', signal: AbortSignal.timeout(HEAD_TIMEOUT_MS) })
    .then((response) => (response.ok ? Number(response.headers.get('content-length')) || undefined : undefined))
    .catch(() => undefined);
  sizes.set(href, { bytes, at: Date.now() });
  return bytes;
}

export async function documentFacts(href: string): Promise<DocumentFacts> {
  const format = documentFormat(href);
  const bytes = format && sizeKnowable(href) ? await fileSize(href) : undefined;
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
