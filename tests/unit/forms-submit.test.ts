/** The site's reading of the mail function's answers: which message the visitor sees for which status. */
import { describe, expect, it, vi } from 'vitest';
import { confirmNewsletter, confirmOutcome, sendForm, sendOutcome, SEND_PATH } from '@/features/forms/submit';

describe('sendOutcome', () => {
  it('2xx is sent', () => {
    expect(sendOutcome(200, { status: 'sent' })).toEqual({ kind: 'sent' });
    expect(sendOutcome(200, { status: 'confirmation-sent' })).toEqual({ kind: 'sent' });
  });

  it('422 with field codes names the fields; unknown codes are dropped', () => {
    expect(sendOutcome(422, { error: 'invalid', fields: { email: 'email', phone: 'nonsense' } })).toEqual({ kind: 'invalid', fields: { email: 'email' } });
  });

  it('422 without usable field codes is a failure with the server message', () => {
    expect(sendOutcome(422, { error: 'token-invalid', message: 'This confirmation link is not valid.' })).toEqual({ kind: 'failed', serverMessage: 'This confirmation link is not valid.' });
    expect(sendOutcome(422, { fields: { email: 'nonsense' }, message: 'x' })).toEqual({ kind: 'failed', serverMessage: 'x' });
  });

  it('429 is rate-limited, 403 from the bot check is bot-check-failed', () => {
    expect(sendOutcome(429, { error: 'rate-limited' })).toEqual({ kind: 'rate-limited' });
    expect(sendOutcome(403, { error: 'bot-check-failed', message: '…' })).toEqual({ kind: 'bot-check-failed' });
    expect(sendOutcome(403, { error: 'forbidden', message: 'CloudFront says no' })).toEqual({ kind: 'failed', serverMessage: 'CloudFront says no' });
  });

  it('5xx — SES down (submission queued), store down, a crashed function — is the spec message case', () => {
    for (const status of [500, 502, 503, 504]) expect(sendOutcome(status, null)).toEqual({ kind: 'not-delivered' });
  });

  it('an answer without a message of the server (no JSON body, a blank or non-text message) is a failure without one', () => {
    for (const payload of [null, {}, { message: '  ' }, { message: 42 }]) {
      expect(sendOutcome(413, payload)).toEqual({ kind: 'failed' });
    }
  });
});

describe('sendForm', () => {
  it('posts JSON to /mail/send once, without retrying a failure', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ error: 'not-delivered' }), { status: 503 }));
    expect(await sendForm({ form: 'contact' }, fetchImpl)).toEqual({ kind: 'not-delivered' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(SEND_PATH);
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ form: 'contact' });
  });

  it('a network failure is a failure without a server message, not an exception, and is not sent again', async () => {
    const fetchImpl = vi.fn(async () => Promise.reject(new TypeError('fetch failed')));
    expect(await sendForm({}, fetchImpl)).toEqual({ kind: 'failed' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('a non-JSON error page (a proxy in between) still maps by status', async () => {
    expect(await sendForm({}, async () => new Response('<html>Bad gateway</html>', { status: 502 }))).toEqual({ kind: 'not-delivered' });
    expect(await sendForm({}, async () => new Response('<html>Forbidden</html>', { status: 403 }))).toEqual({ kind: 'failed' });
  });

  it("a refusal with the server's message carries it", async () => {
    const answer = new Response(JSON.stringify({ error: 'too-large', message: 'The request is larger than 32768 bytes.' }), { status: 413, headers: { 'content-type': 'application/json' } });
    expect(await sendForm({}, async () => answer)).toEqual({ kind: 'failed', serverMessage: 'The request is larger than 32768 bytes.' });
  });
});

describe('newsletter confirmation', () => {
  it('maps confirmed, already confirmed, expired (410), invalid (422) and anything else', () => {
    expect(confirmOutcome(200, { status: 'confirmed' })).toBe('confirmed');
    expect(confirmOutcome(200, { status: 'already-confirmed' })).toBe('already-confirmed');
    expect(confirmOutcome(409, { error: 'sign-up-withdrawn' })).toBe('withdrawn');
    expect(confirmOutcome(409, {})).toBe('failed');
    expect(confirmOutcome(410, {})).toBe('expired');
    expect(confirmOutcome(422, {})).toBe('invalid');
    expect(confirmOutcome(429, {})).toBe('failed');
    expect(confirmOutcome(503, null)).toBe('failed');
  });

  it('sends the token and survives a network failure', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ status: 'confirmed' }), { status: 200 }));
    expect(await confirmNewsletter('abc.def', fetchImpl)).toBe('confirmed');
    expect(JSON.parse(String((fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({ token: 'abc.def' });
    expect(await confirmNewsletter('abc.def', async () => Promise.reject(new Error('offline')))).toBe('failed');
  });
});
