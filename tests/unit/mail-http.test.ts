/**
 * The mail function's plumbing, each piece on its own: reading the JSON body, mapping errors to
 * answers, the CloudFront origin proof and the viewer address for the rate limit, the newsletter confirmation token, the
 * subscriber CSV export and the reCAPTCHA server check (with a fake fetch).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cloudFrontOnly, hasOriginProof, viewerAddress } from '@pv/functions/cloudfront';
import { errorResult, HttpError, readJsonBody, type HttpEvent } from '@pv/functions/http';
import { createToken, TOKEN_LIFETIME_MS, verifyToken, type SignUp } from '@pv/functions/mail/newsletter-token';
import { csvCell, subscribersCsv } from '@pv/functions/mail/subscribers-csv';
import { RECAPTCHA_VERIFY_URL, recaptchaVerifier } from '@pv/functions/bot-check/recaptcha';
import { BotCheckFailed } from '@pv/functions/bot-check/index';
import type { Subscriber } from '@pv/functions/stores/subscribers';
import { FIXTURE_ORIGIN, FIXTURE_ORIGIN_SECRET, fixtureEvent } from '../support/functions-stack';

/** a function-URL event with only what the code under test reads */
const event = ({ headers = {}, body, isBase64Encoded = false, sourceIp }: { headers?: Record<string, string>; body?: string; isBase64Encoded?: boolean; sourceIp?: string } = {}): HttpEvent =>
  ({ headers, body, isBase64Encoded, requestContext: sourceIp === undefined ? undefined : { http: { sourceIp } } }) as unknown as HttpEvent;
const jsonEvent = (body: string, contentType = 'application/json') => event({ headers: { 'content-type': contentType }, body });

/** the HttpError a call throws (fails the test when it does not throw one) */
const httpErrorOf = (call: () => unknown): HttpError => {
  try {
    call();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
};
const bodyOf = (result: { body?: string }) => JSON.parse(String(result.body)) as Record<string, unknown>;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readJsonBody', () => {
  it('parses a JSON body', () => {
    expect(readJsonBody(jsonEvent('{"form":"contact","n":[1,2]}'), 1000)).toEqual({ form: 'contact', n: [1, 2] });
  });

  it.each(['application/json; charset=utf-8', 'Application/JSON', ' application/json '])('accepts the content type %j', (contentType) => {
    expect(readJsonBody(jsonEvent('{"a":1}', contentType), 1000)).toEqual({ a: 1 });
  });

  it('finds the Content-Type header in any letter case', () => {
    expect(readJsonBody(event({ headers: { 'Content-Type': 'application/json' }, body: '[1]' }), 1000)).toEqual([1]);
  });

  it.each([undefined, '', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/jsonp', 'text/json'])('answers 415 for the content type %j', (contentType) => {
    const error = httpErrorOf(() => readJsonBody(event({ headers: contentType === undefined ? {} : { 'content-type': contentType }, body: '{}' }), 1000));
    expect(error.status).toBe(415);
    expect(error.code).toBe('unsupported-media-type');
  });

  it('answers 415 for an event without headers', () => {
    expect(httpErrorOf(() => readJsonBody({ body: '{}' } as unknown as HttpEvent, 1000)).status).toBe(415);
  });

  it('answers 413 over the limit, counting bytes, not characters', () => {
    expect(readJsonBody(jsonEvent(`"${'x'.repeat(8)}"`), 10)).toBe('xxxxxxxx');
    const error = httpErrorOf(() => readJsonBody(jsonEvent(`"${'x'.repeat(9)}"`), 10));
    expect(error.status).toBe(413);
    expect(error.code).toBe('too-large');
    // 5 characters, 10 bytes in UTF-8 (+2 quotes)
    expect(httpErrorOf(() => readJsonBody(jsonEvent('"äääää"'), 11)).status).toBe(413);
    expect(readJsonBody(jsonEvent('"äääää"'), 12)).toBe('äääää');
  });

  it.each(['{"form": ', '', 'undefined', "{'a':1}", '{"a":1}}', 'NaN'])('answers 400 for the malformed body %j', (body) => {
    const error = httpErrorOf(() => readJsonBody(jsonEvent(body), 1000));
    expect(error.status).toBe(400);
    expect(error.code).toBe('malformed-json');
  });

  it('answers 400 for a missing body', () => {
    expect(httpErrorOf(() => readJsonBody(event({ headers: { 'content-type': 'application/json' } }), 1000)).status).toBe(400);
  });

  it('decodes a base64-encoded body, and applies the limit to the decoded text', () => {
    const text = JSON.stringify({ message: 'Grüße aus Wien' });
    const encoded = event({ headers: { 'content-type': 'application/json' }, body: Buffer.from(text).toString('base64'), isBase64Encoded: true });
    expect(readJsonBody(encoded, 1000)).toEqual({ message: 'Grüße aus Wien' });
    const size = Buffer.byteLength(text);
    expect(readJsonBody(encoded, size)).toEqual({ message: 'Grüße aus Wien' });
    expect(httpErrorOf(() => readJsonBody(encoded, size - 1)).status).toBe(413);
  });
});

