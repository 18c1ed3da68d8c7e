/**
 * What the functions behind the site's CloudFront distribution (`/mail/*`, `/pdf/*`) trust. Their
 * function URLs are public, so a request must prove it came through CloudFront: the distribution adds
 * the origin secret (`x-origin-verify`, an SST secret) to every request it forwards. Only such a
 * request's `CloudFront-Viewer-Address`, which CloudFront sets from the connection, names the visitor;
 * X-Forwarded-For and the function URL's source address (CloudFront's) never do. Locally the site's
 * server plays CloudFront's part (packages/shared/src/cloudfront-forwarding.ts).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { errorResult, header, HttpError, type HttpEvent, type HttpResult } from './http';

import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '@pv/shared/function-paths';

export { FORWARDED_VIEWER_HEADERS, FUNCTION_PATHS, ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '@pv/shared/function-paths';

type Handler = (event: HttpEvent) => Promise<HttpResult>;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Whether the request carries one of the accepted origin secrets (compared in constant time, each of them). */
export function hasOriginProof(event: HttpEvent, accepted: readonly string[]): boolean {
  const sent = header(event, ORIGIN_VERIFY_HEADER);
  if (!sent) return false;
  const sentDigest = digest(sent);
  // digests have one length whatever was sent; every secret is compared, so the time tells nothing
  return accepted.filter(Boolean).reduce((match, secret) => timingSafeEqual(sentDigest, digest(secret)) || match, false);
}

/**
 * A function served behind CloudFront: a request without the origin secret is answered 403 before the
 * function sees it (no body read, nothing counted).
 */
export function cloudFrontOnly(accepted: readonly string[], handle: Handler): Handler {
  return async (event) =>
    hasOriginProof(event, accepted) ? handle(event) : errorResult(new HttpError(403, 'forbidden', 'This address answers only requests forwarded by the site. Please use the form on the website.'));
}

/**
 * The visitor's IP address as CloudFront names it (`198.51.100.23:53412`, `2001:db8::17:61023`; a
 * bracketed IPv6 form is read too), without the port; null when the header is missing or malformed.
 */
export function viewerAddress(event: HttpEvent): string | null {
  const value = header(event, VIEWER_ADDRESS_HEADER)?.trim();
  if (!value) return null;
  const address = value
    .replace(/:\d{1,5}$/, '')
    .replace(/^\[(.*)\]$/, '$1')
    // an IPv4 visitor of a dual-stack socket (the local stand-in) is that IPv4 address
    .replace(/^::ffff:(?=\d{1,3}(\.\d{1,3}){3}$)/i, '');
  return isIP(address) ? address : null;
}
