/**
 * The newsletter's signed tokens (HMAC-SHA256 with NEWSLETTER_SECRET):
 * - the confirmation link's: the sign-up's data, so nothing needs storing before the visitor
 *   confirms — an unconfirmed address never enters the subscriber list; it expires after 7 days;
 * - the unsubscribe link's: the address (and the language of the page it opens), signed under
 *   another purpose, so neither token passes for the other; it never expires — an old issue's link
 *   must still work — and names the subscriber, not a subscription: it also ends one begun later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { LANGUAGES, NEWSLETTER_CLIENT_TYPES } from '@pv/shared';
import { z } from 'zod';

/** how long a confirmation link works */
export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const signUpSchema = z.object({
  email: z.string(),
  clientType: z.enum(NEWSLETTER_CLIENT_TYPES),
  language: z.enum(LANGUAGES),
  /** sign-up (consent) time, epoch milliseconds */
  at: z.number().int(),
});
export type SignUp = z.infer<typeof signUpSchema>;

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function createToken(signUp: SignUp, secret: string): string {
  const payload = Buffer.from(JSON.stringify(signUp)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

export type TokenCheck = { valid: true; signUp: SignUp } | { valid: false; reason: 'invalid' | 'expired' };

export function verifyToken(token: string, secret: string, now = Date.now()): TokenCheck {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return { valid: false, reason: 'invalid' };
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { valid: false, reason: 'invalid' };
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { valid: false, reason: 'invalid' };
  }
  const parsed = signUpSchema.safeParse(decoded);
  if (!parsed.success) return { valid: false, reason: 'invalid' };
  if (now - parsed.data.at > TOKEN_LIFETIME_MS) return { valid: false, reason: 'expired' };
  return { valid: true, signUp: parsed.data };
}

/** An unsubscribe token names the address and the language its page is shown in. */
const unsubscribeSchema = z.object({ email: z.string().min(1), language: z.enum(LANGUAGES) });
export type UnsubscribeSubject = z.infer<typeof unsubscribeSchema>;

/** the purpose is part of what is signed: a confirmation token's signature never fits an unsubscribe payload */
const UNSUBSCRIBE_PURPOSE = 'newsletter-unsubscribe';
const signUnsubscribe = (payload: string, secret: string) => sign(`${UNSUBSCRIBE_PURPOSE}.${payload}`, secret);

export function createUnsubscribeToken(subject: UnsubscribeSubject, secret: string): string {
  const payload = Buffer.from(JSON.stringify({ email: subject.email, language: subject.language })).toString('base64url');
  return `${payload}.${signUnsubscribe(payload, secret)}`;
}

/** The address and language of a token we signed, or null for anything else (no expiry: see above). */
export function verifyUnsubscribeToken(token: string, secret: string): UnsubscribeSubject | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return null;
  const expected = Buffer.from(signUnsubscribe(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = unsubscribeSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
