/**
 * Sending a form to the mail function (`POST /mail/send` on the site's own origin) and reading its
 * answer. POSTs are never retried automatically (spec 8): the visitor decides whether to send again.
 */
import { FIELD_ERROR_CODES, type FieldErrorCode, type FieldErrors } from '@pv/shared/forms/codes';
import { fetchSiteApi, SiteApiError } from '../../lib/site-api';

export const SEND_PATH = '/mail/send';
export const CONFIRM_PATH = '/mail/newsletter/confirm';

export type SendOutcome =
  /** a request's case number (contact, support), and whether the customer's copy went to their address */
  | { kind: 'sent'; caseNumber?: string; copy?: boolean }
  | { kind: 'invalid'; fields: FieldErrors }
  | { kind: 'rate-limited' }
  | { kind: 'bot-check-failed' }
  /** the mail failed (the submission is kept and re-sent) or the server could not take it */
  | { kind: 'not-delivered' }
  /** any other refusal, with the mail function's own words when its answer had them (not a proxy's error page) */
  | { kind: 'failed'; serverMessage?: string };

const isCode = (value: unknown): value is FieldErrorCode => typeof value === 'string' && (FIELD_ERROR_CODES as readonly string[]).includes(value);

/** The outcome of an answer from the mail function. */
export function sendOutcome(status: number, payload: unknown): SendOutcome {
  const body = (payload && typeof payload === 'object' ? payload : {}) as { error?: unknown; message?: unknown; fields?: unknown; caseNumber?: unknown; copy?: unknown };
  if (status >= 200 && status < 300) {
    return typeof body.caseNumber === 'string' && /^[A-Z]{2,4}-\d{4}-\d{6,}$/.test(body.caseNumber) ? { kind: 'sent', caseNumber: body.caseNumber, copy: body.copy === true } : { kind: 'sent' };
  }
  if (status === 422 && body.fields && typeof body.fields === 'object') {
    const fields = Object.fromEntries(Object.entries(body.fields).filter(([, code]) => isCode(code))) as FieldErrors;
    if (Object.keys(fields).length) return { kind: 'invalid', fields };
  }
  if (status === 429) return { kind: 'rate-limited' };
  if (status === 403 && body.error === 'bot-check-failed') return { kind: 'bot-check-failed' };
  if (status >= 500) return { kind: 'not-delivered' };
  return { kind: 'failed', serverMessage: typeof body.message === 'string' && body.message.trim() ? body.message : undefined };
}

/** POSTs JSON to the mail function once; its status and JSON answer (null when not JSON), or null when no answer came. */
async function postJson(path: string, body: unknown, fetchImpl: typeof fetch): Promise<{ status: number; payload: unknown } | null> {
  try {
    const init = { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) };
    const response = await fetchSiteApi(path, init, { fetchImpl });
    return { status: response.status, payload: await response.json().catch(() => null) };
  } catch (error) {
    if (!(error instanceof SiteApiError)) throw error;
    return error.status === undefined ? null : { status: error.status, payload: error.body };
  }
}

export async function sendForm(request: Record<string, unknown>, fetchImpl: typeof fetch = fetch): Promise<SendOutcome> {
  const answer = await postJson(SEND_PATH, request, fetchImpl);
  return answer ? sendOutcome(answer.status, answer.payload) : { kind: 'failed' };
}

/** `withdrawn`: the address used an unsubscribe link after this sign-up (it is not subscribed) */
export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'withdrawn' | 'expired' | 'invalid' | 'failed';

export function confirmOutcome(status: number, payload: unknown): ConfirmOutcome {
  const body = (payload && typeof payload === 'object' ? payload : {}) as { status?: unknown; error?: unknown };
  if (status === 200) return body.status === 'already-confirmed' ? 'already-confirmed' : 'confirmed';
  if (status === 409 && body.error === 'sign-up-withdrawn') return 'withdrawn';
  if (status === 410) return 'expired';
  if (status === 422) return 'invalid';
  return 'failed';
}

export async function confirmNewsletter(token: string, fetchImpl: typeof fetch = fetch): Promise<ConfirmOutcome> {
  const answer = await postJson(CONFIRM_PATH, { token }, fetchImpl);
  return answer ? confirmOutcome(answer.status, answer.payload) : 'failed';
}
