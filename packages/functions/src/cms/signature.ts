/**
 * Storyblok's webhook signature: `webhook-signature` is the hex HMAC-SHA1 of the raw request body
 * with the webhook secret. It is checked on the bytes as received (re-serialised JSON differs).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signBody(secret: string, rawBody: string | Buffer): string {
  return createHmac('sha1', secret).update(rawBody).digest('hex');
}

/** true only for the right signature; compared in constant time */
export function hasValidSignature(secret: string, rawBody: string | Buffer, signature: string | undefined): boolean {
  if (!secret || !signature || !/^[0-9a-f]{40}$/i.test(signature.trim())) return false;
  const expected = Buffer.from(signBody(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.trim(), 'hex'));
}