describe('errorResult', () => {
  it('answers an HttpError with its status, code, message, details and headers, never cached', () => {
    const result = errorResult(new HttpError(429, 'rate-limited', 'Too many requests.', { id: 'abc' }, { 'retry-after': '60' }));
    expect(result.statusCode).toBe(429);
    expect(result.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '60' });
    expect(bodyOf(result)).toEqual({ error: 'rate-limited', message: 'Too many requests.', id: 'abc' });
  });

  it('answers a BotCheckFailed as 403 bot-check-failed', () => {
    const result = errorResult(new BotCheckFailed('the score is too low'));
    expect(result.statusCode).toBe(403);
    expect(bodyOf(result)).toMatchObject({ error: 'bot-check-failed' });
    expect(String(bodyOf(result).message)).toContain('the score is too low');
  });

  it('answers anything else with 500 and a generic message, without stack or internal text', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const internal = new Error('connect ECONNREFUSED 10.0.3.7:8000 table pv-form-submissions');
    const result = errorResult(internal);
    expect(result.statusCode).toBe(500);
    expect(result.headers?.['content-type']).toBe('application/json; charset=utf-8');
    const body = bodyOf(result);
    expect(Object.keys(body).sort()).toEqual(['error', 'message']);
    expect(body.error).toBe('internal');
    expect(String(result.body)).not.toMatch(/ECONNREFUSED|10\.0\.3\.7|pv-form-submissions|at |stack|\.ts/);
    // the details go to the log instead
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]![0])).toContain('ECONNREFUSED');
  });

  it('answers a thrown non-Error with 500 as well', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const thrown of ['secret string', undefined, { password: 'hunter2' }]) {
      const result = errorResult(thrown);
      expect(result.statusCode).toBe(500);
      expect(String(result.body)).not.toMatch(/secret|hunter2/);
    }
  });
});

describe('viewerAddress', () => {
  it('is the address CloudFront names, without its port; X-Forwarded-For and the source IP never count', () => {
    const forwarded = fixtureEvent('mail-send');
    expect(viewerAddress(forwarded)).toBe('198.51.100.23');
    expect(viewerAddress({ ...forwarded, headers: { ...forwarded.headers, 'x-forwarded-for': '203.0.113.9, 130.176.98.140' } })).toBe('198.51.100.23');
  });

  it.each([
    ['CloudFront’s IPv6 form', '2001:db8::17:61023', '2001:db8::17'],
    ['a bracketed IPv6 form', '[2001:db8::1]:443', '2001:db8::1'],
    ['an IPv4 visitor of a dual-stack socket', '::ffff:127.0.0.2:50123', '127.0.0.2'],
    ['IPv6 loopback', '::1:50123', '::1'],
  ])('reads %s', (_name, value, address) => {
    expect(viewerAddress(event({ headers: { 'cloudfront-viewer-address': value } }))).toBe(address);
  });

  it('finds the header in any letter case', () => {
    expect(viewerAddress(event({ headers: { 'CloudFront-Viewer-Address': '198.51.100.23:443' } }))).toBe('198.51.100.23');
  });

  it.each([undefined, '', 'unknown', '999.1.1.1:80', '198.51.100.23:80, 203.0.113.9:80', '<script>:1'])('is null for the header %j, whatever X-Forwarded-For and the source IP say', (value) => {
    const headers: Record<string, string> = { 'x-forwarded-for': '203.0.113.9' };
    if (value !== undefined) headers['cloudfront-viewer-address'] = value;
    expect(viewerAddress(event({ headers, sourceIp: '130.176.98.140' }))).toBeNull();
  });
});

