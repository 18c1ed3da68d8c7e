/**
 * The old site's query parameters: which ones the redirect lookup matches legacy addresses by, and
 * which a legacy redirect therefore keeps from the new page (they named the old one).
 */

/** the old site's routing parameters (Joomla and the download portal): a legacy address is matched by them */
export const LEGACY_ROUTING_PARAMETERS = ['catid', 'docart', 'id', 'view'] as const;

/** Joomla's other parameters that chose the old page: the match ignores them, and they mean nothing on the new site */
const LEGACY_PAGE_PARAMETERS = ['option', 'itemid', 'layout', 'task', 'tmpl', 'format', 'lang', 'limitstart'];

/** compared without case, as the lookup compares them */
const NAMED_THE_OLD_PAGE = new Set<string>([...LEGACY_ROUTING_PARAMETERS, ...LEGACY_PAGE_PARAMETERS]);

const nameOf = (pair: string) => new URLSearchParams(pair).keys().next().value ?? '';

/**
 * `location` (a path-absolute redirect target) with the request's parameters that did not name the
 * old page (campaign and click ids, anything else), each as it was sent. The target's own query
 * comes first and wins: a parameter it sets is not added again.
 */
export function withForwardedQuery(location: string, requestQuery: string): string {
  const hashStart = location.includes('#') ? location.indexOf('#') : location.length;
  const queryStart = location.slice(0, hashStart).includes('?') ? location.indexOf('?') : hashStart;
  const path = location.slice(0, queryStart);
  const targetQuery = location.slice(queryStart + 1, hashStart);
  const targetNames = new Set(new URLSearchParams(targetQuery).keys());
  const forwarded = requestQuery
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair && !NAMED_THE_OLD_PAGE.has(nameOf(pair).toLowerCase()) && !targetNames.has(nameOf(pair)));
  const query = [targetQuery, ...forwarded].filter(Boolean).join('&');
  return `${path}${query ? `?${query}` : ''}${location.slice(hashStart)}`;
}
