import { STATUS_CODES, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { siteConfig } from '../../config';
import { CONTENT_UNAVAILABLE_DIGEST } from '../../content/errors';
import { contentSecurityPolicy, inlineScriptHashes } from './csp';
import { SECURITY_HEADERS } from './headers';
import { refuseMethod, screenDraftCookies } from './request';
import { pathOf } from './request-target';
import { isGoodPage, lastGoodAnswers, type GoodAnswer } from '../last-good-answers';
import { pageStatus } from '../../lib/page-status';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;
type Encoding = 'br' | 'gzip';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;
const MIN_COMPRESS_BYTES = 1024;

export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const usable = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return usable('br') ? 'br' : usable('gzip') ? 'gzip' : null;
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 6 });
}

/** A bounded memo: the oldest entry goes when it is full. */
function memo<V>(max: number) {
  const entries = new Map<string, V>();
  return (key: string | null, compute: () => V): V => {
    if (key === null) return compute();
    let value = entries.get(key);
    if (value === undefined) {
      value = compute();
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(key, value);
    }
    return value;
  };
}

/**
 * Keys that name a body exactly: URL and ETag (Next derives it from the body) or, for immutable
 * assets, the URL. A cached page is then hashed and compressed once, not on every request.
 */
const scriptHashesByBody = memo<string[]>(2000);
const compressedByBody = memo<Buffer>(1000);

export function bodyKey(url: string, etag: unknown, cacheControl: unknown): string | null {
  return typeof etag === 'string' ? `${url} ${etag}` : String(cacheControl ?? '').includes('immutable') ? url : null;
}

/** Draft deployments, and Next's draft mode (the visual editor) when it is really on, answer previews. */
export function isPreview(draftModeOn: boolean): boolean {
  return siteConfig.contentVersion === 'draft' || draftModeOn;
}

/** The policy of one response: an HTML document's inline scripts are allowed by their hashes. */
export function policyFor(response: { type: string; body: Buffer; bodyKey: string | null; preview: boolean }): string {
  const scriptHashes = response.type.startsWith('text/html') ? scriptHashesByBody(response.bodyKey, () => inlineScriptHashes(response.body.toString('utf8'))) : [];
  return contentSecurityPolicy({ preview: response.preview, scriptHashes });
}

/** Search-engine crawlers and link-preview fetchers, by their user agents. */
const CRAWLER = /bot\b|bot\/|crawl|spider|slurp|bingpreview|mediapartners|facebookexternalhit|embedly|linkedinshare|pinterest|vkshare|w3c_validator/i;
/** how long a visitor or crawler should wait before asking again for a page the content service could not give */
export const RETRY_AFTER_SECONDS = 30;

export interface FailedPageAnswer {
  status: number;
  headers: Record<string, string>;
  /** what replaces the error page (crawlers), or null to keep it */
  body: { type: string; text: string } | null;
}

/**
 * A page whose render failed. When the content service could not answer (its error's digest, which
 * Next passes into the page, says so) the failure is temporary: 503 with Retry-After, so crawlers
 * come back instead of dropping the page. Crawlers get the status alone, visitors the error page
 * with its retry (spec §8).
 */
export function failedPageAnswer(response: { status: number; type: string; body: Buffer; userAgent: string | undefined }): FailedPageAnswer | null {
  if (response.status < 500 || !response.type.startsWith('text/html')) return null;
  const unavailable = response.status === 500 && response.body.includes(CONTENT_UNAVAILABLE_DIGEST);
  const status = unavailable ? 503 : response.status;
  const headers: Record<string, string> = { 'cache-control': 'private, no-store' };
  if (unavailable) headers['retry-after'] = String(RETRY_AFTER_SECONDS);
  const body = CRAWLER.test(response.userAgent ?? '') ? { type: 'text/plain; charset=utf-8', text: `${status} ${STATUS_CODES[status] ?? 'Error'}\n` } : null;
  return { status, headers, body };
}

/** The security headers a response lacks; those it carries are its own choice. */
export function missingSecurityHeaders(has: (name: string) => boolean) {
  return SECURITY_HEADERS.filter(({ key }) => !has(key));
}

function toBuffer(chunk: unknown, encoding?: BufferEncoding): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), encoding);
}

/** An answer concurrent requests for the same page share: as the app gave it, policy and security headers set, not compressed. */
interface SharedAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** Request headers Next answers a page differently for (its `Vary`), besides the URL. */
const VARYING_REQUEST_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url'];

/** Requests that may share an answer: the same page, asked the same way, outside draft mode. */
export function answerKey(method: string | undefined, url: string | undefined, headerOf: (name: string) => unknown, draft: boolean): string | null {
  if (draft || (method !== 'GET' && method !== 'HEAD')) return null;
  return [method, url, ...VARYING_REQUEST_HEADERS.map((name) => String(headerOf(name) ?? ''))].join('\n');
}

