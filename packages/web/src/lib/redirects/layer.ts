/**
 * Legacy addresses answered before the site: every GET/HEAD for a path outside Next's own assets,
 * the API and the functions is looked up (cached) and, when the table knows it, redirected in one hop.
 * `Server-Timing: redirect` tells how long the lookup took and where the answer came from.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { redirectLocation, type createRedirectLookup } from './lookup';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/** paths that are never legacy addresses */
const NOT_LOOKED_UP = /^\/(_next|api|mail|pdf|pdf-renderer|redirects)\//;

export function redirectLegacyAddresses(handle: Handler, redirects: ReturnType<typeof createRedirectLookup>): Handler {
  return async (req, res) => {
    const address = req.url ?? '/';
    const path = address.split('?')[0]!;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_LOOKED_UP.test(path)) return handle(req, res);
    const started = performance.now();
    const { answer, source } = await redirects.lookup(address);
    const timing = `redirect;dur=${(performance.now() - started).toFixed(2)};desc="${answer ? 'hit' : 'miss'} ${source}"`;
    const query = address.includes('?') ? address.slice(address.indexOf('?')) : '';
    const location = answer ? redirectLocation(answer.target, query) : null;
    if (!answer || !location) {
      res.setHeader('server-timing', timing);
      return handle(req, res);
    }
    res.writeHead(answer.status, { location, 'cache-control': 'public, max-age=3600', 'server-timing': timing, 'content-length': '0' });
    res.end();
  };
}
