/**
 * The PDF service behind `GET /pdf/manual?id={story id}&lang={language}` (a manual) and
 * `GET /pdf/datasheet?id={story id}&lang={language}` (a product's data sheet): the cached PDF of the
 * story's current publication in that language, rendered on first request. `HEAD` answers the same
 * headers (the size as Content-Length: the site shows it beside its links), rendering first when
 * needed. Concurrent requests for the same PDF share one render, renders of every kind wait for one of
 * a few Chromium pages (./pool.ts), and ids that are no published story of the kind cost no content
 * read of their own (./manuals.ts); the answer says whether it came from the cache (`x-cache: hit|miss`).
 */
import { cloudFrontOnly } from '../cloudfront';
import { originSecrets, pdfConfig, type OriginSecrets, type PdfConfig } from '../config';
import { lambdaEntry } from '../lambda';
import { errorResult, HttpError, type HttpEvent, type HttpResult } from '../http';
import { s3Client, s3PdfCache, type PdfCache } from './cache';
import { launchChromium, reusableBrowser, type BrowserSource } from './browser';
import { knownManualsOnly, storyblokDocumentSource, type ManualSource } from './manuals';
import { functionMemoryMb, renderLimits, renderPool, RenderPoolBusy, RENDER_START_WITHIN_MS, type RenderPool } from './pool';
import { renderDocument, RenderError } from './render';
import { cacheKey, DOCUMENT_KIND_DEFINITIONS, documentPrefix, documentRequestSchema, fileName, kindOfPath, type DocumentKind, type DocumentKindDefinition, type DocumentVersion } from './request';
import { singleFlight } from './single-flight';

export interface PdfDependencies {
  manuals: ManualSource;
  /** the products whose data sheets are made; none: `/pdf/datasheet` answers 404 */
  datasheets?: ManualSource;
  cache: PdfCache;
  /** renders the PDF of a publication (its `kind` says which renderer page) */
  render(document: DocumentVersion): Promise<Uint8Array>;
  /** the pages renders wait for (default: as many as the function's memory allows) */
  pool?: RenderPool;
  /** how long after its arrival a request may wait for a page (default RENDER_START_WITHIN_MS) */
  startWithinMs?: number;
}

/** what a request that found no free page is told: a few renders' time */
const BUSY_RETRY_AFTER_SECONDS = 10;

/** Lambda answers at most 6 MB, and the body travels base64-encoded */
const MAX_PDF_BYTES = 4 * 1024 * 1024;

const nounOf = (kind: DocumentKind | undefined) => DOCUMENT_KIND_DEFINITIONS[kind ?? 'manual'].noun;

/** The answer to GET, or to HEAD the same headers without the body. */
function pdfResult(pdf: Uint8Array, document: DocumentVersion, source: 'hit' | 'miss', head: boolean): HttpResult {
  if (pdf.byteLength > MAX_PDF_BYTES) throw new HttpError(502, 'too-large', `The ${nounOf(document.kind)} is too large to be delivered here.`);
  const name = fileName(document);
  return {
    statusCode: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(pdf.byteLength),
      'content-disposition': `attachment; filename="${name}"`,
      // the address stays the same across publications: caches must ask again
      'cache-control': 'no-cache',
      etag: `"${cacheKey(document).replace(/[^\w.-]/g, '-')}"`,
      'x-cache': source,
      'x-content-type-options': 'nosniff',
    },
    ...(head ? { body: '', isBase64Encoded: false } : { body: Buffer.from(pdf).toString('base64'), isBase64Encoded: true }),
  };
}

const renderFailure = (noun: string) => (error: unknown): never => {
  if (error instanceof RenderPoolBusy) {
    throw new HttpError(503, 'busy', `Many ${noun}s are being generated right now. Please try again in a few seconds.`, {}, { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) });
  }
  if (error instanceof RenderError) {
    if (error.kind === 'timeout') throw new HttpError(504, 'render-timeout', `The ${noun} could not be generated in time. Please try again.`);
    if (error.kind === 'not-found') throw new HttpError(404, 'not-found', `This ${noun} is not available as PDF.`);
  }
  console.error(JSON.stringify({ level: 'error', message: `${noun} render failed`, error: error instanceof Error ? error.stack : String(error) }));
  throw new HttpError(503, 'render-failed', `The ${noun} could not be generated. Please try again.`, {}, { 'retry-after': '5' });
};

