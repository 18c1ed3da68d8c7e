/**
 * The forms' bot check: proofs are prepared while the visitor fills in the form, so sending does not
 * wait. Each proof is used once (the mail function refuses a second use); the next send gets a new one.
 */
import { createRecaptchaLoader } from './recaptcha-loader';

export interface BotCheckConfig {
  provider: 'altcha' | 'recaptcha';
  /** reCAPTCHA's public site key */
  recaptchaSiteKey: string;
}

const recaptchaLoader = createRecaptchaLoader();
/** ALTCHA challenges expire after ten minutes: a proof older than nine is solved again */
const PROOF_MAX_AGE_MS = 9 * 60 * 1000;

let prepared: { proof: Promise<string>; at: number } | null = null;

/** Starts the work for the next proof (ALTCHA) or loads the provider's script (reCAPTCHA). */
export function prepareBotCheck(config: BotCheckConfig): void {
  if (config.provider === 'recaptcha') {
    recaptchaLoader.load(config.recaptchaSiteKey).catch(() => undefined);
    return;
  }
  if (prepared && Date.now() - prepared.at < PROOF_MAX_AGE_MS) return;
  // ALTCHA's solver loads with the first proof, not with the page
  const proof = import('./altcha').then(({ altchaProof }) => altchaProof());
  // a failed attempt is not kept: the next call starts over
  proof.catch(() => {
    if (prepared?.proof === proof) prepared = null;
  });
  prepared = { proof, at: Date.now() };
}

/** A proof for one submission of `action` (the form's name). */
export async function botCheckProof(config: BotCheckConfig, action: string): Promise<string> {
  if (config.provider === 'recaptcha') {
    const recaptcha = await recaptchaLoader.load(config.recaptchaSiteKey);
    return recaptcha.execute(config.recaptchaSiteKey, { action });
  }
  prepareBotCheck(config);
  const proof = prepared!.proof;
  prepared = null;
  return proof;
}
