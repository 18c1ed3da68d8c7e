/**
 * Leaving the newsletter: what the mail function (`POST /mail/newsletter/unsubscribe`) and the site's
 * unsubscribe page (`/{language}/newsletter/unsubscribe/`) agree on. The page is a plain HTML form
 * that posts to the function (no JavaScript needed); the function answers a form from the page with a
 * redirect back to the page, which shows the outcome, and a mail client's RFC 8058 one-click POST with
 * a short JSON answer.
 */
import { languagePath } from './story-paths';
import type { Language } from './languages';

/** the mail function's address: the one-click URL of `List-Unsubscribe` (the token in its query) */
export const UNSUBSCRIBE_FUNCTION_PATH = '/mail/newsletter/unsubscribe';
/** the page's path within a language (`/{language}/newsletter/unsubscribe/`) */
export const UNSUBSCRIBE_PAGE = 'newsletter/unsubscribe';
export const unsubscribePagePath = (language: Language) => languagePath(language, UNSUBSCRIBE_PAGE);

/** RFC 8058: the body a mail client posts, `List-Unsubscribe=One-Click` (the page's form sends it too) */
export const ONE_CLICK_FIELD = 'List-Unsubscribe';
export const ONE_CLICK_VALUE = 'One-Click';
/** the page's form names its language in this field: the function then redirects back to the page */
export const RETURN_FIELD = 'page';
/** the query parameter of the page that shows an outcome */
export const RESULT_PARAM = 'result';

/**
 * What an unsubscribe request came to: `unsubscribed` (a subscriber left), `already-unsubscribed`
 * (left before), `not-subscribed` (the address had not confirmed: the withdrawal is recorded, so
 * confirming that sign-up later subscribes no one), `invalid` (not a link of ours), `failed` (try again).
 */
export const UNSUBSCRIBE_RESULTS = ['unsubscribed', 'already-unsubscribed', 'not-subscribed', 'invalid', 'failed'] as const;
export type UnsubscribeResult = (typeof UNSUBSCRIBE_RESULTS)[number];
export const isUnsubscribeResult = (value: unknown): value is UnsubscribeResult => (UNSUBSCRIBE_RESULTS as readonly unknown[]).includes(value);
