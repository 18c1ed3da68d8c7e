/**
 * The mail function behind `/mail/*` on the site's own origin:
 *   POST /mail/send                 a contact, support or newsletter form
 *   GET  /mail/challenge            a bot-check challenge (ALTCHA)
 *   POST /mail/newsletter/confirm   the double opt-in confirmation
 *   POST /mail/newsletter/unsubscribe?token=…   leaving the newsletter: a mail client's RFC 8058
 *                                   one-click POST, or the unsubscribe page's form (then redirected back)
 *   GET  /mail/newsletter/unsubscribe?token=…   the unsubscribe page (never unsubscribes: scanners open links)
 *   POST /mail/upload               a presigned POST for a photo or file of the support form (uploads.ts)
 * Every accepted submission is stored before its mail is sent, so none is lost when SES fails.
 * Only requests forwarded by CloudFront reach it (`mailFunction`), and each is counted against the
 * visitor CloudFront names.
 */
import { fieldErrors, LANGUAGES, newsletterConfirmationSchema, submissionSchema, type ContactSubmission, type Language, type NewsletterSignUp, type SupportSubmission } from '@pv/shared';
import { rateLimitKey } from '@pv/shared/client-key';
import { RESULT_PARAM, RETURN_FIELD, UNSUBSCRIBE_FUNCTION_PATH, unsubscribePagePath, type UnsubscribeResult } from '@pv/shared/newsletter-unsubscribe';
import { CONTENT_DEFAULT_LANGUAGE } from '@pv/shared/story-paths';
import { MAX_ATTACHMENTS } from '@pv/shared/forms/uploads';
import { documentClient, sesClient } from '../aws';
import { altchaChallenge, botCheckVerifier, type BotCheckVerifier } from '../bot-check';
import { cloudFrontOnly, viewerAddress } from '../cloudfront';
import { functionsConfig, originSecrets, type FunctionsConfig, type OriginSecrets, type RateLimit } from '../config';
import { errorResult, header, HttpError, json, readBody, readJsonBody, type HttpEvent, type HttpResult } from '../http';
import { lambdaEntry } from '../lambda';
import { dynamoCaseNumbers, type CaseNumbers } from '../stores/case-numbers';
import { dynamoGuardStore, type GuardStore } from '../stores/guards';
import { dynamoSubmissionStore, type SubmissionStore } from '../stores/submissions';
import { dynamoSubscriberStore, type SubscriberStore } from '../stores/subscribers';
import { customerCopyMail } from './customer-copy';
import { deliver } from './delivery';
import { mailFooter, withFooter } from './footer';
import { sesMailer, type Mailer } from './mailer';
import { createToken, verifyToken, verifyUnsubscribeToken } from './newsletter-token';
import { contactMail, newsletterConfirmationMail, supportMail, TEAM_LANGUAGE, type TeamMailContext } from './render';
import { listUnsubscribeHeaders, unsubscribeLinks } from './unsubscribe-links';
import { routeRequest } from '../mail-routes';
import { attachmentRows, presignUpload, s3Uploads, type Uploads } from './uploads';

export interface MailDependencies {
  config: FunctionsConfig;
  submissions: SubmissionStore;
  subscribers: SubscriberStore;
  guards: GuardStore;
  caseNumbers: CaseNumbers;
  mailer: Mailer;
  botCheck: BotCheckVerifier;
  uploads: Uploads;
  now: () => Date;
}

/** the largest form (a 5,000-character message, a bot-check proof) with room to spare */
const MAX_BODY_BYTES = 32 * 1024;

/**
 * customer copies an address receives per hour: enough for anyone's own requests, too few to use the
 * form for mailing a stranger (the copy's opening is the company's words anyway)
 */
const COPIES_PER_ADDRESS = { requests: 3, windowSeconds: 3600 };

/** spec 8, in English; the site shows its own translation */
const NOT_DELIVERED = 'The e-mail could not be delivered. Support has been notified; please try again.';

/**
 * Requests that CloudFront forwarded without a usable viewer address (a distribution whose origin
 * request policy lost the header) share one allowance: a misconfiguration shows as 429s, never as a
 * fresh allowance per request.
 */
const UNKNOWN_VIEWER = 'unknown-viewer';

