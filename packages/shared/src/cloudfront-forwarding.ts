/**
 * CloudFront's part on the local stack: `/mail/*` and `/pdf/*` are forwarded to the functions host as
 * the distribution forwards them to the function URLs on AWS (stacks/Web.ts) — only the visitor
 * headers its origin request policy names, `CloudFront-Viewer-Address` from the connection itself
 * (whatever the visitor sent under that name or as X-Forwarded-For is dropped), and the origin secret.
 * The site's server (`npm start`) forwards with it; `next dev` goes through the functions host's own
 * entrance (`VIEWER_ENTRANCE`).
 */
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { FORWARDED_VIEWER_HEADERS, FUNCTION_PATHS, ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from './function-paths';

const SITE = 'http://site.invalid';
/** how long CloudFront waits for a function's answer by default before it answers 504 */
const ORIGIN_RESPONSE_TIMEOUT_MS = 30_000;
/** headers of one connection, not of the answer */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/** The viewer as CloudFront writes it: address and port, IPv6 unbracketed (`2001:db8::1:443`). */
export function viewerAddressValue({ remoteAddress, remotePort }: { remoteAddress?: string | undefined; remotePort?: number | undefined }): string {
  return `${remoteAddress ?? ''}:${remotePort ?? 0}`;
}

/** What reaches the function: the allowed visitor headers, the body's framing, the viewer address and the origin secret. */
export function originRequestHeaders(request: IncomingMessage, originSecret: string): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const name of [...FORWARDED_VIEWER_HEADERS, 'content-length', 'transfer-encoding'] as const) {
    const value = request.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  headers[VIEWER_ADDRESS_HEADER.toLowerCase()] = viewerAddressValue(request.socket);
  headers[ORIGIN_VERIFY_HEADER] = originSecret;
  return headers;
}

const answerHeaders = (headers: IncomingHttpHeaders): OutgoingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name, value]) => value !== undefined && !HOP_BY_HOP.has(name)));

function answerError(res: ServerResponse, status: 502 | 504, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ error: status === 504 ? 'origin-timeout' : 'bad-gateway', message }));
}

/**
 * Where a request for `pathAndQuery` on the site goes on `functionsOrigin`: only a path under /mail/ or
 * /pdf/ once its dot segments are resolved (`/mail/../cms/…` is not one), never another host (`//host/…`),
 * and not what is no address at all (`///`): that is the site's to answer.
 */
export function functionTarget(pathAndQuery: string, functionsOrigin: string): URL | null {
  const requested = URL.parse(pathAndQuery, SITE);
  if (requested?.origin !== SITE || !FUNCTION_PATHS.test(requested.pathname)) return null;
  const target = new URL(functionsOrigin);
  target.pathname = requested.pathname;
  target.search = requested.search;
  return target;
}

/** Forwards one request to `target` as CloudFront would, and streams the function's answer back. */
export function forwardAsCloudFront(req: IncomingMessage, res: ServerResponse, target: URL, originSecret: string): void {
  const upstream = httpRequest(target, { method: req.method, headers: originRequestHeaders(req, originSecret) });
  let timedOut = false;
  upstream.setTimeout(ORIGIN_RESPONSE_TIMEOUT_MS, () => {
    timedOut = true;
    upstream.destroy();
  });
  upstream.on('response', (answer) => {
    // answered before the visitor's body ended (the functions host refuses an incomplete one): the rest
    // of it would be read as the connection's next request, so the connection ends with this answer
    if (!req.complete) res.shouldKeepAlive = false;
    res.writeHead(answer.statusCode ?? 502, answerHeaders(answer.headers));
    answer.pipe(res);
  });
  upstream.on('error', () => (timedOut ? answerError(res, 504, 'The function did not answer in time.') : answerError(res, 502, 'The function could not be reached.')));
  // a visitor gone before the body's end: the function is not kept waiting for the rest
  req.on('close', () => {
    if (!req.complete) upstream.destroy();
  });
  req.pipe(upstream);
}

/** The site's request layer: `/mail/*` and `/pdf/*` to the functions at `functionsOrigin`, everything else to `next`. */
export function forwardFunctionPaths(next: Handler, { functionsOrigin, originSecret }: { functionsOrigin: string; originSecret: string }): Handler {
  return (req, res) => {
    const target = functionTarget(req.url ?? '/', functionsOrigin);
    if (!target) return next(req, res);
    forwardAsCloudFront(req, res, target, originSecret);
  };
}
