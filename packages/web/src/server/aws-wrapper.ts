/**
 * The site's server function on AWS (OpenNext) gets the same layers as `npm start`'s server:
 * legacy addresses are redirected before Next sees them, and every answer gets the
 * Content-Security-Policy with its inline-script hashes and the security headers. Compression is
 * CloudFront's. Plugged in by `open-next.config.ts` as the server function's wrapper.
 */
import { Writable } from 'node:stream';
import { ReadableStream } from 'node:stream/web';
import type { WarmerEvent } from '@opennextjs/aws/adapters/warmer-function.js';
import type { InternalEvent, InternalResult, StreamCreator } from '@opennextjs/aws/types/open-next.js';
import type { Converter, OpenNextHandler, Wrapper, WrapperHandler } from '@opennextjs/aws/types/overrides.js';
import { loadBoundSecrets } from '@pv/shared/bound-secrets';
import { siteConfig } from '../config';
import { answerLegacyAddress } from './redirects/layer';
import { createRedirectLookup } from '../lib/redirect-lookup';
import { refuseMethod, screenDraftCookies } from './security/request';
import { badRequestTarget, checkRequestTarget, pathOf, type TargetCheck } from './security/request-target';
import { answerKey, bodyKey, failedPageAnswer, isPreview, missingSecurityHeaders, policyFor, RETRY_AFTER_SECONDS } from './security/response';
import { isGoodPage, lastGoodAnswers } from './last-good-answers';
import { pageStatus } from '../lib/page-status';

type RedirectLookup = ReturnType<typeof createRedirectLookup>;

/**
 * The handler answers through its result; the stream it would also write to is discarded, but must
 * be consumed (as OpenNext's own buffered wrapper does, or Node ends the process on suspended renders).
 */
const discardedStream: StreamCreator = {
  writeHeaders: () => new Writable({ write: (_chunk, _encoding, callback) => callback() }),
};

const streamOf = (body: Buffer) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      if (body.length) controller.enqueue(new Uint8Array(body));
      controller.close();
    },
  });

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/** The request as Next may see it: draft-mode cookies that do not switch draft mode on removed. */
function withScreenedCookies(request: InternalEvent): { request: InternalEvent; draft: boolean } {
  const { cookie, draft } = screenDraftCookies(headerValue(request.headers.cookie), process.env.NEXT_PREVIEW_MODE_ID);
  const headers = { ...request.headers };
  if (cookie === undefined) delete headers.cookie;
  else headers.cookie = cookie;
  // OpenNext reads cookies from this record as well as from the header
  const cookies = Object.fromEntries(
    (cookie ?? '').split('; ').flatMap((pair) => (pair.includes('=') ? [[pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]] : [])),
  );
  return { request: { ...request, headers, cookies }, draft };
}

const emptyResult = (statusCode: number, headers: Record<string, string>, body = ''): InternalResult => ({
  type: 'core',
  statusCode,
  headers,
  body: streamOf(Buffer.from(body)),
  isBase64Encoded: false,
});

/**
 * The request's target as received (`rawPath`, then the query of the URL OpenNext built from it and the
 * Host header), checked as the Node server checks it. A URL that does not parse (a made-up Host) is a 400.
 */
function checkTarget(incoming: InternalEvent): TargetCheck {
  const url = URL.parse(incoming.url);
  if (!url) return { ok: false, problem: 'The request does not name an address of this site.' };
  return checkRequestTarget(`${incoming.rawPath}${url.search}`, []);
}

/**
 * What a page is answered with while its regeneration fails for want of content: the last good answer
 * this instance gave (a new instance has none; CloudFront keeps serving what it has cached).
 */
const goodAnswers = lastGoodAnswers();

/**
 * One request through the layers; `handler` is OpenNext's Next.js server (OpenNext sets
 * NEXT_PREVIEW_MODE_ID from the build's prerender manifest when it loads).
 */