/** the visitor the rate limits count against: an IPv4 address, or an IPv6 visitor's whole /64 (any address in it is theirs) */
function rateKey(event: HttpEvent): string {
  const viewer = viewerAddress(event);
  if (!viewer) console.error(JSON.stringify({ level: 'error', message: 'request without a viewer address: check the distribution’s origin request policy' }));
  return viewer ? rateLimitKey(viewer) : UNKNOWN_VIEWER;
}

async function limitRate(deps: MailDependencies, event: HttpEvent, action: string, { requests, windowSeconds }: RateLimit): Promise<void> {
  const { hits, resetsAt } = await deps.guards.hit(`rate#${action}#${rateKey(event)}`, windowSeconds);
  if (hits > requests) {
    const wait = Math.max(1, resetsAt - Math.floor(deps.now().getTime() / 1000));
    throw new HttpError(429, 'rate-limited', `Too many requests. Please try again in ${Math.ceil(wait / 60)} minutes.`, {}, { 'retry-after': String(wait) });
  }
}

function parse<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: Parameters<typeof fieldErrors>[0] } }, body: unknown): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const summary = Object.entries(fields).map(([field, code]) => `${field} (${code})`).join(', ');
  throw new HttpError(422, 'invalid', `Please correct these fields: ${summary}.`, { fields });
}

const notAccepted = (form: string) => (error: unknown): never => {
  console.error(JSON.stringify({ level: 'error', message: 'submission not stored', form, error: String(error) }));
  throw new HttpError(503, 'not-accepted', 'The form could not be accepted right now. Please try again in a moment.');
};

/** Every mail ends with the company's address and imprint (`footer.ts`), in its reader's language. */
const footerFor = ({ config }: MailDependencies, language: Language, unsubscribeUrl?: string) => mailFooter({ company: config.company, siteUrl: config.siteUrl, language, unsubscribeUrl });

/** The double opt-in mail, which already says how to end the subscription (its link works once confirmed): stored, then sent like a request's mail. */
async function signUp(deps: MailDependencies, submission: NewsletterSignUp): Promise<HttpResult> {
  const { config, now } = deps;
  const token = createToken({ email: submission.email, clientType: submission.clientType, language: submission.language, at: now().getTime() }, config.newsletterSecret);
  const confirmUrl = `${config.siteUrl}/${submission.language}/newsletter/confirm/?token=${encodeURIComponent(token)}`;
  const links = unsubscribeLinks(submission, { siteUrl: config.siteUrl, secret: config.newsletterSecret });
  const mail = { ...withFooter(newsletterConfirmationMail(submission.email, submission.language, confirmUrl), footerFor(deps, submission.language, links.page)), headers: listUnsubscribeHeaders(links) };
  const stored = await deps.submissions.add('newsletter', mail).catch(notAccepted('newsletter'));
  const result = await deliver(deps.submissions, deps.mailer, stored.submission, stored.lease);
  if (!result.delivered) throw new HttpError(503, 'not-delivered', NOT_DELIVERED, { id: stored.submission.id });
  return json(200, { status: 'confirmation-sent', id: stored.submission.id });
}

/** Whether this address may get another customer copy now (a failed count sends none rather than failing the request). */
const mayCopy = (deps: MailDependencies, email: string) =>
  deps.guards
    .hit(`copy#${email.toLowerCase()}`, COPIES_PER_ADDRESS.windowSeconds)
    .then(({ hits }) => hits <= COPIES_PER_ADDRESS.requests)
    .catch(() => false);

/**
 * A contact or support request: a case number, the team's mailbox by the routing table, the team's mail
 * and the customer's copy, each stored before it is sent (a failed send is re-sent by the retry run).
 * The answer waits for the team's mail only; the copy follows it.
 */
