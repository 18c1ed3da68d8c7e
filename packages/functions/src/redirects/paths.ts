/**
 * How legacy addresses are compared: case, trailing slashes, percent-encoding and backslashes do not
 * matter, and of the query only the parameters the old site routed by count, in a stable order.
 * The importer stores sources in this form; the lookup normalises each request the same way.
 */

import { LEGACY_ROUTING_PARAMETERS } from '@pv/shared/legacy-query';
import { checkRedirectTarget, type RedirectTarget } from '@pv/shared/redirect-target';

const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The lookup key of an address (`/path?query`), or null for what cannot be a legacy path. */
export function normaliseSource(address: string): string | null {
  // eslint-disable-next-line no-control-regex
  if (!address || /[\u0000-\u001f\u007f]/.test(address)) return null;
  const queryStart = address.indexOf('?');
  const rawPath = (queryStart === -1 ? address : address.slice(0, queryStart)).split('#')[0]!;
  const rawQuery = queryStart === -1 ? '' : address.slice(queryStart + 1).split('#')[0]!;
  if (!rawPath.startsWith('/') && !rawPath.startsWith('\\')) return null;

  const segments = rawPath
    .replace(/\\/g, '/')
    .split('/')
    .map((segment) => safeDecode(segment).toLowerCase())
    // a decoded %2F must not open a new segment: it is kept encoded
    .map((segment) => segment.replace(/[/\\]/g, (char) => encodeURIComponent(char)))
    .filter(Boolean);
  const path = `/${segments.join('/')}`;

  const parameters = new URLSearchParams(rawQuery);
  const kept = LEGACY_ROUTING_PARAMETERS.flatMap((name) => {
    const value = [...parameters].find(([key]) => key.toLowerCase() === name)?.[1];
    return value === undefined || value === '' ? [] : [`${name}=${encodeURIComponent(value.toLowerCase())}`];
  });
  return kept.length ? `${path}?${kept.join('&')}` : path;
}

/** The redirect function does not know the site's address: a target path is on the site whatever its address (`.invalid` is no host). */
const ANY_SITE_ORIGIN = 'https://site.invalid';

/**
 * Where a redirect may point: a path on this site, or an absolute http(s) address on an allowed host
 * (the check every redirect of the site makes).
 */
export function checkTarget(target: string, allowedHosts: readonly string[]): RedirectTarget {
  return checkRedirectTarget(target, { siteOrigin: ANY_SITE_ORIGIN, allowedHosts });
}
