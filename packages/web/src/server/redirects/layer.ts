/**
 * Legacy addresses answered before the site: every GET/HEAD for a path outside Next's own assets,
 * the API and the functions is looked up (cached) and, when the table knows it, redirected in one hop.
 * `Server-Timing: redirect` tells how long the lookup took and where the answer came from.
 * The same answer serves the Node server (`npm start`) and the OpenNext server function on AWS.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { allowedRedirectHosts, NOT_REDIRECTABLE, type RedirectScope } from '@pv/shared/redirect-target';
import { siteConfig } from '../../config';
import { isValidPreviewToken, previewTokenParams } from '../../content/preview';
import { carriesDraftModeCookie } from '../security/request';
import { redirectLocation, type createRedirectLookup } from '../../lib/redirect-lookup';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;
type RedirectLookup = ReturnType<typeof createRedirectLookup>;

/**
 * Editors change redirects at any time and expect the change live in seconds: browsers and the CDN
 * keep a redirect only briefly (a redirect lookup is cheap; the CMS webhook also purges changed sources).
 */
export const REDIRECT_CACHE_CONTROL = 'public, max-age=5';


export interface LegacyAnswer {
  /** the redirect to send instead of the page, with its headers */
  redirect: { status: number; headers: Record<string, string> } | null;
  /** the lookup's Server-Timing entry; null when the address was not looked up */
  timing: string | null;
}

/** the site's own address, and the other hosts a legacy row may send visitors to (the redirect function's list) */
const siteRedirectScope: RedirectScope = { siteOrigin: siteConfig.siteUrl, allowedHosts: allowedRedirectHosts() };

/**
 * A preview, in the visual editor or after it: the editor's signed token in the address, or draft mode
 * already on (`draft`: the request carries this build's draft-mode cookie). An editor previews the page
 * at its address even where that address still redirects visitors (a story not yet published).
 */
export function isPreviewRequest(address: string, draft: boolean): boolean {
  if (draft) return true;
  const query = address.includes('?') ? address.slice(address.indexOf('?') + 1) : '';
  if (!query.includes('_storyblok_tk')) return false;
  return isValidPreviewToken(previewTokenParams(new URLSearchParams(query)), {
    previewToken: siteConfig.storyblok.previewToken,
    expectedSpaceId: siteConfig.storyblok.spaceId,
  });
}

/** `address` is the request's path and query as received; `draft`: draft mode is on for this request. */
export async function answerLegacyAddress(
  method: string | undefined,
  address: string,
  redirects: RedirectLookup,
  { draft = false, scope = siteRedirectScope }: { draft?: boolean; scope?: RedirectScope } = {},
): Promise<LegacyAnswer> {
  const path = address.split('?')[0]!;
  if ((method !== 'GET' && method !== 'HEAD') || NOT_REDIRECTABLE.test(path) || isPreviewRequest(address, draft)) return { redirect: null, timing: null };
  const started = performance.now();
  const { answer, source } = await redirects.lookup(address);
  const timing = `redirect;dur=${(performance.now() - started).toFixed(2)};desc="${answer ? 'hit' : 'miss'} ${source}"`;
  const query = address.includes('?') ? address.slice(address.indexOf('?')) : '';
  const location = answer ? redirectLocation(answer.target, query, scope) : null;
  if (!answer || !location) return { redirect: null, timing };
  return {
    redirect: { status: answer.status, headers: { location, 'cache-control': REDIRECT_CACHE_CONTROL, 'server-timing': timing, 'content-length': '0' } },
    timing,
  };
}

export function redirectLegacyAddresses(handle: Handler, redirects: RedirectLookup): Handler {
  return async (req, res) => {
    // the draft-mode cookie reaches this layer only when it is this build's (secureResponses screened it)
    const draft = carriesDraftModeCookie(req.headers?.cookie);
    const { redirect, timing } = await answerLegacyAddress(req.method, req.url ?? '/', redirects, { draft });
    if (!redirect) {
      if (timing) res.setHeader('server-timing', timing);
      return handle(req, res);
    }
    res.writeHead(redirect.status, redirect.headers);
    res.end();
  };
}