const sharingKey = (req: IncomingMessage, draft: boolean) => answerKey(req.method, req.url, (name) => req.headers[name], draft);

/** Only what a CDN may share by its URL is shared here too. */
const isShareable = (res: ServerResponse) => res.statusCode === 200 && /s-maxage=/.test(String(res.getHeader('cache-control') ?? '')) && !res.hasHeader('set-cookie');

/** how long requests wait for another's answer to share before each asks the app itself */
const MAX_WAIT_FOR_SHARED_MS = 5_000;
/**
 * How long a shareable answer serves the same requests after it was given (a micro-cache, as a CDN's
 * edge is): a page asked for many times a second costs one pass through Next a second. A revalidation
 * (`POST /api/revalidate`) forgets them all, so a published change is never hidden by it.
 */
export const ANSWER_REUSE_MS = 1_000;
const MAX_REUSED_ANSWERS = 500;
const isRevalidation = (req: IncomingMessage) => req.method === 'POST' && pathOf(req.url ?? '/').replace(/\/$/, '') === '/api/revalidate';

const headerText = (value: unknown) => (typeof value === 'string' ? value : undefined);
const withoutWeakness = (etag: unknown) => String(etag ?? '').replace(/^W\//, '');

/**
 * Wraps the site's request handler so that every response carries the Content-Security-Policy,
 * with the hashes of the inline scripts of HTML documents (which the policy needs before the body
 * is sent, so responses are buffered), and is compressed after hashing. Methods a path does not
 * answer are refused, and draft-mode cookies that do not hold `previewModeId` never reach the app.
 *
 * Requests for a page that arrive while the same page is being answered wait for that answer and
 * share it (when a CDN could share it), as CloudFront does on AWS: a burst on one page costs one
 * pass through Next instead of one per request, which kept a 2-core server's queue seconds long. The answer
 * then serves the same requests for ANSWER_REUSE_MS more.
 */
export function secureResponses(handle: Handler, previewModeId: string | undefined, now: () => number = Date.now): Handler {
  const inFlight = new Map<string, Promise<SharedAnswer | null>>();
  /** what a page is answered with while its regeneration fails for want of content */
  const goodAnswers = lastGoodAnswers();
  const recent = new Map<string, { answer: SharedAnswer; until: number }>();
  /** counts revalidations begun and ended: an answer begun before one may show the old page and is not kept */
  let revalidations = 0;
  /** the answer to share with a request asked this way: one given less than ANSWER_REUSE_MS ago, or one being given */
  const answerToShare = (sharing: string) => {
    const entry = recent.get(sharing);
    if (entry && entry.until > now()) return Promise.resolve(entry.answer);
    recent.delete(sharing);
    return inFlight.get(sharing);
  };
  const remember = (sharing: string, answer: SharedAnswer) => {
    recent.delete(sharing);
    if (recent.size >= MAX_REUSED_ANSWERS) recent.delete(recent.keys().next().value!);
    recent.set(sharing, { answer, until: now() + ANSWER_REUSE_MS });
  };
  return (req, res) => {
    if (isRevalidation(req)) {
      revalidations++;
      recent.clear();
      res.once('close', () => revalidations++);
    }
    const head = req.method === 'HEAD';
    const encoding = head ? null : preferredEncoding(req.headers['accept-encoding']);
    // HEAD is answered as GET is (Node leaves the body out): a page's status can depend on its body (pageStatus)
    if (head) req.method = 'GET';
    // the app answers uncompressed: its body must be readable here
    delete req.headers['accept-encoding'];
    const { cookie, draft } = screenDraftCookies(req.headers.cookie, previewModeId);
    if (cookie === undefined) delete req.headers.cookie;
    else req.headers.cookie = cookie;
    const preview = isPreview(draft);

    const sharing = sharingKey(req, preview);
    const leader = sharing === null ? undefined : answerToShare(sharing);
    /** hands this request's answer to those that waited for it; set while this request leads */
    let share: ((answer: SharedAnswer | null) => void) | undefined;
    // a visitor who left before this request started (it may have waited its turn) leads nothing: no answer would be written
    if (sharing !== null && !leader && !res.closed) {
      const begunAfter = revalidations;
      let resolve: (answer: SharedAnswer | null) => void = () => undefined;
      inFlight.set(sharing, new Promise((settle) => (resolve = settle)));
      // however this request ends, no one waits for it longer than a page may take
      const giveUp = setTimeout(() => share?.(null), MAX_WAIT_FOR_SHARED_MS);
      share = (answer) => {
        clearTimeout(giveUp);
        share = undefined;
        inFlight.delete(sharing);
        if (answer && begunAfter === revalidations) remember(sharing, answer);
        resolve(answer);
      };
      // an answer that never ends (a dropped connection) must not hold the requests waiting for it
      res.once('close', () => share?.(null));
    }

    const writeHead = res.writeHead.bind(res) as (status: number) => ServerResponse;
    const end = res.end.bind(res) as (body?: Buffer) => ServerResponse;
    const chunks: Buffer[] = [];

    res.writeHead = ((status: number, reason?: string | OutgoingHttpHeaders, headers?: OutgoingHttpHeaders) => {
      res.statusCode = status;
      if (typeof reason === 'string') res.statusMessage = reason;
      else headers = reason;
      for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) res.setHeader(name, value);
      return res;
    }) as ServerResponse['writeHead'];
    res.flushHeaders = () => undefined;
    res.write = ((chunk: unknown, encodingOrCallback?: BufferEncoding | (() => void), callback?: () => void) => {
      chunks.push(toBuffer(chunk, typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined));
      (typeof encodingOrCallback === 'function' ? encodingOrCallback : callback)?.();
      return true;
    }) as ServerResponse['write'];
    res.end = ((chunk?: unknown, encodingOrCallback?: BufferEncoding | (() => void), callback?: () => void) => {
      if (typeof chunk === 'function') callback = chunk as () => void;
      else if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined));
      if (typeof encodingOrCallback === 'function') callback = encodingOrCallback;
      if (res.statusCode === 304) {
        share?.(null);
        // no body to hash: the browser keeps the stored response's headers, policy included
        writeHead(304);
        end();
        callback?.();
        return res;
      }
      // a body written in one piece (a shared answer, a cached page) is used as it is, not copied
      let body: Buffer = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      let type = String(res.getHeader('content-type') ?? '');
      res.statusCode = pageStatus({ status: res.statusCode, type, body });
      const failure = failedPageAnswer({ status: res.statusCode, type, body, userAgent: req.headers['user-agent'] });
      const stale = failure?.status === 503 && sharing !== null ? goodAnswers.stale(sharing, RETRY_AFTER_SECONDS) : null;
      if (stale) {
        res.statusCode = 200;
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        for (const [name, value] of Object.entries(stale.headers)) res.setHeader(name, value);
        body = stale.body;
        type = String(res.getHeader('content-type') ?? '');
      } else if (failure) {
        res.statusCode = failure.status;
        for (const [name, value] of Object.entries(failure.headers)) res.setHeader(name, value);
        if (failure.body) {
          ({ type } = failure.body);
          body = Buffer.from(failure.body.text);
          res.setHeader('content-type', type);
        }
      } else if (sharing !== null && isGoodPage({ status: res.statusCode, type, cacheControl: String(res.getHeader('cache-control') ?? ''), setsCookie: res.hasHeader('set-cookie') })) {
        goodAnswers.keep(sharing, { headers: res.getHeaders() as GoodAnswer['headers'], body }, headerText(res.getHeader('etag')));
      }
      let sent = body;
      const etag = res.getHeader('etag');
      const key = bodyKey(req.url ?? '/', etag, res.getHeader('cache-control'));
      res.setHeader('Content-Security-Policy', policyFor({ type, body, bodyKey: key, preview }));
      for (const { key: name, value } of missingSecurityHeaders((header) => res.hasHeader(header))) res.setHeader(name, value);
      share?.(isShareable(res) ? { status: res.statusCode, headers: res.getHeaders(), body } : null);
      if (encoding && body.length >= MIN_COMPRESS_BYTES && COMPRESSIBLE.test(type) && !res.hasHeader('content-encoding')) {
        sent = compressedByBody(key && `${encoding} ${key}`, () => compress(body, encoding));
        res.setHeader('Content-Encoding', encoding);
        if (typeof etag === 'string' && !etag.startsWith('W/')) res.setHeader('ETag', `W/${etag}`);
      }
      const vary = String(res.getHeader('vary') ?? '');
      if (COMPRESSIBLE.test(type) && !/accept-encoding/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      if (!head) res.setHeader('Content-Length', sent.length);
      res.removeHeader('transfer-encoding');
      writeHead(res.statusCode);
      end(sent);
      callback?.();
      return res;
    }) as ServerResponse['end'];

    const refusal = refuseMethod(head ? 'HEAD' : req.method, pathOf(req.url ?? '/'), draft && req.headers['next-action'] !== undefined);
    if (refusal) return void res.writeHead(refusal.status, refusal.headers).end(head ? undefined : refusal.body);
    if (!leader) return handle(req, res);
    return leader.then((answer) => {
      // not shareable after all (a redirect, a 304, an error): this request is answered on its own
      if (!answer) return handle(req, res);
      const { etag, 'cache-control': cacheControl, vary } = answer.headers;
      if (etag !== undefined && withoutWeakness(req.headers['if-none-match']) === withoutWeakness(etag)) {
        return void res.writeHead(304, { etag, 'cache-control': cacheControl, vary }).end();
      }
      res.writeHead(answer.status, answer.headers).end(answer.body);
    });
  };
}
