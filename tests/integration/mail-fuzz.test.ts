/**
 * Fuzzing the mail function (fast-check) against the real local services (dynalite, aws-ses-v2-local):
 * whatever arrives under /mail/ — any body, content type, method or path — the answer is never a 5xx,
 * a refusal is JSON with `error` and `message`, and a 200 from POST /mail/send put exactly one mail
 * into SES local (and every other answer none).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TYPES, FIELD_ERROR_CODES, LANGUAGES, NEWSLETTER_CLIENT_TYPES, SUPPORT_SUBJECTS_BY_CLIENT } from '@pv/shared';
import { CONTACT_TOPICS, COUNTRIES } from '@pv/shared/forms/choices';
import { hasFormatCharacter } from '@pv/shared/forms/format-characters';
import { altchaChallenge } from '@pv/functions/bot-check/index';
import { createMailHandler, type MailDependencies } from '@pv/functions/mail/handler';
import { routeRequest } from '@pv/functions/mail-routes';
import type { HttpEvent, HttpResult } from '@pv/functions/http';
import { FORMAT_SAMPLES } from '../support/format-samples';
import { mailEvent, startFunctionsStack, type FunctionsStack } from '../support/functions-stack';

let stack: FunctionsStack;
/** the send path with the bot check replaced (see below) */
let openDeps: MailDependencies;
let open: ReturnType<typeof createMailHandler>;
/** the real bot check (ALTCHA, as configured by the stack) */
let guarded: ReturnType<typeof createMailHandler>;
/** a real, correctly signed ALTCHA challenge: random solutions to it get past the signature check */
let signedChallenge: Awaited<ReturnType<typeof altchaChallenge>>;

beforeAll(async () => {
  stack = await startFunctionsStack();
  // the fuzz sends hundreds of requests from a handful of addresses: the rate limit must not answer first
  const config = { ...stack.config, rateLimit: { requests: 1e9, windowSeconds: 600 } };
  // The bot check is replaced by one that accepts everything, so that random near-valid forms get
  // past it to rendering, DynamoDB and SES — a real proof of work per run would make the fuzz slow and
  // leave almost every run at the 403. The real bot check is tested in mail.test.ts (forged, missing,
  // reused and unworked proofs) and fuzzed by the last property below, which uses it.
  openDeps = stack.dependencies({ config, botCheck: { verify: async () => {} } });
  open = createMailHandler(openDeps);
  guarded = createMailHandler(stack.dependencies({ config }));
  signedChallenge = await altchaChallenge({ hmacKey: stack.config.botCheck.altchaHmacKey, maxCounter: stack.config.botCheck.altchaMaxCounter });
  await stack.clearMails();
});
afterAll(() => stack?.stop());

// ---- values --------------------------------------------------------------------------------------

/**
 * Characters that have broken mail, HTML, CSV or JSON handling somewhere. Half an emoji ('\ud83d')
 * once passed the schemas and made the SES client throw (and garble its next request).
 */
const nasty = fc.oneof(
  fc.constantFrom('\ud83d', '\ude00', '\r\n', '\n', '\r', '\u0000', '\u2028', '\u2029', '\t', '\u007f', '\u001b', '\u0085', '\ufeff', '\uffff', '<script>', '"', "'", '&', '=cmd|', '\\', '%0d%0a'),
  // invisible format characters (a joiner in an emoji too), which no header may carry
  fc.constantFrom(...FORMAT_SAMPLES.map(([, char]) => char), '👨\u200d👩\u200d👧'),
);
/** any text: printable graphemes, ASCII, arbitrary code points, nasty characters in the middle, very long */
const text = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.tuple(fc.string({ unit: 'grapheme', maxLength: 20 }), nasty, fc.string({ unit: 'grapheme', maxLength: 20 })).map(([before, char, after]) => before + char + after),
  fc.integer({ min: 90, max: 9_000 }).map((length) => 'x'.repeat(length)),
);
const wrongType = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 1 }));
/** what a broken field holds: text of any kind, another type, or nothing (undefined drops the key) */
const broken = fc.oneof(text, wrongType, fc.constant(undefined));

const graphemes = (minLength: number, maxLength: number) => fc.string({ unit: 'grapheme', minLength, maxLength });
/** a value as generated, or with a nasty character in the middle */
const spiked = (value: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 2, arbitrary: value }, { weight: 1, arbitrary: fc.tuple(value, nasty, value).map(([before, char, after]) => before + char + after) });
const name = spiked(fc.oneof(fc.constantFrom('Anna', 'Zoë', 'O’Brien-Łukasz', '山田'), graphemes(1, 45)));
const email = fc.oneof(fc.constantFrom('anna.berger@example.org', 'x+y@sub.example.at'), fc.emailAddress());
const phone = fc.oneof(fc.constant(''), fc.stringMatching(/^\+?[0-9 ()/.-]{4,25}$/));
const message = spiked(
  fc.oneof(
    graphemes(1, 400),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 200 }),
    fc.array(graphemes(0, 80), { minLength: 1, maxLength: 8 }).map((lines) => lines.join('\r\n')),
    fc.integer({ min: 1, max: 2_400 }).map((length) => 'Ä'.repeat(length)),
  ),
);
const language = fc.constantFrom(...LANGUAGES);
const botCheck = fc.string({ minLength: 1, maxLength: 40 });