export async function serveSecured(incoming: InternalEvent, handler: OpenNextHandler, redirects: RedirectLookup): Promise<InternalResult> {
  const { request, draft } = withScreenedCookies(incoming);
  const checked = checkTarget(incoming);
  const address = checked.ok ? checked.target : '/';
  const refusal = checked.ok ? refuseMethod(request.method, pathOf(address), draft && request.headers['next-action'] !== undefined) : badRequestTarget(checked.problem);
  const { redirect, timing } = refusal ? { redirect: null, timing: null } : await answerLegacyAddress(request.method, address, redirects, { draft });

  const response = refusal
    ? emptyResult(refusal.status, refusal.headers, request.method === 'HEAD' ? '' : refusal.body)
    : redirect
      ? emptyResult(redirect.status, redirect.headers)
      : // HEAD is answered as GET is, without the body: a page's status can depend on its body (pageStatus)
        await handler(request.method === 'HEAD' ? { ...request, method: 'GET' } : request, { streamCreator: discardedStream });
  let headers = { ...response.headers };
  if (timing) headers['server-timing'] = timing;
  // a 304 has no body to hash: the browser keeps the stored response's policy
  if (response.statusCode === 304) return { ...response, headers };

  let body = await readAll(response.body);
  const type = headerValue(headers['content-type']) ?? '';
  let statusCode = pageStatus({ status: response.statusCode, type, body });
  const failure = failedPageAnswer({ status: statusCode, type, body, userAgent: headerValue(request.headers['user-agent']) });
  const key = answerKey(request.method, address, (name) => request.headers[name], isPreview(draft));
  const stale = failure?.status === 503 && key !== null ? goodAnswers.stale(key, RETRY_AFTER_SECONDS) : null;
  if (stale) {
    statusCode = 200;
    headers = { ...stale.headers };
    body = stale.body;
  } else if (failure) {
    statusCode = failure.status;
    Object.assign(headers, failure.headers);
    if (failure.body) {
      headers['content-type'] = failure.body.type;
      body = Buffer.from(failure.body.text);
    }
  } else if (key !== null && isGoodPage({ status: statusCode, type: headerValue(headers['content-type']) ?? '', cacheControl: headerValue(headers['cache-control']) ?? '', setsCookie: headers['set-cookie'] !== undefined })) {
    goodAnswers.keep(key, { headers, body }, headerValue(headers.etag));
  }
  const has = (name: string) => Object.keys(headers).some((key) => key.toLowerCase() === name.toLowerCase());
  headers['content-security-policy'] = policyFor({
    type: headerValue(headers['content-type']) ?? '',
    body,
    bodyKey: bodyKey(address, headerValue(headers.etag), headerValue(headers['cache-control'])),
    preview: isPreview(draft),
  });
  for (const { key, value } of missingSecurityHeaders(has)) headers[key.toLowerCase()] = value;
  return { ...response, statusCode, headers, body: streamOf(request.method === 'HEAD' ? Buffer.alloc(0) : body) };
}

export function securedServerWrapper(redirects: RedirectLookup = createRedirectLookup({ endpoint: siteConfig.redirectsUrl })): WrapperHandler {
  return async (handler, converter: Converter) => {
    // before Next loads any page: the site reads its secrets from the environment
    await loadBoundSecrets();
    return async (event: unknown) => {
      // OpenNext's warmer (SST's `warm`) is answered by the wrapper
      if (typeof event === 'object' && event !== null && (event as WarmerEvent).type === 'warmer') {
        const { formatWarmerResponse } = await import('@opennextjs/aws/overrides/wrappers/aws-lambda.js');
        return formatWarmerResponse(event as WarmerEvent);
      }
      const request = await converter.convertFrom(event);
      return converter.convertTo(await serveSecured(request, handler, redirects), event);
    };
  };
}

const wrapper: Wrapper = { name: 'secured-aws-lambda', supportStreaming: false, wrapper: securedServerWrapper() };
export default wrapper;
