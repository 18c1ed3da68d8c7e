import type { FunctionsConfig } from '../config';
import type { GuardStore } from '../stores/guards';
import { altchaVerifier } from './altcha';
import { recaptchaVerifier } from './recaptcha';
import type { BotCheckVerifier } from './types';

export { altchaChallenge } from './altcha';
export { BotCheckFailed, type BotCheckVerifier } from './types';

export function botCheckVerifier(config: FunctionsConfig['botCheck'], guards: GuardStore): BotCheckVerifier {
  if (config.provider === 'recaptcha') {
    // a missing secret is a deployment error: refuse every form rather than accept unchecked ones
    if (!config.recaptchaSecret) throw new Error('BOT_CHECK_PROVIDER=recaptcha needs RECAPTCHA_SECRET');
    return recaptchaVerifier({ secret: config.recaptchaSecret, minScore: config.recaptchaMinScore });
  }
  return altchaVerifier({ hmacKey: config.altchaHmacKey, maxCounter: config.altchaMaxCounter, guards });
}
