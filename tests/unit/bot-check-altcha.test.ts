/** The browser's ALTCHA proof: the challenge comes from the site's own origin by the HTTP client's rules (spec 8). */
import { altchaChallenge } from '@pv/functions/bot-check/index';
import { describe, expect, it, vi } from 'vitest';
import { altchaProof, CHALLENGE_PATH } from '@/features/forms/bot-check/altcha';
import { SiteApiError } from '@/lib/site-api';

const challengeAnswer = async () => Response.json(await altchaChallenge({ hmacKey: 'test-key', maxCounter: 1000 }));
const busy = () => new Response('<h1>Busy</h1>', { status: 503, headers: { 'content-type': 'text/html' } });

describe('altchaProof', () => {
  it('asks a busy challenge endpoint once more, then solves the challenge it got', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValueOnce(busy()).mockResolvedValueOnce(await challengeAnswer());
    const proof = JSON.parse(atob(await altchaProof(fetchImpl))) as { challenge: unknown; solution: unknown };
    expect(proof.solution).toBeTruthy();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl.mock.calls.map(([path]) => path)).toEqual([CHALLENGE_PATH, CHALLENGE_PATH]);
  });

  it('gives up after the second busy answer, and at once on a refusal', async () => {
    const stillBusy = vi.fn<typeof fetch>(async () => busy());
    await expect(altchaProof(stillBusy)).rejects.toBeInstanceOf(SiteApiError);
    expect(stillBusy).toHaveBeenCalledTimes(2);
    const refusing = vi.fn<typeof fetch>(async () => Response.json({ error: 'not-found' }, { status: 404 }));
    await expect(altchaProof(refusing)).rejects.toMatchObject({ status: 404 });
    expect(refusing).toHaveBeenCalledTimes(1);
  });
});