const contentFailure = (noun: string) => (error: unknown): never => {
  console.error(JSON.stringify({ level: 'error', message: `${noun} not read`, error: error instanceof Error ? error.stack : String(error) }));
  throw new HttpError(503, 'content-unavailable', `The ${noun} could not be read. Please try again.`, {}, { 'retry-after': '5' });
};

/** "There is no published manual 8001 in en.", "There is no product 2004 published in fr." */
const notPublished = ({ kind, noun }: DocumentKindDefinition, id: number, lang: string) =>
  kind === 'datasheet' ? `There is no product ${id} published in ${lang}, so no ${noun} either.` : `There is no published ${noun} ${id} in ${lang}.`;

export function createPdfHandler({ manuals, datasheets, cache, render, pool = renderPool(renderLimits(functionMemoryMb())), startWithinMs = RENDER_START_WITHIN_MS }: PdfDependencies) {
  const renders = singleFlight<Uint8Array>();
  const sources: Record<DocumentKind, ManualSource | undefined> = { manual: manuals, datasheet: datasheets };

  /** `startBy` is the deadline of the request that starts the render: those joining it came later, none waits past its own */
  async function produce(document: DocumentVersion, key: string, startBy: number): Promise<Uint8Array> {
    const pdf = await pool.run(() => render(document), startBy).catch(renderFailure(nounOf(document.kind)));
    await cache.put(key, pdf);
    // older publications of this document in this language will never be asked for again
    await cache.drop(documentPrefix(document), key);
    return pdf;
  }

  return async (event: HttpEvent): Promise<HttpResult> => {
    const startBy = Date.now() + startWithinMs;
    try {
      const definition = kindOfPath(event.rawPath);
      const source = definition ? sources[definition.kind] : undefined;
      if (!definition || !source) throw new HttpError(404, 'not-found', `No such address: ${event.rawPath}`);
      const method = event.requestContext?.http?.method ?? 'GET';
      if (method !== 'GET' && method !== 'HEAD') throw new HttpError(405, 'method-not-allowed', 'Use GET or HEAD.', {}, { allow: 'GET, HEAD' });
      const query = Object.fromEntries(new URLSearchParams(event.rawQueryString ?? ''));
      const parsed = documentRequestSchema.safeParse(query);
      if (!parsed.success) {
        throw new HttpError(400, 'bad-request', parsed.error.issues.map((issue) => issue.message).join('; '));
      }
      const found = await source.published(parsed.data).catch(contentFailure(definition.noun));
      if (!found) throw new HttpError(404, 'not-found', notPublished(definition, parsed.data.id, parsed.data.lang));
      const document: DocumentVersion = { ...found, kind: definition.kind };
      const head = method === 'HEAD';
      const key = cacheKey(document);
      const cached = await cache.get(key);
      if (cached) return pdfResult(cached, document, 'hit', head);
      return pdfResult(await renders.run(key, () => produce(document, key, startBy)), document, 'miss', head);
    } catch (error) {
      return errorResult(error);
    }
  };
}

/** The real dependencies: content service, S3 (or s3rver) and a reused Chromium. */
export function pdfDependencies(config: PdfConfig = pdfConfig(), browsers: BrowserSource = reusableBrowser(() => launchChromium(config.chromiumPath))): PdfDependencies {
  return {
    manuals: knownManualsOnly(storyblokDocumentSource(config.content, 'manual')),
    datasheets: knownManualsOnly(storyblokDocumentSource(config.content, 'datasheet'), { noun: 'product' }),
    cache: s3PdfCache(s3Client(config), config.bucket),
    // a browser that has died is replaced by `get` on the next request
    render: async (document) => renderDocument(await browsers.get(), document, config),
  };
}

/** The PDF service (manuals and data sheets) as CloudFront reaches it, on AWS and in the local functions host: without the origin secret, 403 first. */
export const pdfFunction = (deps: PdfDependencies, origin: OriginSecrets = originSecrets()) => cloudFrontOnly(origin.accepted, createPdfHandler(deps));

/** Lambda entry point */
export const handler = lambdaEntry(() => pdfFunction(pdfDependencies()));
