/**
 * The manual PDF service behind `GET /pdf/manual?id={story id}&lang={language}`: the cached PDF of
 * the manual's current publication, rendered on first request. Concurrent requests for the same
 * PDF share one render, renders wait for one of a few Chromium pages (./pool.ts), and ids that are
 * no published manual cost no content read of their own (./manuals.ts); the answer says whether it
 * came from the cache (`x-cache: hit|miss`).
 */
import { cloudFrontOnly } from '../cloudfront';
import { originSecrets, pdfConfig, type OriginSecrets, type PdfConfig } from '../config';
import { lambdaEntry } from '../lambda';
import { errorResult, HttpError, type HttpEvent, type HttpResult } from '../http';
import { s3Client, s3PdfCache, type PdfCache } from './cache';
import { launchChromium, reusableBrowser, type BrowserSource } from './browser';
import { knownManualsOnly, storyblokManualSource, type ManualSource } from './manuals';
import { functionMemoryMb, renderLimits, renderPool, RenderPoolBusy, RENDER_START_WITHIN_MS, type RenderPool } from './pool';
import { renderManual, RenderError } from './render';
import { cacheKey, fileName, manualPrefix, manualRequestSchema, type ManualVersion } from './request';
import { singleFlight } from './single-flight';

export interface PdfDependencies {
  manuals: ManualSource;
  cache: PdfCache;
  /** renders the PDF of a manual publication */
  render(manual: ManualVersion): Promise<Uint8Array>;
  /** the pages renders wait for (default: as many as the function's memory allows) */
  pool?: RenderPool;
  /** how long after its arrival a request may wait for a page (default RENDER_START_WITHIN_MS) */
  startWithinMs?: number;
}

/** what a request that found no free page is told: a few renders' time */
const BUSY_RETRY_AFTER_SECONDS = 10;

/** Lambda answers at most 6 MB, and the body travels base64-encoded */
const MAX_PDF_BYTES = 4 * 1024 * 1024;

function pdfResult(pdf: Uint8Array, manual: ManualVersion, source: 'hit' | 'miss'): HttpResult {
  if (pdf.byteLength > MAX_PDF_BYTES) throw new HttpError(502, 'too-large', 'The manual is too large to be delivered here.');
  const name = fileName(manual);
  return {
    statusCode: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(pdf.byteLength),
      'content-disposition': `attachment; filename="${name}"`,
      // the address stays the same across publications: caches must ask again
      'cache-control': 'no-cache',
      etag: `"${cacheKey(manual).replace(/[^\w.-]/g, '-')}"`,
      'x-cache': source,
      'x-content-type-options': 'nosniff',
    },
    body: Buffer.from(pdf).toString('base64'),
    isBase64Encoded: true,
  };
}

function renderFailure(error: unknown): never {
  if (error instanceof RenderPoolBusy) {
    throw new HttpError(503, 'busy', 'Many manuals are being generated right now. Please try again in a few seconds.', {}, { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) });
  }
  if (error instanceof RenderError) {
    if (error.kind === 'timeout') throw new HttpError(504, 'render-timeout', 'The manual could not be generated in time. Please try again.');
    if (error.kind === 'not-found') throw new HttpError(404, 'not-found', 'This manual is not available as PDF.');
  }
  console.error(JSON.stringify({ level: 'error', message: 'manual render failed', error: error instanceof Error ? error.stack : String(error) }));
  throw new HttpError(503, 'render-failed', 'The manual could not be generated. Please try again.', {}, { 'retry-after': '5' });
}

function contentFailure(error: unknown): never {
  console.error(JSON.stringify({ level: 'error', message: 'manual not read', error: error instanceof Error ? error.stack : String(error) }));
  throw new HttpError(503, 'content-unavailable', 'The manual could not be read. Please try again.', {}, { 'retry-after': '5' });
}

export function createPdfHandler({ manuals, cache, render, pool = renderPool(renderLimits(functionMemoryMb())), startWithinMs = RENDER_START_WITHIN_MS }: PdfDependencies) {
  const renders = singleFlight<Uint8Array>();

  /** `startBy` is the deadline of the request that starts the render: those joining it came later, none waits past its own */
  async function produce(manual: ManualVersion, key: string, startBy: number): Promise<Uint8Array> {
    const pdf = await pool.run(() => render(manual), startBy).catch(renderFailure);
    await cache.put(key, pdf);
    // older publications of this manual in this language will never be asked for again
    await cache.drop(manualPrefix(manual), key);
    return pdf;
  }

  return async (event: HttpEvent): Promise<HttpResult> => {
    const startBy = Date.now() + startWithinMs;
    try {
      if (event.rawPath.replace(/\/+$/, '') !== '/pdf/manual') throw new HttpError(404, 'not-found', `No such address: ${event.rawPath}`);
      const method = event.requestContext?.http?.method ?? 'GET';
      if (method !== 'GET') throw new HttpError(405, 'method-not-allowed', 'Use GET.', {}, { allow: 'GET' });
      const query = Object.fromEntries(new URLSearchParams(event.rawQueryString ?? ''));
      const parsed = manualRequestSchema.safeParse(query);
      if (!parsed.success) {
        throw new HttpError(400, 'bad-request', parsed.error.issues.map((issue) => issue.message).join('; '));
      }
      const manual = await manuals.published(parsed.data).catch(contentFailure);
      if (!manual) throw new HttpError(404, 'not-found', `There is no published manual ${parsed.data.id} in ${parsed.data.lang}.`);
      const key = cacheKey(manual);
      const cached = await cache.get(key);
      if (cached) return pdfResult(cached, manual, 'hit');
      return pdfResult(await renders.run(key, () => produce(manual, key, startBy)), manual, 'miss');
    } catch (error) {
      return errorResult(error);
    }
  };
}

/** The real dependencies: content service, S3 (or s3rver) and a reused Chromium. */
export function pdfDependencies(config: PdfConfig = pdfConfig(), browsers: BrowserSource = reusableBrowser(() => launchChromium(config.chromiumPath))): PdfDependencies {
  return {
    manuals: knownManualsOnly(storyblokManualSource(config.content)),
    cache: s3PdfCache(s3Client(config), config.bucket),
    // a browser that has died is replaced by `get` on the next request
    render: async (manual) => renderManual(await browsers.get(), manual, config),
  };
}

/** The PDF service as CloudFront reaches it, on AWS and in the local functions host: without the origin secret, 403 first. */
export const pdfFunction = (deps: PdfDependencies, origin: OriginSecrets = originSecrets()) => cloudFrontOnly(origin.accepted, createPdfHandler(deps));

/** Lambda entry point */
export const handler = lambdaEntry(() => pdfFunction(pdfDependencies()));
