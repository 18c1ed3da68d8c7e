/**
 * A subscriber's unsubscribe links, made from their signed token: the page (for a mail's text, a
 * button) and the RFC 8058 one-click address (for the `List-Unsubscribe` header, which a mail client
 * POSTs to). The confirmation mail carries both, and so does every issue of the newsletter: the
 * export (`npm run newsletter:export`) lists them per subscriber for the tool that sends it.
 */
import type { Language } from '@pv/shared';
import { ONE_CLICK_FIELD, ONE_CLICK_VALUE, UNSUBSCRIBE_FUNCTION_PATH, unsubscribePagePath } from '@pv/shared/newsletter-unsubscribe';
import { createUnsubscribeToken } from './newsletter-token';

export interface UnsubscribeLinks {
  /** the page in the subscriber's language: a button that unsubscribes (`/{language}/newsletter/unsubscribe/?token=…`) */
  page: string;
  /** the mail function's one-click address (`/mail/newsletter/unsubscribe?token=…`): POST unsubscribes, GET leads to the page */
  oneClick: string;
}

export function unsubscribeLinks(subscriber: { email: string; language: Language }, { siteUrl, secret }: { siteUrl: string; secret: string }): UnsubscribeLinks {
  const token = encodeURIComponent(createUnsubscribeToken({ email: subscriber.email, language: subscriber.language }, secret));
  return { page: `${siteUrl}${unsubscribePagePath(subscriber.language)}?token=${token}`, oneClick: `${siteUrl}${UNSUBSCRIBE_FUNCTION_PATH}?token=${token}` };
}

/** RFC 2369 and RFC 8058: the one-click address in angle brackets, and the body a mail client is to POST to it. */
export const listUnsubscribeHeaders = (links: UnsubscribeLinks): Record<string, string> => ({
  'List-Unsubscribe': `<${links.oneClick}>`,
  'List-Unsubscribe-Post': `${ONE_CLICK_FIELD}=${ONE_CLICK_VALUE}`,
});