describe('the CloudFront origin proof', () => {
  const reached: HttpEvent[] = [];
  const fn = cloudFrontOnly(FIXTURE_ORIGIN.accepted, async (request) => (reached.push(request), { statusCode: 204 }));
  const withSecret = (secret: string | undefined) => {
    const forwarded = fixtureEvent('mail-send');
    const headers: Record<string, string | undefined> = { ...forwarded.headers };
    delete headers['x-origin-verify'];
    if (secret !== undefined) headers['X-Origin-Verify'] = secret;
    return { ...forwarded, headers };
  };
  afterEach(() => {
    reached.length = 0;
  });

  it('lets a request CloudFront forwarded (the committed fixtures) reach the function', async () => {
    for (const name of ['mail-send', 'mail-send-base64', 'pdf-manual']) expect((await fn(fixtureEvent(name))).statusCode, name).toBe(204);
    expect(hasOriginProof(withSecret(FIXTURE_ORIGIN_SECRET), FIXTURE_ORIGIN.accepted)).toBe(true);
  });

  it('answers a request sent straight to the function URL 403 with a message, whatever viewer it claims, before the function runs', async () => {
    const direct = fixtureEvent('mail-send-direct');
    expect(direct.headers['cloudfront-viewer-address']).toBe('192.0.2.77:443');
    const result = await fn(direct);
    expect(result.statusCode).toBe(403);
    expect(result.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    expect(bodyOf(result)).toEqual({ error: 'forbidden', message: expect.stringContaining('only requests forwarded by the site') });
    expect(reached).toEqual([]);
  });

  it.each([
    ['no secret', undefined],
    ['an empty one', ''],
    ['another one', 'guessed-origin-secret'],
    ['a prefix of it', FIXTURE_ORIGIN_SECRET.slice(0, -1)],
    ['it with more', `${FIXTURE_ORIGIN_SECRET}x`],
    ['it in other letter case', FIXTURE_ORIGIN_SECRET.toUpperCase()],
    ['it padded', ` ${FIXTURE_ORIGIN_SECRET} `],
  ])('refuses %s', async (_name, secret) => {
    expect((await fn(withSecret(secret))).statusCode).toBe(403);
    expect(reached).toEqual([]);
  });

  it('accepts the previous secret while it is rotated, and never an empty configured one', () => {
    expect(hasOriginProof(withSecret('old-secret'), ['new-secret', 'old-secret'])).toBe(true);
    expect(hasOriginProof(withSecret('new-secret'), ['new-secret', 'old-secret'])).toBe(true);
    expect(hasOriginProof(withSecret('old-secret'), ['new-secret'])).toBe(false);
    expect(hasOriginProof(withSecret(''), ['', 'new-secret'])).toBe(false);
    expect(hasOriginProof(withSecret('anything'), [])).toBe(false);
  });
});

describe('newsletter confirmation token', () => {
  const secret = 'test-newsletter-secret';
  const signUp: SignUp = { email: 'marie@example.fr', clientType: 'installer', language: 'fr', at: Date.parse('2026-11-22T09:00:00Z') };

  it('carries the sign-up through a round trip', () => {
    const token = createToken(signUp, secret);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(verifyToken(token, secret, signUp.at + 1000)).toEqual({ valid: true, signUp });
  });

  it('is invalid when the payload was changed', () => {
    const [payload, signature] = createToken(signUp, secret).split('.');
    const changed = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), email: 'mallory@example.org' })).toString('base64url');
    expect(verifyToken(`${changed}.${signature}`, secret, signUp.at)).toEqual({ valid: false, reason: 'invalid' });
    // one flipped character in the signature
    const flipped = signature!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect(verifyToken(`${payload}.${flipped}`, secret, signUp.at)).toEqual({ valid: false, reason: 'invalid' });
  });

  it('is invalid under another secret', () => {
    expect(verifyToken(createToken(signUp, 'another-secret'), secret, signUp.at)).toEqual({ valid: false, reason: 'invalid' });
  });

  it.each(['', '.', 'abc', 'abc.', '.abc', 'a.b.c', 'not a token at all', '%%%.###'])('is invalid for the garbage %j', (garbage) => {
    expect(verifyToken(garbage, secret, signUp.at)).toEqual({ valid: false, reason: 'invalid' });
  });

  it('is invalid when a correctly signed payload is not a sign-up', () => {
    const planner = createToken({ ...signUp, clientType: 'planner' } as unknown as SignUp, secret);
    expect(verifyToken(planner, secret, signUp.at)).toEqual({ valid: false, reason: 'invalid' });
  });

  it('expires TOKEN_LIFETIME_MS (7 days) after the sign-up', () => {
    expect(TOKEN_LIFETIME_MS).toBe(7 * 24 * 60 * 60 * 1000);
    const token = createToken(signUp, secret);
    expect(verifyToken(token, secret, signUp.at + TOKEN_LIFETIME_MS).valid).toBe(true);
    expect(verifyToken(token, secret, signUp.at + TOKEN_LIFETIME_MS + 1)).toEqual({ valid: false, reason: 'expired' });
  });
});

