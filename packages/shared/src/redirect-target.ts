/**
 * Where a redirect may send a visitor: the one check every redirect of the site and the functions
 * passes its target through. The ground truth is the WHATWG URL parser (what browsers do with a
 * Location): the candidate is resolved against the site's origin and the resulting origin compared;
 * what the parser would silently drop or reinterpret (controls, whitespace, backslashes, encoded
 * slashes a later hop may decode) is refused before and after.
 */

export interface RedirectScope {
  /** the site's origin (`https://www.example.com`): paths resolve against it */
  siteOrigin: string;
  /** further hosts (`host[:port]`) an absolute target may name, e.g. the document server */
  allowedHosts?: readonly string[];
}

export type RedirectTarget =
  /** `location` is path-absolute (`/path?query#hash`), never `//…` */
  | { kind: 'site'; location: string }
  | { kind: 'allowed-host'; location: string; url: URL }
  | { kind: 'refused'; reason: string };

/** controls (C0, DEL, C1 with NEL) and format characters (zero-width, bidi overrides, BOM) */
const CONTROL = /[\p{Cc}\p{Cf}]/u;
/** the same and any whitespace: never part of a Location as written */
const INVISIBLE = /[\p{Cc}\p{Cf}\s]/u;
/** a path that starts like `//host` or `/\host` once what lies between is dropped by a later hop */
const HOST_LIKE_PATH = /^[/\\][\p{Cc}\p{Cf}\s]*[/\\]/u;
const READ_AS_ANOTHER_HOST: RedirectTarget = { kind: 'refused', reason: 'a path that browsers read as another host' };
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const ADDRESS = /^https?:\/\/[^/\\]/i;
/** an address is encoded once, a forwarded one perhaps twice; deeper layers are an attack */
const MAX_ENCODING_LAYERS = 3;

const utf8 = new TextDecoder();
/** one layer of percent-decoding that never throws (broken UTF-8 becomes U+FFFD) */
const percentDecoded = (text: string) =>
  text.replace(/(?:%[\da-f]{2})+/gi, (run) => utf8.decode(Uint8Array.from(run.slice(1).split('%'), (hex) => parseInt(hex, 16))));

/** the path as a server decoding it again and again would see it; null past MAX_ENCODING_LAYERS */
function fullyDecoded(path: string): string | null {
  let current = path;
  for (let layer = 0; layer <= MAX_ENCODING_LAYERS; layer += 1) {
    const next = percentDecoded(current);
    if (next === current) return current;
    current = next;
  }
  return null;
}

const hostOf = (host: string) => {
  try {
    return new URL(`http://${host}`).host;
  } catch {
    return null;
  }
};

/** What a redirect to `candidate` (a path from the site root, or an absolute address) would do, or why it must not. */
export function checkRedirectTarget(candidate: string, { siteOrigin, allowedHosts = [] }: RedirectScope): RedirectTarget {
  const site = new URL(siteOrigin);
  if (!candidate) return { kind: 'refused', reason: 'an empty target' };
  if (INVISIBLE.test(candidate)) return { kind: 'refused', reason: 'control characters or whitespace in the target' };
  // `de/x` or `evil.example` resolve against the current page in a browser: only root paths and absolute addresses are clear
  if (!candidate.startsWith('/') && !SCHEME.test(candidate)) return { kind: 'refused', reason: 'neither a path from the site root nor an address' };
  if (HOST_LIKE_PATH.test(candidate)) return READ_AS_ANOTHER_HOST;
  let url: URL;
  try {
    url = new URL(candidate, site);
  } catch {
    return { kind: 'refused', reason: 'not an address' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'refused', reason: `the scheme ${url.protocol} is not allowed` };
  // `https:host` and `http:/\host` mean one thing or another depending on the page they are read on
  if (!candidate.startsWith('/') && !ADDRESS.test(candidate)) return { kind: 'refused', reason: 'an address without `//host`' };
  if (url.username || url.password) return { kind: 'refused', reason: 'credentials in the address' };
  // the path as written and as a later hop may decode it (`/%2F/host`, `/%09/host`, `/.//host` resolved)
  const path = fullyDecoded(url.pathname);
  if (path === null) return { kind: 'refused', reason: 'more layers of percent-encoding than an address has' };
  if (HOST_LIKE_PATH.test(path)) return READ_AS_ANOTHER_HOST;
  // encoded spaces are common in document names; encoded controls are not
  if (CONTROL.test(path)) return { kind: 'refused', reason: 'encoded control characters in the path' };
  if (url.origin === site.origin) return { kind: 'site', location: `${url.pathname}${url.search}${url.hash}` };
  if (allowedHosts.some((host) => hostOf(host) === url.host)) return { kind: 'allowed-host', location: url.href, url };
  return { kind: 'refused', reason: `the host ${url.host} is not on the allow-list` };
}

/** The Location to send for `candidate`, or null when it would leave the site and the allowed hosts. */
export function safeRedirectLocation(candidate: string, scope: RedirectScope): string | null {
  const target = checkRedirectTarget(candidate, scope);
  return target.kind === 'refused' ? null : target.location;
}

/**
 * Hosts an absolute redirect target may name: `REDIRECT_ALLOWED_HOSTS` (comma-separated), by
 * default the document server's and the production site's. The redirect function and the site read the same.
 */
export function allowedRedirectHosts(env: Record<string, string | undefined> = process.env): string[] {
  const configured = env.REDIRECT_ALLOWED_HOSTS?.split(',').map((host) => host.trim().toLowerCase()).filter(Boolean);
  if (configured?.length) return configured;
  const documentServer = new URL(env.DOCUMENT_SERVER_BASE || 'http://localhost:4010/f/1000/documents').host;
  return [documentServer, (env.PRODUCTION_HOST || 'www.sonnwaerme.example').toLowerCase()];
}

/**
 * Addresses a redirect may not start from: the site root (the proxy sends it to a language), and the
 * paths the site's server never looks up (Next's assets, the API, the functions).
 */
export const NOT_REDIRECTABLE = /^\/(?:$|(?:_next|api|mail|pdf|pdf-renderer|redirects)(?:\/|$))/;
