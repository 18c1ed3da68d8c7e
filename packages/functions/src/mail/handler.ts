/**
 * The mail function behind `/mail/*` on the site's own origin:
 *   POST /mail/send                 a contact, support or newsletter form
 *   GET  /mail/challenge            a bot-check challenge (ALTCHA)
 *   POST /mail/newsletter/confirm   the double opt-in confirmation
 *   POST /mail/upload               a presigned POST for a photo or file of the support form (uploads.ts)
 * Every accepted submission is stored before its mail is sent, so none is lost when SES fails.
 * Only requests forwarded by CloudFront reach it (`mailFunction`), and each is counted against the
 * visitor CloudFront names.
 */
import { fieldErrors, newsletterConfirmationSchema, submissionSchema, type Submission } from '@pv/shared';
import { rateLimitKey } from '@pv/shared/client-key';
import { MAX_ATTACHMENTS } from '@pv/shared/forms/uploads';
import { documentClient, sesClient } from '../aws';
import { altchaChallenge, botCheckVerifier, type BotCheckVerifier } from '../bot-check';
import { cloudFrontOnly, viewerAddress } from '../cloudfront';
import { functionsConfig, originSecrets, type FunctionsConfig, type OriginSecrets, type RateLimit } from '../config';
import { errorResult, HttpError, json, readJsonBody, type HttpEvent, type HttpResult } from '../http';
import { lambdaEntry } from '../lambda';
import { dynamoGuardStore, type GuardStore } from '../stores/guards';
import { dynamoSubmissionStore, type SubmissionStore } from '../stores/submissions';
import { dynamoSubscriberStore, type SubscriberStore } from '../stores/subscribers';
import { deliver } from './delivery';
import { sesMailer, type Mailer, type OutgoingMail } from './mailer';
import { createToken, verifyToken } from './newsletter-token';
import { contactMail, newsletterConfirmationMail, supportMail, type Row } from './render';
import { attachmentRows, presignUpload, s3Uploads, type Uploads } from './uploads';

export interface MailDependencies {
  config: FunctionsConfig;
  submissions: SubmissionStore;
  subscribers: SubscriberStore;
  guards: GuardStore;
  mailer: Mailer;
  botCheck: BotCheckVerifier;
  uploads: Uploads;
  now: () => Date;
}

/** the largest form (a 5,000-character message, a bot-check proof) with room to spare */
const MAX_BODY_BYTES = 32 * 1024;

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

function mailFor(submission: Submission, deps: MailDependencies, attachments: Row[]): OutgoingMail {
  const { config, now } = deps;
  switch (submission.form) {
    case 'contact':
      return contactMail(submission, config.mail.to.contact, now());
    case 'support':
      return supportMail(submission, config.mail.to.support, now(), attachments);
    case 'newsletter': {
      const token = createToken({ email: submission.email, clientType: submission.clientType, language: submission.language, at: now().getTime() }, config.newsletterSecret);
      const confirmUrl = `${config.siteUrl}/${submission.language}/newsletter/confirm/?token=${encodeURIComponent(token)}`;
      return newsletterConfirmationMail(submission.email, submission.language, confirmUrl);
    }
  }
}

async function send(deps: MailDependencies, event: HttpEvent): Promise<HttpResult> {
  await limitRate(deps, event, 'send', deps.config.rateLimit);
  const submission = parse(submissionSchema, readJsonBody(event, MAX_BODY_BYTES));
  await deps.botCheck.verify(submission.botCheck, { action: submission.form, clientAddress: viewerAddress(event) });

  // a named upload that is not in the bucket is a 422 naming the file, before anything is stored
  const attachments = submission.form === 'support' ? await attachmentRows(deps.uploads, submission.attachments, deps.now()) : [];
  const mail = mailFor(submission, deps, attachments);
  const stored = await deps.submissions.add(submission.form, mail).catch((error: unknown) => {
    console.error(JSON.stringify({ level: 'error', message: 'submission not stored', form: submission.form, error: String(error) }));
    throw new HttpError(503, 'not-accepted', 'The form could not be accepted right now. Please try again in a moment.');
  });
  const result = await deliver(deps.submissions, deps.mailer, stored.submission, stored.lease);
  if (!result.delivered) throw new HttpError(503, 'not-delivered', NOT_DELIVERED, { id: stored.submission.id });
  return json(200, { status: submission.form === 'newsletter' ? 'confirmation-sent' : 'sent', id: stored.submission.id });
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
  return json(200, { status: outcome === 'added' ? 'confirmed' : 'already-confirmed' });
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