async function request(deps: MailDependencies, submission: ContactSubmission | SupportSubmission): Promise<HttpResult> {
  const { config, now } = deps;
  // a named upload that is not in the bucket is a 422 naming the file, before anything is stored
  const attachments = submission.form === 'support' ? await attachmentRows(deps.uploads, submission.attachments, now()) : [];
  const caseNumber = await deps.caseNumbers.next(now()).catch(notAccepted(submission.form));
  const routing = routeRequest(config.mail.routes, { form: submission.form, topic: submission.form === 'contact' ? submission.topic : submission.subject, country: submission.country }, config.mail.to[submission.form]);
  const copySent = await mayCopy(deps, submission.email);
  const context: TeamMailContext = { caseNumber, routing, copySent, received: now() };
  const teamMail = withFooter(submission.form === 'contact' ? contactMail(submission, context) : supportMail(submission, context, attachments), footerFor(deps, TEAM_LANGUAGE));
  const stored = await deps.submissions.add(submission.form, teamMail, { caseNumber }).catch(notAccepted(submission.form));
  const copy = copySent
    ? await deps.submissions.add(submission.form, withFooter(customerCopyMail(submission, { caseNumber, teamAddress: routing.to, siteUrl: config.siteUrl }), footerFor(deps, submission.language)), { caseNumber, role: 'copy' }).catch((error: unknown) => {
        console.error(JSON.stringify({ level: 'error', message: 'customer copy not stored', caseNumber, error: String(error) }));
        return null;
      })
    : null;
  const result = await deliver(deps.submissions, deps.mailer, stored.submission, stored.lease);
  if (copy) await deliver(deps.submissions, deps.mailer, copy.submission, copy.lease);
  if (!result.delivered) throw new HttpError(503, 'not-delivered', NOT_DELIVERED, { id: stored.submission.id, caseNumber });
  return json(200, { status: 'sent', id: stored.submission.id, caseNumber, copy: Boolean(copy) });
}

async function send(deps: MailDependencies, event: HttpEvent): Promise<HttpResult> {
  await limitRate(deps, event, 'send', deps.config.rateLimit);
  const submission = parse(submissionSchema, readJsonBody(event, MAX_BODY_BYTES));
  await deps.botCheck.verify(submission.botCheck, { action: submission.form, clientAddress: viewerAddress(event) });
  return submission.form === 'newsletter' ? signUp(deps, submission) : request(deps, submission);
}

async function confirmNewsletter(deps: MailDependencies, event: HttpEvent): Promise<HttpResult> {
  await limitRate(deps, event, 'confirm', deps.config.rateLimit);
  const { token } = parse(newsletterConfirmationSchema, readJsonBody(event, MAX_BODY_BYTES));
  const check = verifyToken(token, deps.config.newsletterSecret, deps.now().getTime());
  if (!check.valid) {
    throw check.reason === 'expired'
      ? new HttpError(410, 'token-expired', 'This confirmation link has expired. Please sign up again.')
      : new HttpError(422, 'token-invalid', 'This confirmation link is not valid.');
  }
  const { email, clientType, language, at } = check.signUp;
  const outcome = await deps.subscribers.add({ email, clientType, language, consentAt: new Date(at).toISOString(), confirmedAt: deps.now().toISOString() });
  if (outcome === 'withdrawn') throw new HttpError(409, 'sign-up-withdrawn', 'This sign-up was withdrawn with the unsubscribe link. Please sign up again to receive the newsletter.');
  return json(200, { status: outcome === 'added' ? 'confirmed' : 'already-confirmed' });
}

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);
const tokenOf = (event: HttpEvent) => new URLSearchParams(event.rawQueryString ?? '').get('token') ?? '';
/** a redirect the browser follows with GET (Post/Redirect/Get): to a path on the site's own origin */
const seeOther = (location: string): HttpResult => ({ statusCode: 303, headers: { location, 'cache-control': 'no-store' }, body: '' });

/**
 * Leaving the newsletter. The token (in the query, as RFC 8058 has it) names the address; the body is
 * a mail client's `List-Unsubscribe=One-Click`, or the unsubscribe page's form, which adds `page` (its
 * language) and is answered with a redirect back to the page showing the outcome. Not rate-limited:
 * one-click POSTs come from the mail providers' servers, many subscribers from one address, and a
 * refused one is not retried; the token cannot be forged, and using it twice changes nothing.
 */
async function unsubscribe(deps: MailDependencies, event: HttpEvent): Promise<HttpResult> {
  const body = readBody(event, MAX_BODY_BYTES).toString('utf8');
  const form = /^application\/x-www-form-urlencoded\b/i.test((header(event, 'content-type') ?? '').trim()) ? new URLSearchParams(body) : new URLSearchParams();
  const page = form.get(RETURN_FIELD);
  let result: UnsubscribeResult;
  const subject = verifyUnsubscribeToken(tokenOf(event), deps.config.newsletterSecret);
  if (!subject) result = 'invalid';
  else {
    try {
      result = await deps.subscribers.unsubscribe(subject.email, deps.now());
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', message: 'unsubscribe not recorded', error: String(error) }));
      result = 'failed';
    }
  }
  if (isLanguage(page)) return seeOther(`${unsubscribePagePath(page)}?${RESULT_PARAM}=${result}`);
  if (result === 'invalid') throw new HttpError(422, 'token-invalid', 'This unsubscribe link is not valid.');
  if (result === 'failed') throw new HttpError(503, 'not-recorded', 'The unsubscription could not be recorded right now. Please try again in a moment.');
  return json(200, { status: result });
}