describe('subscriber CSV', () => {
  it.each([
    ['plain', 'marie@example.fr', 'marie@example.fr'],
    ['comma', 'Berger, Anna', '"Berger, Anna"'],
    ['quotes', 'say "hi"', '"say ""hi"""'],
    ['LF', 'a\nb', '"a\nb"'],
    ['CR LF', 'a\r\nb', '"a\r\nb"'],
    ['=', '=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+', '+1+1', "'+1+1"],
    ['-', '-2+3', "'-2+3"],
    ['@', '@SUM(A1)', "'@SUM(A1)"],
    ['tab', '\t=1', "'\t=1"],
    ['= inside', 'a=b', 'a=b'],
    ['empty', '', ''],
  ])('quotes a cell with %s as a spreadsheet needs it', (_name, value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  async function* from(items: Subscriber[]) {
    yield* items;
  }
  const subscriber = (email: string, confirmedAt: string): Subscriber => ({ email, clientType: 'private', language: 'de', consentAt: '2026-01-01T00:00:00.000Z', confirmedAt });

  /** links that name their subscriber, so the test sees each row got its own */
  const links = ({ email, language }: Subscriber) => ({ page: `https://s.example/${language}/u/?t=${email}`, oneClick: `https://s.example/mail/u?t=${email}` });

  it('writes a header and one CRLF line per subscriber, oldest confirmation first, then by address, each with their unsubscribe links', async () => {
    const csv = await subscribersCsv(
      from([
        subscriber('c@example.org', '2026-03-01T00:00:00.000Z'),
        subscriber('b@example.org', '2026-01-15T00:00:00.000Z'),
        subscriber('a@example.org', '2026-03-01T00:00:00.000Z'),
        { ...subscriber('=cmd@example.org', '2026-02-01T00:00:00.000Z'), clientType: 'installer', language: 'nl' },
      ]),
      links,
    );
    expect(csv).toBe(
      [
        'email,clientType,language,consentAt,confirmedAt,unsubscribeUrl,listUnsubscribeUrl',
        'b@example.org,private,de,2026-01-01T00:00:00.000Z,2026-01-15T00:00:00.000Z,https://s.example/de/u/?t=b@example.org,https://s.example/mail/u?t=b@example.org',
        "'=cmd@example.org,installer,nl,2026-01-01T00:00:00.000Z,2026-02-01T00:00:00.000Z,https://s.example/nl/u/?t==cmd@example.org,https://s.example/mail/u?t==cmd@example.org",
        'a@example.org,private,de,2026-01-01T00:00:00.000Z,2026-03-01T00:00:00.000Z,https://s.example/de/u/?t=a@example.org,https://s.example/mail/u?t=a@example.org',
        'c@example.org,private,de,2026-01-01T00:00:00.000Z,2026-03-01T00:00:00.000Z,https://s.example/de/u/?t=c@example.org,https://s.example/mail/u?t=c@example.org',
        '',
      ].join('\r\n'),
    );
  });

  it('writes only the header without subscribers', async () => {
    expect(await subscribersCsv(from([]), links)).toBe('email,clientType,language,consentAt,confirmedAt,unsubscribeUrl,listUnsubscribeUrl\r\n');
  });
});

describe('reCAPTCHA verifier', () => {
  const context = { action: 'contact', clientAddress: '198.51.100.23' };
  const answering = (answer: unknown) => vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }));
  const verifierWith = (fetch: ReturnType<typeof answering>, minScore = 0.5) => recaptchaVerifier({ secret: 'server-secret', minScore, fetch: fetch as unknown as typeof globalThis.fetch });
  const failureOf = async (promise: Promise<void>): Promise<HttpError> => {
    const error: unknown = await promise.then(
      () => new Error('expected a rejection'),
      (reason: unknown) => reason,
    );
    if (error instanceof HttpError) return error;
    throw error;
  };

  it('passes a successful answer for the same action with a score at or above the minimum', async () => {
    await expect(verifierWith(answering({ success: true, score: 0.9, action: 'contact' })).verify('token', context)).resolves.toBeUndefined();
    await expect(verifierWith(answering({ success: true, score: 0.5, action: 'contact' })).verify('token', context)).resolves.toBeUndefined();
  });

  it('posts the secret, the token and the client address form-encoded to the verify URL', async () => {
    const fetch = answering({ success: true, score: 0.9, action: 'contact' });
    await verifierWith(fetch).verify('tok+en/=&x', context);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe(RECAPTCHA_VERIFY_URL);
    expect(RECAPTCHA_VERIFY_URL).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/x-www-form-urlencoded');
    const sent = new URLSearchParams(String(init?.body));
    expect(Object.fromEntries(sent)).toEqual({ secret: 'server-secret', response: 'tok+en/=&x', remoteip: '198.51.100.23' });
    expect(String(init?.body)).toContain('response=tok%2Ben%2F%3D%26x');
  });

  it('leaves the client address out when CloudFront named none', async () => {
    const fetch = answering({ success: true, score: 0.9, action: 'contact' });
    await verifierWith(fetch).verify('token', { action: 'contact', clientAddress: null });
    expect(Object.fromEntries(new URLSearchParams(String(fetch.mock.calls[0]![1]?.body)))).toEqual({ secret: 'server-secret', response: 'token' });
  });

  it('refuses an unsuccessful answer with 403 bot-check-failed, naming Google’s error codes', async () => {
    const error = await failureOf(verifierWith(answering({ success: false, 'error-codes': ['timeout-or-duplicate'] })).verify('token', context));
    expect(error).toBeInstanceOf(BotCheckFailed);
    expect(error.status).toBe(403);
    expect(error.code).toBe('bot-check-failed');
    expect(error.message).toContain('timeout-or-duplicate');
  });

  it('refuses a score below the minimum, and a missing score, with 403', async () => {
    for (const answer of [
      { success: true, score: 0.49, action: 'contact' },
      { success: true, action: 'contact' },
    ]) {
      const error = await failureOf(verifierWith(answering(answer)).verify('token', context));
      expect(error.status).toBe(403);
      expect(error.code).toBe('bot-check-failed');
    }
  });

  it('refuses a token of another action (form) with 403, whatever the score', async () => {
    for (const action of ['newsletter', undefined]) {
      const error = await failureOf(verifierWith(answering({ success: true, score: 1, action })).verify('token', context));
      expect(error.status).toBe(403);
      expect(error.code).toBe('bot-check-failed');
    }
  });

  it('answers 503 bot-check-unavailable with Retry-After when Google cannot be reached or answers nonsense', async () => {
    const unreachable = vi.fn(async () => Promise.reject(new TypeError('fetch failed')));
    const html = vi.fn(async () => new Response('<html>502 Bad Gateway</html>', { status: 502 }));
    const wrongShape = answering({ ok: true });
    for (const fetch of [unreachable, html, wrongShape]) {
      const error = await failureOf(recaptchaVerifier({ secret: 'server-secret', minScore: 0.5, fetch: fetch as unknown as typeof globalThis.fetch }).verify('token', context));
      expect(error).not.toBeInstanceOf(BotCheckFailed);
      expect(error.status).toBe(503);
      expect(error.code).toBe('bot-check-unavailable');
      expect(error.headers['retry-after']).toBe('30');
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });
});
