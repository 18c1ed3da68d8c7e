/**
 * How legacy addresses are compared: case, trailing slashes, percent-encoding and backslashes do not
 * matter, and of the query only the parameters the old site routed by count, in a stable order.
 * The importer stores sources in this form; the lookup normalises each request the same way.
 */

/** the old site's routing parameters (Joomla and the download portal); all others are ignored */
export const ROUTING_PARAMETERS = ['catid', 'docart', 'id', 'view'] as const;

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
  const kept = ROUTING_PARAMETERS.flatMap((name) => {
    const value = [...parameters].find(([key]) => key.toLowerCase() === name)?.[1];
    return value === undefined || value === '' ? [] : [`${name}=${encodeURIComponent(value.toLowerCase())}`];
  });
  return kept.length ? `${path}?${kept.join('&')}` : path;
}

export type TargetCheck = { kind: 'relative'; path: string } | { kind: 'absolute'; url: URL } | { kind: 'refused'; reason: string };

/**
 * Where a redirect may point: a path on this site (one leading slash, never `//host` or `/\host`,
 * which browsers read as another host), or an absolute http(s) address on an allowed host.
 */
export function checkTarget(target: string, allowedHosts: readonly string[]): TargetCheck {
  // eslint-disable-next-line no-control-regex
  if (!target || /[\u0000-\u001f\u007f\s]/.test(target)) return { kind: 'refused', reason: 'empty, or spaces or control characters in the target' };
  if (target.startsWith('/')) {
    if (/^\/[/\\]/.test(target) || /^\/%(2f|5c)/i.test(target)) return { kind: 'refused', reason: 'a path that browsers read as another host' };
    return { kind: 'relative', path: target };
  }
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { kind: 'refused', reason: 'neither a path nor an address' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'refused', reason: `the scheme ${url.protocol} is not allowed` };
  if (url.username || url.password) return { kind: 'refused', reason: 'credentials in the address' };
  if (!allowedHosts.includes(url.host.toLowerCase())) return { kind: 'refused', reason: `the host ${url.host} is not on the allow-list` };
  return { kind: 'absolute', url };
}