/** A `List-Unsubscribe` address opened in a browser (a mail client without one-click): on to the page and its button. */
async function unsubscribePage(deps: MailDependencies, event: HttpEvent): Promise<HttpResult> {
  const token = tokenOf(event);
  const subject = verifyUnsubscribeToken(token, deps.config.newsletterSecret);
  if (!subject) return seeOther(`${unsubscribePagePath(CONTENT_DEFAULT_LANGUAGE)}?${RESULT_PARAM}=invalid`);
  return seeOther(`${unsubscribePagePath(subject.language)}?token=${encodeURIComponent(token)}`);
}

/** a presigned upload: each form may carry MAX_ATTACHMENTS files, so each visitor gets as many uploads as sends times that */
async function upload(deps: MailDependencies, event: HttpEvent): Promise<HttpResult> {
  await limitRate(deps, event, 'upload', { ...deps.config.rateLimit, requests: deps.config.rateLimit.requests * MAX_ATTACHMENTS });
  return json(200, await presignUpload(deps.uploads, readJsonBody(event, MAX_BODY_BYTES), deps.now()));
}

async function challenge(deps: MailDependencies, event: HttpEvent): Promise<HttpResult> {
  if (deps.config.botCheck.provider !== 'altcha') throw new HttpError(404, 'not-found', 'This site does not use ALTCHA challenges.');
  await limitRate(deps, event, 'challenge', deps.config.challengeRateLimit);
  return json(200, await altchaChallenge({ hmacKey: deps.config.botCheck.altchaHmacKey, maxCounter: deps.config.botCheck.altchaMaxCounter }));
}

const ROUTES: Record<string, Partial<Record<string, (deps: MailDependencies, event: HttpEvent) => Promise<HttpResult>>>> = {
  '/mail/send': { POST: send },
  '/mail/challenge': { GET: challenge },
  '/mail/newsletter/confirm': { POST: confirmNewsletter },
  [UNSUBSCRIBE_FUNCTION_PATH]: { GET: unsubscribePage, POST: unsubscribe },
  '/mail/upload': { POST: upload },
};

export function createMailHandler(deps: MailDependencies) {
  return async (event: HttpEvent): Promise<HttpResult> => {
    try {
      const path = (event.rawPath ?? '').replace(/\/+$/, '');
      const route = ROUTES[path];
      if (!route) throw new HttpError(404, 'not-found', `No such address: ${path || '/'}`);
      const method = event.requestContext?.http?.method?.toUpperCase() ?? 'GET';
      const action = route[method];
      if (!action) throw new HttpError(405, 'method-not-allowed', `Use ${Object.keys(route).join(' or ')} for ${path}.`, {}, { allow: Object.keys(route).join(', ') });
      return await action(deps, event);
    } catch (error) {
      return errorResult(error);
    }
  };
}

/** The dependencies a deployed function (or the local functions host) runs with, from its environment. */
export function dependenciesFromEnvironment(config: FunctionsConfig = functionsConfig()): MailDependencies {
  const client = documentClient(config);
  const guards = dynamoGuardStore(client, config.tables.guards);
  return {
    config,
    submissions: dynamoSubmissionStore(client, config.tables.submissions),
    subscribers: dynamoSubscriberStore(client, config.tables.subscribers),
    guards,
    caseNumbers: dynamoCaseNumbers(client, config.tables.submissions, config.mail.casePrefix),
    mailer: sesMailer(sesClient(config), config.mail.from),
    botCheck: botCheckVerifier(config.botCheck, guards),
    uploads: s3Uploads(config.uploads),
    now: () => new Date(),
  };
}

/** The mail function as CloudFront reaches it, on AWS and in the local functions host: without the origin secret, 403 first. */
export const mailFunction = (deps: MailDependencies, origin: OriginSecrets = originSecrets()) => cloudFrontOnly(origin.accepted, createMailHandler(deps));

/** Lambda entry point */
export const handler = lambdaEntry(() => mailFunction(dependenciesFromEnvironment()));
