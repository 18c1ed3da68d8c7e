/**
 * The last good answer of each page this server gave, served again when the page's regeneration
 * fails because the content service cannot answer (Next answers a page whose cached version expired,
 * as every page after a publication's revalidation, only by rendering it anew). Kept compressed,
 * bounded in bytes, the least recently kept going first.
 */
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';

/** a page's answer is ~150 KB, ~20 KB compressed: some thousands of pages */
const DEFAULT_MAX_BYTES = 48 * 1024 * 1024;

/** The header that tells a visitor's tools (and our tests) the page is the last good one, not this moment's. */
export const STALE_ANSWER_HEADER = 'x-stale-answer';

/** A page a CDN may share (a static page, not a draft, no cookie of its own): what is kept. */
export const isGoodPage = (answer: { status: number; type: string; cacheControl: string; setsCookie: boolean }) =>
  answer.status === 200 && answer.type.startsWith('text/html') && /s-maxage=/.test(answer.cacheControl) && !answer.setsCookie;

export interface GoodAnswer {
  headers: Record<string, string | string[]>;
  body: Buffer;
}

interface Kept {
  /** what names the body (its ETag, else the body's length and the time it was kept) */
  version: string;
  headers: Record<string, string | string[]>;
  compressed: Buffer;
}

/** Headers a kept answer must not repeat: the visitor's own cookies, and what describes the sent bytes. */
const NOT_REPEATED = new Set(['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding', 'date']);

export function lastGoodAnswers(maxBytes = DEFAULT_MAX_BYTES) {
  const kept = new Map<string, Kept>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    bytes -= entry.compressed.length;
    kept.delete(key);
  };

  return {
    /** Keeps a page's good answer (`etag`: an unchanged body is not compressed again). */
    keep(key: string, answer: GoodAnswer, etag: string | undefined): void {
      const version = etag ?? `${answer.body.length}`;
      const existing = kept.get(key);
      if (existing && etag && existing.version === version) {
        kept.delete(key);
        kept.set(key, existing);
        return;
      }
      drop(key);
      const compressed = brotliCompressSync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
      if (compressed.length > maxBytes) return;
      const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !NOT_REPEATED.has(name.toLowerCase())));
      kept.set(key, { version, headers, compressed });
      bytes += compressed.length;
      while (bytes > maxBytes) drop(kept.keys().next().value!);
    },

    /**
     * The last good answer of a page, to serve while its regeneration fails: shared caches may keep it
     * only as long as a visitor is asked to wait before trying again.
     */
    stale(key: string, retryAfterSeconds: number): GoodAnswer | null {
      const entry = kept.get(key);
      if (!entry) return null;
      const headers = Object.fromEntries(Object.entries(entry.headers).filter(([name]) => name.toLowerCase() !== 'cache-control'));
      return {
        headers: { ...headers, 'cache-control': `public, max-age=0, s-maxage=${retryAfterSeconds}`, [STALE_ANSWER_HEADER]: 'content service unavailable' },
        body: brotliDecompressSync(entry.compressed),
      };
    },

    get size() {
      return { entries: kept.size, bytes };
    },
  };
}