const contactForm = fc.record({
  form: fc.constant('contact'),
  language,
  topic: fc.constantFrom(...CONTACT_TOPICS),
  country: fc.constantFrom('', ...COUNTRIES),
  firstname: name,
  lastname: name,
  email,
  phone,
  subject: spiked(fc.oneof(fc.constant('Frage zum AC ELWA 2'), graphemes(1, 95))),
  message,
  privacy: fc.constant(true),
  botCheck,
});
const supportForm = fc.constantFrom(...CLIENT_TYPES).chain((clientType) =>
  fc.record({
    form: fc.constant('support'),
    language,
    clientType: fc.constant(clientType),
    subject: fc.constantFrom(...SUPPORT_SUBJECTS_BY_CLIENT[clientType]),
    firstname: name,
    lastname: name,
    email,
    phone,
    vatNumber: fc.oneof(fc.constantFrom('', 'ATU 1234 5678', 'DE123456789'), fc.stringMatching(/^[A-Z]{2}[0-9]{8,12}$/)),
    serialNumber: fc.oneof(fc.constant(''), fc.stringMatching(/^[A-Z0-9][A-Z0-9 /-]{2,30}$/)),
    product: fc.constantFrom('', 'AC-THOR', 'AC ELWA 2', 'Power Meter'),
    firmwareVersion: fc.oneof(fc.constant(''), fc.stringMatching(/^[a-z][0-9]{7}$/)),
    installationDate: fc.oneof(fc.constant(''), fc.date({ min: new Date('2013-01-01T00:00:00Z'), max: new Date('2026-01-01T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10))),
    country: fc.constantFrom(...COUNTRIES),
    postcode: fc.oneof(fc.constant(''), fc.stringMatching(/^[0-9]{4,5}$/)),
    message,
    privacy: fc.constant(true),
    botCheck,
  }),
);
const newsletterForm = fc.record({ form: fc.constant('newsletter'), language, email, clientType: fc.constantFrom(...NEWSLETTER_CLIENT_TYPES), consent: fc.constant(true), botCheck });

/** A plausible form with up to three fields broken (or added: unknown keys, `__proto__` included). */
const nearValidForm = fc
  .tuple(
    fc.oneof(contactForm, supportForm, newsletterForm),
    fc.array(fc.tuple(fc.oneof(fc.constantFrom('form', 'language', 'firstname', 'lastname', 'email', 'phone', 'subject', 'message', 'privacy', 'consent', 'clientType', 'vatNumber', 'serialNumber', 'topic', 'country', 'product', 'firmwareVersion', 'installationDate', 'postcode', 'botCheck'), fc.constantFrom('__proto__', 'constructor', 'extra'), fc.string()), broken), { maxLength: 3 }),
  )
  .map(([form, changes]) => {
    const result: Record<string, unknown> = { ...form };
    // defineProperty: `__proto__` becomes a key of the JSON, as a client could send it
    for (const [key, value] of changes) Object.defineProperty(result, key, { value, enumerable: true, writable: true, configurable: true });
    return result;
  });

/** What a POST body can be: a near-valid form most of the time, else anything. */
const body = fc.oneof(
  { weight: 10, arbitrary: nearValidForm },
  { weight: 1, arbitrary: fc.json() },
  { weight: 1, arbitrary: fc.string({ unit: 'binary' }) },
  { weight: 1, arbitrary: fc.anything() },
  { weight: 1, arbitrary: fc.array(nearValidForm, { maxLength: 2 }) },
  { weight: 1, arbitrary: nearValidForm.map((form) => JSON.stringify(form).slice(0, -1)) },
  { weight: 1, arbitrary: fc.integer({ min: 32 * 1024 - 64, max: 40_000 }).map((length) => JSON.stringify({ form: 'contact', message: 'x'.repeat(length) })) },
);
const contentType = fc.oneof(
  { weight: 10, arbitrary: fc.constant('application/json') },
  { weight: 3, arbitrary: fc.constantFrom('application/json; charset=utf-8', 'APPLICATION/JSON', 'text/plain', '', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp', 'application/json-patch+json') },
  { weight: 1, arbitrary: fc.string() },
);
const method = fc.oneof({ weight: 10, arbitrary: fc.constant('POST') }, { weight: 3, arbitrary: fc.constantFrom('GET', 'PUT', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'post', 'Post') }, { weight: 1, arbitrary: fc.string() });
const path = fc.oneof(
  { weight: 10, arbitrary: fc.constant('/mail/send') },
  { weight: 3, arbitrary: fc.constantFrom('/mail/send/', '/mail/send//', '/mail/newsletter/confirm', '/mail/challenge', '/mail/', '/mail/SEND', '/mail/send/x', '/mail/__proto__', '/mail/constructor') },
  { weight: 1, arbitrary: fc.string().map((rest) => `/mail/${rest}`) },
);

interface FuzzRequest {
  body: unknown;
  contentType: string;
  method: string;
  path: string;
  /** delivered base64-encoded, as function URLs do for some requests */
  base64: boolean;
  client: string;
}
const request: fc.Arbitrary<FuzzRequest> = fc.record({ body, contentType, method, path, base64: fc.boolean(), client: fc.ipV4() });

function eventFor({ body, contentType, method, path, base64, client }: FuzzRequest): HttpEvent {
  const event = mailEvent(body, { client, method, path, contentType });
  return base64 && typeof event.body === 'string' ? { ...event, body: Buffer.from(event.body).toString('base64'), isBase64Encoded: true } : event;
}

// ---- checks --------------------------------------------------------------------------------------

const LINE_BREAK = /[\r\n\u2028\u2029]/;
/** the tags the mail layouts and the footer (`mail/footer.ts`) write; any other tag in a sent HTML body came from a visitor */
const LAYOUT_TAGS = new Set(['html', 'head', 'meta', 'title', 'body', 'h1', 'table', 'tr', 'th', 'td', 'p', 'a', 'hr', 'br']);

/** What every answer must satisfy; returns the parsed body. */
function checkAnswer(result: HttpResult): Record<string, unknown> {
  expect(result.statusCode).toBeGreaterThanOrEqual(200);
  expect(result.statusCode).toBeLessThan(500);
  expect(result.headers?.['content-type']).toBe('application/json; charset=utf-8');
  const answer = JSON.parse(String(result.body)) as Record<string, unknown>;
  if (result.statusCode! >= 400) {
    expect(typeof answer.error).toBe('string');
    expect(typeof answer.message).toBe('string');
  }
  if (result.statusCode === 422 && answer.error === 'invalid') {
    const codes = Object.values(answer.fields as Record<string, unknown>);
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(FIELD_ERROR_CODES).toContain(code);
  }
  return answer;
}

/** The mailbox a form went to by the routing table: the team's, or the visitor's for a newsletter confirmation. */
function recipientOf(form: Record<string, unknown>): string {
  if (form.form === 'newsletter') return String(form.email).trim();
  const key = { form: form.form as 'contact' | 'support', topic: String(form.form === 'contact' ? form.topic : form.subject), country: String(form.country ?? '') };
  return routeRequest(stack.config.mail.routes, key, stack.config.mail.to[key.form]).to;
}

/**
 * After an answer to POST /mail/send: a 200 put the mail the form asks into SES local (for a contact or
 * support request also the customer's copy, when the answer says one went); anything else none.
 */
async function checkMail(result: HttpResult, answer: Record<string, unknown>, sendRoute: boolean, body: unknown): Promise<void> {
  const sent = result.statusCode === 200 && sendRoute;
  const mails = await stack.mails();
  expect(mails).toHaveLength(sent ? (answer.copy === true ? 2 : 1) : 0);
  if (!sent) return;

  const form = body as Record<string, unknown>;
  expect(answer.status).toBe(form.form === 'newsletter' ? 'confirmation-sent' : 'sent');
  expect(mails[0]!.destination.to).toEqual([recipientOf(form)]);
  if (mails[1]) expect(mails[1].destination.to).toEqual([String(form.email).trim()]);
  for (const mail of mails) {
    expect(mail.destination.bcc ?? []).toEqual([]);
    expect(mail.destination.cc ?? []).toEqual([]);
    expect(mail.subject).not.toMatch(LINE_BREAK);
    expect(hasFormatCharacter(mail.subject)).toBe(false);
    for (const address of mail.replyTo ?? []) expect(address).not.toMatch(LINE_BREAK);
    const tags = [...String(mail.body.html).matchAll(/<([a-z][a-z0-9-]*)/gi)].map((match) => match[1]!.toLowerCase());
    expect(tags.filter((tag) => !LAYOUT_TAGS.has(tag))).toEqual([]);
  }
  expect(await openDeps.submissions.get(String(answer.id))).toMatchObject({ status: 'sent', attempts: 1 });
}

const isSendRoute = (method: string, path: string) => path.replace(/\/+$/, '') === '/mail/send' && method.toUpperCase() === 'POST';
const count = (counts: Map<number, number>, status: number | undefined) => counts.set(status ?? 0, (counts.get(status ?? 0) ?? 0) + 1);

describe('mail function fuzz', () => {
  it('answers any request under /mail/ (any body, content type, method, path) without a 5xx, refusals as JSON error + message', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc
        .asyncProperty(request, async (input) => {
          const result = await open(eventFor(input));
          count(statuses, result.statusCode);
          const answer = checkAnswer(result);
          const sendRoute = isSendRoute(input.method, input.path);
          // the only other 200 a fuzzed request can get: a challenge
          if (result.statusCode === 200 && !sendRoute) expect(input.path.replace(/\/+$/, '')).toBe('/mail/challenge');
          await checkMail(result, answer, sendRoute, input.body);
        })
        .afterEach(() => stack.clearMails()),
      { numRuns: 250 },
    );
    // every kind of refusal was reached
    for (const status of [400, 404, 405, 413, 415, 422]) expect(statuses.get(status) ?? 0, `status ${status}`).toBeGreaterThan(0);
  });

  it("answers near-valid forms on POST /mail/send with 200 and the form's mail (and the customer's copy), or a 4xx and none", async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc
        .asyncProperty(nearValidForm, fc.ipV4(), async (form, client) => {
          const result = await open(mailEvent(form, { client }));
          count(statuses, result.statusCode);
          const answer = checkAnswer(result);
          await checkMail(result, answer, true, form);
        })
        .afterEach(() => stack.clearMails()),
      { numRuns: 300 },
    );
    // the fuzz must reach rendering, storage and SES, not only the refusals
    expect(statuses.get(200) ?? 0).toBeGreaterThan(40);
    expect(statuses.get(422) ?? 0).toBeGreaterThan(50);
  });

  it('with the real bot check refuses any bot-check string with 403 (or 422 when empty or too long), never a 5xx, and sends nothing', async () => {
    const validForms = [
      { form: 'contact', language: 'de', topic: 'general', firstname: 'Anna', lastname: 'Berger', email: 'anna.berger@example.org', phone: '', subject: 'Frage', message: 'Hallo', privacy: true },
      { form: 'support', language: 'en', clientType: 'installer', subject: 'commissioning', country: 'AT', firstname: 'Ben', lastname: 'Smith', email: 'ben@installer.example', message: 'Display dark.', privacy: true },
      { form: 'newsletter', language: 'fr', email: 'marie@example.fr', clientType: 'private', consent: true },
    ];
    const hex = (maxLength: number) => fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), maxLength });
    const base64Json = (value: fc.Arbitrary<unknown>) => value.map((payload) => Buffer.from(JSON.stringify(payload) ?? 'null').toString('base64'));
    const parameters = fc.record({
      algorithm: fc.constantFrom('SHA-256', 'SHA-512', 'PBKDF2/SHA-256', 'SCRYPT', 'MD5', ''),
      nonce: hex(32),
      salt: hex(32),
      cost: fc.oneof(fc.integer(), fc.constant(1e12), fc.double()),
      keyLength: fc.oneof(fc.integer(), fc.constant(1e9)),
      keyPrefix: hex(16),
      expiresAt: fc.option(fc.integer(), { nil: undefined }),
    });
    const solution = fc.record({ counter: fc.oneof(fc.nat(), fc.integer()), derivedKey: fc.oneof(hex(64), fc.string()), time: fc.option(fc.double(), { nil: undefined }) });
    const proof = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.base64String(),
      fc.constantFrom('', 'null', 'e30=', 'W10=', 'bnVsbA=='),
      fc.integer({ min: 7_990, max: 8_010 }).map((length) => 'A'.repeat(length)),
      base64Json(fc.json()),
      base64Json(fc.record({ challenge: fc.record({ parameters, signature: fc.oneof(hex(64), fc.string()) }), solution })),
      // correctly signed, so the work itself is checked
      base64Json(solution.map((random) => ({ challenge: signedChallenge, solution: random }))),
      base64Json(fc.anything()),
    );

    await fc.assert(
      fc
        .asyncProperty(fc.constantFrom(...validForms), proof, async (form, botCheck) => {
          const result = await guarded(mailEvent({ ...form, botCheck }, { client: '203.0.113.200' }));
          const answer = checkAnswer(result);
          const refusedBySchema = botCheck.length === 0 || botCheck.length > 8000;
          expect(result.statusCode).toBe(refusedBySchema ? 422 : 403);
          if (refusedBySchema) expect(answer.fields).toEqual({ botCheck: 'botCheck' });
          else expect(answer.error).toBe('bot-check-failed');
          expect(await stack.mails()).toHaveLength(0);
        })
        .afterEach(() => stack.clearMails()),
      { numRuns: 200 },
    );
  });
});
