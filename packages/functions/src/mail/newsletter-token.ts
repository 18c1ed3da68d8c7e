/**
 * The confirmation link's token: the sign-up's data, signed (HMAC-SHA256), so nothing needs storing
 * before the visitor confirms — an unconfirmed address never enters the subscriber list.
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
