/**
 * Legacy addresses answered before the site: every GET/HEAD for a path outside Next's own assets,
 * the API and the functions is looked up (cached) and, when the table knows it, redirected in one hop.
 * `Server-Timing: redirect` tells how long the lookup took and where the answer came from.
 * The same answer serves the Node server (`npm start`) and the OpenNext server function on AWS.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { allowedRedirectHosts, type RedirectScope } from '@pv/shared/redirect-target';
import { siteConfig } from '../../config';
import { redirectLocation, type createRedirectLookup } from './lookup';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;
type RedirectLookup = ReturnType<typeof createRedirectLookup>;

/** paths that are never legacy addresses */
const NOT_LOOKED_UP = /^\/(_next|api|mail|pdf|pdf-renderer|redirects)\//;

export interface LegacyAnswer {
  /** the redirect to send instead of the page, with its headers */
  redirect: { status: number; headers: Record<string, string> } | null;
  /** the lookup's Server-Timing entry; null when the address was not looked up */
  timing: string | null;
}

/** the site's own address, and the other hosts a legacy row may send visitors to (the redirect function's list) */
const siteRedirectScope: RedirectScope = { siteOrigin: siteConfig.siteUrl, allowedHosts: allowedRedirectHosts() };

/** `address` is the request's path and query as received. */
export async function answerLegacyAddress(
  method: string | undefined,
  address: string,
  redirects: RedirectLookup,
  scope: RedirectScope = siteRedirectScope,
): Promise<LegacyAnswer> {
  const path = address.split('?')[0]!;
  if ((method !== 'GET' && method !== 'HEAD') || NOT_LOOKED_UP.test(path)) return { redirect: null, timing: null };
  const started = performance.now();
  const { answer, source } = await redirects.lookup(address);
  const timing = `redirect;dur=${(performance.now() - started).toFixed(2)};desc="${answer ? 'hit' : 'miss'} ${source}"`;
  const query = address.includes('?') ? address.slice(address.indexOf('?')) : '';
  const location = answer ? redirectLocation(answer.target, query, scope) : null;
  if (!answer || !location) return { redirect: null, timing };
  return {
    redirect: { status: answer.status, headers: { location, 'cache-control': 'public, max-age=3600', 'server-timing': timing, 'content-length': '0' } },
    timing,
  };
}

export function redirectLegacyAddresses(handle: Handler, redirects: RedirectLookup): Handler {
  return async (req, res) => {
    const { redirect, timing } = await answerLegacyAddress(req.method, req.url ?? '/', redirects);
    if (!redirect) {
      if (timing) res.setHeader('server-timing', timing);
      return handle(req, res);
    }
    res.writeHead(redirect.status, redirect.headers);
    res.end();
  };
}
