/**
 * ALTCHA proof of work in the browser: fetch a signed challenge from the mail function, find its
 * counter (SHA-256 through Web Crypto), hand the proof to the form. No cookies, no third party.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { fetchSiteApi } from '../../../lib/site-api';

export const CHALLENGE_PATH = '/mail/challenge';

/** The proof the mail function verifies: the challenge and its solution, base64 JSON (ALTCHA's payload format). */
export async function solveAltchaChallenge(challenge: Challenge, timeoutMs = 60_000): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: timeoutMs });
  if (!solution) throw new Error('The bot check took too long.');
  return btoa(JSON.stringify({ challenge, solution }));
}

export async function altchaProof(fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchSiteApi(CHALLENGE_PATH, { cache: 'no-store', headers: { accept: 'application/json' } }, { fetchImpl });
  return solveAltchaChallenge((await response.json()) as Challenge);
}
