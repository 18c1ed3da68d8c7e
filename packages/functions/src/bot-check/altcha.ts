/**
 * ALTCHA proof of work, the embedded default (works offline, sets no cookies): the function hands out
 * signed challenges; the browser finds the counter whose hash matches; the function checks the
 * signature, the expiry, the work — and that no proof is used twice.
 */
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import type { GuardStore } from '../stores/guards';
import { BotCheckFailed, type BotCheckVerifier } from './types';

/** a challenge must be solved and used within this time */
const CHALLENGE_LIFETIME_SECONDS = 10 * 60;

export interface AltchaOptions {
  hmacKey: string;
  maxCounter: number;
  guards: GuardStore;
}

/** What `GET /mail/challenge` answers. */
export function altchaChallenge({ hmacKey, maxCounter }: Pick<AltchaOptions, 'hmacKey' | 'maxCounter'>): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    // the solver counts up from 0 to this secret counter: a random one makes the work unpredictable
    counter: randomInt(Math.floor(maxCounter / 10), maxCounter),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_LIFETIME_SECONDS,
    hmacSignatureSecret: hmacKey,
  });
}

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number().optional(),
    }).loose(),
    signature: z.string().min(1),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string(), time: z.number().optional() }),
});

function decodePayload(token: string): { challenge: Challenge; solution: Solution } {
  try {
    return payloadSchema.parse(JSON.parse(Buffer.from(token, 'base64').toString('utf8'))) as { challenge: Challenge; solution: Solution };
  } catch {
    throw new BotCheckFailed('the bot-check proof is not readable');
  }
}

export function altchaVerifier({ hmacKey, guards }: AltchaOptions): BotCheckVerifier {
  return {
    async verify(token) {
      const { challenge, solution } = decodePayload(token);
      let result;
      try {
        result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: hmacKey });
      } catch {
        throw new BotCheckFailed('the bot-check proof is not valid');
      }
      if (!result.verified) throw new BotCheckFailed(result.expired ? 'the bot-check proof has expired' : 'the bot-check proof is not valid');
      const expiresAt = challenge.parameters.expiresAt ?? Math.floor(Date.now() / 1000) + CHALLENGE_LIFETIME_SECONDS;
      if (!(await guards.useOnce(`altcha#${challenge.signature}`, expiresAt))) throw new BotCheckFailed('the bot-check proof was already used');
    },
  };
}
