/** reCAPTCHA v3, the hosted provider: Google scores the visitor; the token is checked server to server. */
import { z } from 'zod';
import { HttpError } from '../http';
import { BotCheckFailed, type BotCheckVerifier } from './types';

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

const answerSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

export interface RecaptchaOptions {
  secret: string;
  minScore: number;
  fetch?: typeof fetch;
}

export function recaptchaVerifier({ secret, minScore, fetch: fetchImpl = fetch }: RecaptchaOptions): BotCheckVerifier {
  return {
    async verify(token, { action, clientAddress }) {
      let answer: z.infer<typeof answerSchema>;
      try {
        const response = await fetchImpl(RECAPTCHA_VERIFY_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: token, ...(clientAddress ? { remoteip: clientAddress } : {}) }),
          signal: AbortSignal.timeout(5_000),
        });
        answer = answerSchema.parse(await response.json());
      } catch {
        // not the visitor's fault, and nothing was accepted yet: they can simply send again
        throw new HttpError(503, 'bot-check-unavailable', 'The form could not be verified right now. Please try again in a moment.', {}, { 'retry-after': '30' });
      }
      if (!answer.success) throw new BotCheckFailed(`rejected: ${(answer['error-codes'] ?? []).join(', ') || 'unknown'}`);
      if (answer.action !== action) throw new BotCheckFailed('the token belongs to another form');
      if ((answer.score ?? 0) < minScore) throw new BotCheckFailed('the score is too low');
    },
  };
}
