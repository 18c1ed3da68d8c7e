import { HttpError } from '../http';

export interface BotCheckVerifier {
  /** resolves when the token proves a person sent the form; throws BotCheckFailed (or HttpError 503) otherwise */
  verify(token: string, context: { action: string; /** the visitor's IP address, null when CloudFront named none */ clientAddress: string | null }): Promise<void>;
}

export class BotCheckFailed extends HttpError {
  constructor(reason: string) {
    super(403, 'bot-check-failed', `The form could not be verified (${reason}). Please reload the page and send it again.`);
  }
}
