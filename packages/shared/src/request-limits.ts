/**
 * How many requests one client may send, per class of path, in AWS WAF's terms: a rate-based rule
 * counts the requests of one client (its IP address) over a sliding `windowSeconds` (60, 120, 300 or
 * 600) and blocks those beyond `limit` (at least 10). On AWS the WebACL on the site's CloudFront
 * distribution enforces them (stacks/Waf.ts); locally the site's server does
 * (packages/web/src/server/rate-limit.ts). Both read them here.
 */

/** the windows AWS WAF's rate-based rules accept */
export type WafEvaluationWindow = 60 | 120 | 300 | 600;

export interface RequestLimit {
  /** the class's name: the WAF rule and its CloudWatch metric are named after it */
  name: string;
  /** the paths the class counts (their start, as WAF's STARTS_WITH), or undefined: every request */
  pathPrefix?: string;
  /** requests one client may send in a window */
  limit: number;
  windowSeconds: WafEvaluationWindow;
}

/** AWS WAF's lowest rate limit */
export const WAF_MIN_LIMIT = 10;

/**
 * The limits, in the order WAF evaluates its rules (the path classes first): a request is counted by
 * each limit that applies to it until one refuses it.
 *
 * - every request: the whole sitemap (about 600 pages in the six languages) crawled once, however fast
 *   (6 parallel fetches finish it within a minute), is a fifth of it; so is a school's or an office's
 *   shared address with a dozen visitors reading pages (a first page costs about 40 requests, later
 *   ones a few). A single client flooding cached pages is stopped within seconds at 40 connections.
 * - `/api/`: the site's own calls (calendar, lists, language switch) come a few per page; 300 is one
 *   a second for five minutes. A flood of uncached `/api/calendar/?id=<random>` reads the content
 *   service on every request: it is stopped after 300.
 * - `/mail/`: the mail function allows 10 forms, 50 uploads (5 a form) and 60 bot-check challenges per
 *   visitor and 10 minutes (FORM_RATE_LIMIT, CHALLENGE_RATE_LIMIT): 150 is an outer bound above their
 *   sum that never refuses before the function's own, more helpful answers do.
 * - `/pdf/`: every uncached manual is printed by a browser and reads its content; a visitor downloads
 *   a few manuals, an installer perhaps a dozen. 30 in five minutes stops a flood of
 *   `/pdf/manual?id=<random>` early.
 */
export const REQUEST_LIMITS: readonly RequestLimit[] = [
  { name: 'pdf', pathPrefix: '/pdf/', limit: 30, windowSeconds: 300 },
  { name: 'mail', pathPrefix: '/mail/', limit: 150, windowSeconds: 600 },
  { name: 'api', pathPrefix: '/api/', limit: 300, windowSeconds: 300 },
  { name: 'all', limit: 3000, windowSeconds: 300 },
];

/** the answer to a refused request (WAF's custom response and the local server's) */
export const RATE_LIMITED_STATUS = 429;
export const RATE_LIMITED_BODY = 'Too many requests from your address. Please wait a few minutes and try again.\n';

/**
 * A request path as both enforcers compare it with the prefixes: percent-decoded, repeated slashes and
 * `.`/`..` segments resolved, lower case (WAF's URL_DECODE, NORMALIZE_PATH and LOWERCASE), so
 * `//API/calendar` or `/%61pi/calendar` count as `/api/`.
 */
export function comparablePath(path: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    decoded = path;
  }
  return new URL(decoded.replace(/\/{2,}/g, '/'), 'http://site').pathname.toLowerCase();
}

/** Those of `limits` that count a request for `path` (the path alone, without the query), in their order. */
export const limitsFor = (path: string, limits: readonly RequestLimit[] = REQUEST_LIMITS): RequestLimit[] => {
  const comparable = comparablePath(path);
  return limits.filter(({ pathPrefix }) => pathPrefix === undefined || comparable.startsWith(pathPrefix));
};
