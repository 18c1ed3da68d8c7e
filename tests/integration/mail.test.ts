/**
 * The mail function against the real local services: dynalite for submissions, guards and
 * subscribers, aws-ses-v2-local for mail (read back from its /store). Events are the committed
 * function-URL fixtures with the test's body.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { altchaChallenge } from '@pv/functions/bot-check/index';
import { createMailHandler, mailFunction, type MailDependencies } from '@pv/functions/mail/handler';
import { retryQueued } from '@pv/functions/mail/delivery';
import { sesMailer, type Mailer } from '@pv/functions/mail/mailer';
import { subscribersCsv } from '@pv/functions/mail/subscribers-csv';
import { unsubscribeLinks } from '@pv/functions/mail/unsubscribe-links';
import { sesClient } from '@pv/functions/aws';
import type { HttpResult } from '@pv/functions/http';
import { solveAltchaChallenge } from '@/features/forms/bot-check/altcha';
import { HEADER_HOSTILE_INSERTS, sampleContact, sampleSupport } from '../support/form-samples';
import { FORMAT_SAMPLES } from '../support/format-samples';
import { FIXTURE_ORIGIN, FIXTURE_ORIGIN_SECRET, fixtureEvent, mailEvent, startFunctionsStack, type FunctionsStack, type StoredMail } from '../support/functions-stack';

let stack: FunctionsStack;
let deps: MailDependencies;
let handle: ReturnType<typeof createMailHandler>;
let clientCounter = 0;
/** every test its own client address, so the rate limit counts per test */
const nextClient = () => `203.0.113.${++clientCounter}`;

const proof = async () => solveAltchaChallenge(await altchaChallenge({ hmacKey: stack.config.botCheck.altchaHmacKey, maxCounter: stack.config.botCheck.altchaMaxCounter }));
const body = (result: HttpResult) => JSON.parse(String(result.body)) as Record<string, unknown> & { fields?: Record<string, string> };

const contact = async (overrides: Record<string, unknown> = {}) => ({ form: 'contact', language: 'de', ...sampleContact, botCheck: await proof(), ...overrides });

const support = async (overrides: Record<string, unknown> = {}) => ({ form: 'support', language: 'en', ...sampleSupport, botCheck: await proof(), ...overrides });

/** the mails to a team mailbox (the others are customers' copies) */
const teamMails = async () => (await stack.mails()).filter((mail) => mail.destination.to.every((address) => address.endsWith('@sonnwaerme.example')));
const CASE_NUMBER = /^SW-\d{4}-\d{6}$/;

beforeAll(async () => {
  stack = await startFunctionsStack();
  deps = stack.dependencies();
  handle = createMailHandler(deps);
});
afterAll(() => stack.stop());
beforeEach(() => stack.clearMails());

describe('POST /mail/send: contact', () => {
  it('delivers the mail to the contact team with Reply-To the visitor and the values escaped', async () => {
    const result = await handle(mailEvent(await contact({ message: 'Hallo <script>alert("x")</script> & Grüße\nZeile 2' }), { client: nextClient() }));
    expect(result.statusCode).toBe(200);
    expect(body(result)).toMatchObject({ status: 'sent', copy: true });
    const caseNumber = String(body(result).caseNumber);
    expect(caseNumber).toMatch(CASE_NUMBER);
    const [mail, ...others] = await teamMails();
    expect(others).toHaveLength(0);
    expect(mail!.destination.to).toEqual([stack.config.mail.to.contact]);
    expect(mail!.replyTo).toEqual(['anna.berger@example.org']);
    expect(mail!.subject).toBe(`Kontakt · Allgemeine Anfrage · AT · ${caseNumber} · Frage zum AC ELWA 2`);
    expect(mail!.body.text).toContain('Nachricht:\nHallo <script>alert("x")</script> & Grüße\nZeile 2');
    expect(mail!.body.html).toContain('Hallo &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Grüße');
    expect(mail!.body.html).not.toContain('<script>');
    // every mail names the company and links its imprint
    expect(mail!.body.text).toContain('Sonnwärme GmbH · Solarweg 12, 4400 Steyr, Österreich\nImpressum: https://www.sonnwaerme.example/de/impressum/');
    expect(mail!.body.html).toContain('href="https://www.sonnwaerme.example/de/impressum/"');
    expect(mail!.headers ?? []).toEqual([]);
    // stored, and marked sent
    const stored = await deps.submissions.get(String(body(result).id));
    expect(stored).toMatchObject({ status: 'sent', form: 'contact', attempts: 1, caseNumber });
  });

  it("sends the customer a copy in the page's language, answered to the team, and numbers the cases in order", async () => {
    const first = body(await handle(mailEvent(await contact({ language: 'fr', email: 'claire@example.fr' }), { client: nextClient() })));
    const second = body(await handle(mailEvent(await contact({ language: 'fr', email: 'claire@example.fr' }), { client: nextClient() })));
    const [year, firstNumber] = String(first.caseNumber).split('-').slice(1);
    expect(second.caseNumber).toBe(`SW-${year}-${String(Number(firstNumber) + 1).padStart(6, '0')}`);
    const copies = (await stack.mails()).filter((mail) => mail.destination.to.includes('claire@example.fr'));
    expect(copies.map((mail) => mail.subject)).toEqual([`Votre message à Sonnwärme – dossier ${first.caseNumber}`, `Votre message à Sonnwärme – dossier ${second.caseNumber}`]);
    expect(copies[0]!.replyTo).toEqual([stack.config.mail.to.contact]);
    expect(copies[0]!.body.text).toContain(`sous le numéro de dossier ${String(first.caseNumber)}.`);
    expect(copies[0]!.body.html).toContain('<html lang="fr">');
  });

  it('sends an address at most three copies an hour; the team is told when one was left out', async () => {
    const email = `copies.${Date.now()}@example.org`;
    const answers: Record<string, unknown>[] = [];
    for (let i = 0; i < 4; i++) answers.push(body(await handle(mailEvent(await contact({ email }), { client: nextClient() }))));
    expect(answers.map((answer) => answer.copy)).toEqual([true, true, true, false]);
    expect((await stack.mails()).filter((mail) => mail.destination.to.includes(email))).toHaveLength(3);
    const last = (await teamMails()).find((mail) => mail.subject.includes(String(answers[3]!.caseNumber)));
    expect(last!.body.text).toContain('Kopie an Kunden: nicht gesendet');
  });

  it('gives concurrent requests distinct case numbers', async () => {
    const numbers = await Promise.all(Array.from({ length: 12 }, () => deps.caseNumbers.next(new Date())));
    expect(new Set(numbers).size).toBe(12);
    for (const number of numbers) expect(number).toMatch(CASE_NUMBER);
  });

  it('reads a base64-encoded body (as function URLs deliver some requests)', async () => {
    const event = fixtureEvent('mail-send-base64');
    const decoded = JSON.parse(Buffer.from(String(event.body), 'base64').toString('utf8')) as Record<string, unknown>;
    event.body = Buffer.from(JSON.stringify({ ...decoded, botCheck: await proof() })).toString('base64');
    const result = await handle(event);
    expect(result.statusCode).toBe(200);
    expect(body(result).status).toBe('confirmation-sent');
  });

  it('refuses a line break in a header-bound field and sends nothing', async () => {
    const result = await handle(mailEvent(await contact({ subject: 'Hallo\r\nBcc: victim@example.com' }), { client: nextClient() }));
    expect(result.statusCode).toBe(422);
    expect(body(result).fields).toEqual({ subject: 'singleLine' });
    expect(await stack.mails()).toHaveLength(0);
  });

  it.each(HEADER_HOSTILE_INSERTS)('answers 422 naming each one-line field that holds %s, and sends nothing', async (_name, insert, code) => {
    // the fields are checked before the bot check: no proof needed to be refused
    const hostile = { form: 'support', language: 'de', ...sampleSupport, botCheck: 'unchecked', firstname: `Be${insert}n`, lastname: `Sm${insert}ith`, email: `ben${insert}@installer.example`, vatNumber: `ATU${insert}12345678`, serialNumber: `ACT${insert}2026` };
    const result = await handle(mailEvent(hostile, { client: nextClient() }));
    expect(result.statusCode).toBe(422);
    expect(body(result)).toMatchObject({ error: 'invalid', fields: { firstname: code, lastname: code, email: code, vatNumber: code, serialNumber: code } });
    const subject = await handle(mailEvent({ ...(await contact()), subject: `Rückfrage${insert}Rechnung` }, { client: nextClient() }));
    expect(body(subject).fields).toEqual({ subject: code });
    expect(await stack.mails()).toHaveLength(0);
  });

  it.each(FORMAT_SAMPLES)('answers 422 naming each name and the subject when they hold %s, with a message that names them, and sends nothing', async (_name, char) => {
    const result = await handle(mailEvent({ ...(await contact()), firstname: `An${char}na`, lastname: `Ber${char}ger`, subject: `Rückfrage${char}Rechnung` }, { client: nextClient() }));
    expect(result.statusCode).toBe(422);
    expect(body(result)).toEqual({ error: 'invalid', message: 'Please correct these fields: firstname (plainText), lastname (plainText), subject (plainText).', fields: { firstname: 'plainText', lastname: 'plainText', subject: 'plainText' } });
    expect(await stack.mails()).toHaveLength(0);
  });

  it('sends the message without its format characters, its letters and emoji (joined ones too) as written', async () => {
    const written = 'ß Ä Ç œ « » € 😊 👨\u200d👩\u200d👧 🏳\ufe0f\u200d🌈';
    const hidden = [...'Bcc me'].map((char) => String.fromCodePoint(0xe0000 + char.charCodeAt(0))).join('');
    const result = await handle(mailEvent(await contact({ subject: 'ß Ä Ç œ « » € 😊', message: `${written}\u00ad\u202e${hidden}\u200b` }), { client: nextClient() }));
    expect(result.statusCode).toBe(200);
    const [mail] = await teamMails();
    expect(mail!.subject).toBe(`Kontakt · Allgemeine Anfrage · AT · ${String(body(result).caseNumber)} · ß Ä Ç œ « » € 😊`);
    expect(mail!.body.text).toContain(`Nachricht: ${written}\n`);
    expect(mail!.body.html).toContain(`${written}</td>`);
  });

  it('sends the message with LF line endings only: no bare CR reaches the text body', async () => {
    const result = await handle(mailEvent(await contact({ message: 'Zeile 1\rBcc: victim@example.com\r\nZeile 3\u0085Zeile 4' }), { client: nextClient() }));
    expect(result.statusCode).toBe(200);
    const [mail] = await teamMails();
    expect(mail!.body.text).not.toContain('\r');
    expect(mail!.body.text).toContain('Nachricht:\nZeile 1\nBcc: victim@example.com\nZeile 3\nZeile 4\n');
  });

  it('names every invalid field with its code', async () => {
    const result = await handle(mailEvent(await contact({ firstname: '', email: 'not-an-address', privacy: false, message: 'x'.repeat(5001) }), { client: nextClient() }));
    expect(result.statusCode).toBe(422);
    expect(body(result)).toMatchObject({ error: 'invalid', fields: { firstname: 'required', email: 'email', privacy: 'consent', message: 'tooLong' } });
    expect(String(body(result).message)).toContain('firstname (required)');
  });

  it('answers 400, 413 and 415 for bodies that are not a form', async () => {
    const client = nextClient();
    expect((await handle(mailEvent('{"form": ', { client }))).statusCode).toBe(400);
    expect((await handle(mailEvent('x'.repeat(40_000), { client }))).statusCode).toBe(413);
    expect((await handle(mailEvent(await contact(), { client, contentType: 'text/plain' }))).statusCode).toBe(415);
  });

  it('answers 404 for unknown paths and 405 with Allow for wrong methods', async () => {
    expect((await handle(mailEvent({}, { path: '/mail/other' }))).statusCode).toBe(404);
    const wrongMethod = await handle(mailEvent({}, { method: 'GET' }));
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers?.allow).toBe('POST');
  });
});

describe('POST /mail/send: support', () => {
  it('delivers to the support team, naming subject and client type', async () => {
    const result = await handle(mailEvent(await support(), { client: nextClient() }));
    expect(result.statusCode).toBe(200);
    const [mail] = await teamMails();
    expect(mail!.destination.to).toEqual([stack.config.mail.to.support]);
    expect(mail!.replyTo).toEqual(['ben@installer.example']);
    expect(mail!.subject).toBe(`Support · Inbetriebnahme · AC-THOR · AT · ${String(body(result).caseNumber)}`);
    expect(mail!.body.text).toContain('Firmware-Version: a0021100');
    expect(mail!.body.text).toContain('UID-Nummer: ATU 1234 5678');
    expect(mail!.body.text).toContain('Seriennummer: ACT-2026-00042');
    expect(mail!.body.text).toContain('Sprache: Englisch');
  });

  it('routes by the table: a Swiss request to the Swiss mailbox, a warranty case to service, naming the rule', async () => {
    const swiss = body(await handle(mailEvent(await support({ country: 'CH' }), { client: nextClient() })));
    const warranty = body(await handle(mailEvent(await support({ subject: 'warranty' }), { client: nextClient() })));
    const mails = await teamMails();
    const swissMail = mails.find((mail) => mail.subject.endsWith(String(swiss.caseNumber)))!;
    expect(swissMail.destination.to).toEqual(['support-ch@sonnwaerme.example']);
    expect(swissMail.body.text).toContain('Zugestellt an: support-ch@sonnwaerme.example (Regel 1 (support · * · CH))');
    const warrantyMail = mails.find((mail) => mail.subject.endsWith(String(warranty.caseNumber)))!;
    expect(warrantyMail.destination.to).toEqual(['service@sonnwaerme.example']);
    // the customer's answer to the copy reaches the team that has the case
    const copy = (await stack.mails()).find((mail) => mail.subject.includes(String(swiss.caseNumber)) && mail.destination.to.includes('ben@installer.example'))!;
    expect(copy.replyTo).toEqual(['support-ch@sonnwaerme.example']);
  });

  it('refuses PV system planning (the company does not plan PV systems) and subjects of another client type', async () => {
    const planning = await handle(mailEvent(await support({ clientType: 'private', subject: 'pv-system-planning' }), { client: nextClient() }));
    expect(planning.statusCode).toBe(422);
    expect(body(planning).fields).toEqual({ subject: 'subjectNotOffered' });
    const foreign = await handle(mailEvent(await support({ clientType: 'private', subject: 'tender-documents' }), { client: nextClient() }));
    expect(body(foreign).fields).toEqual({ subject: 'choice' });
    expect(await stack.mails()).toHaveLength(0);
  });
});

describe('bot check and rate limit', () => {
  it('refuses a forged, a missing and a reused proof', async () => {
    const client = nextClient();
    const forged = await handle(mailEvent(await contact({ botCheck: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') }), { client }));
    expect(forged.statusCode).toBe(403);
    expect(body(forged).error).toBe('bot-check-failed');
    const missing = await handle(mailEvent({ ...(await contact()), botCheck: '' }, { client }));
    expect(body(missing).fields).toEqual({ botCheck: 'botCheck' });

    const once = await contact();
    expect((await handle(mailEvent(once, { client }))).statusCode).toBe(200);
    const replay = await handle(mailEvent(once, { client }));
    expect(replay.statusCode).toBe(403);
    expect(String(body(replay).message)).toContain('already used');
    expect(await teamMails()).toHaveLength(1);
  });

  it('refuses a proof whose work was not done (wrong counter)', async () => {
    const token = JSON.parse(Buffer.from(await proof(), 'base64').toString('utf8')) as { solution: { counter: number } };
    token.solution.counter += 1;
    const result = await handle(mailEvent(await contact({ botCheck: Buffer.from(JSON.stringify(token)).toString('base64') }), { client: nextClient() }));
    expect(result.statusCode).toBe(403);
  });

  it('answers 429 with Retry-After once a client exceeds the limit, other clients unaffected', async () => {
    const limited = createMailHandler({ ...deps, config: { ...deps.config, rateLimit: { requests: 2, windowSeconds: 600 } } });
    const client = nextClient();
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await limited(mailEvent(await contact(), { client }))).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const blocked = await limited(mailEvent(await contact(), { client }));
    expect(Number(blocked.headers?.['retry-after'])).toBeGreaterThan(0);
    expect((await limited(mailEvent(await contact(), { client: nextClient() }))).statusCode).toBe(200);
  });

  it('hands out challenges only for ALTCHA, never cached', async () => {
    const result = await handle(mailEvent(undefined, { method: 'GET', path: '/mail/challenge' }));
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['cache-control']).toBe('no-store');
    expect(body(result)).toHaveProperty('signature');
  });
});

describe('only through CloudFront, counted per viewer', () => {
  /** the mail function as deployed, with small allowances and every rate-limit key it counts */
  const deployed = ({ forms = 2, challenges = 2, origin = FIXTURE_ORIGIN } = {}) => {
    const counted: string[] = [];
    const guards = { ...deps.guards, hit: (key: string, windowSeconds: number) => (counted.push(key), deps.guards.hit(key, windowSeconds)) };
    const config = { ...deps.config, rateLimit: { requests: forms, windowSeconds: 600 }, challengeRateLimit: { requests: challenges, windowSeconds: 600 } };
    return { handle: mailFunction({ ...deps, config, guards }, origin), counted };
  };
  const challengeFrom = (client: string | null, fixtureName = 'mail-send') => mailEvent(undefined, { method: 'GET', path: '/mail/challenge', client, fixtureName });

  it('answers a request sent straight to the function URL 403, whatever viewer it names, before reading or counting anything', async () => {
    const { handle: direct, counted } = deployed();
    const forged = fixtureEvent('mail-send-direct');
    expect(forged.headers['cloudfront-viewer-address']).toBe('192.0.2.77:443');
    for (const event of [forged, { ...forged, body: '{"form": ' }, challengeFrom('192.0.2.77', 'mail-send-direct'), mailEvent(await contact(), { client: '192.0.2.78', fixtureName: 'mail-send-direct' })]) {
      const result = await direct(event);
      expect(result.statusCode).toBe(403);
      expect(body(result)).toMatchObject({ error: 'forbidden', message: expect.any(String) });
    }
    expect(counted).toEqual([]);
    expect(await stack.mails()).toHaveLength(0);
  });

  it('counts a forwarded request against the viewer CloudFront names, never its X-Forwarded-For', async () => {
    const { handle: forwarded, counted } = deployed();
    const viewer = nextClient();
    const statuses = [];
    for (const claimed of ['203.0.113.201', '203.0.113.202', '203.0.113.203']) {
      const event = mailEvent('{}', { client: viewer });
      statuses.push((await forwarded({ ...event, headers: { ...event.headers, 'x-forwarded-for': `${claimed}, 130.176.98.140` } })).statusCode);
    }
    // the fields are checked after the count: two refused forms, then the limit
    expect(statuses).toEqual([422, 422, 429]);
    expect(new Set(counted)).toEqual(new Set([`rate#send#${viewer}`]));
    // another visitor keeps a whole allowance; one named in a forged header loses nothing
    expect((await forwarded(mailEvent('{}', { client: '203.0.113.201' }))).statusCode).toBe(422);
  });

  it('counts an IPv6 visitor by their /64: two addresses of one /64 share an allowance, another /64 has its own', async () => {
    const { handle: forwarded, counted } = deployed();
    const statuses = [];
    for (const viewer of ['2001:db8:4:1::17', '2001:db8:4:1:a:b:c:d', '2001:db8:4:1::17']) statuses.push((await forwarded(mailEvent('{}', { client: viewer }))).statusCode);
    expect(statuses).toEqual([422, 422, 429]);
    expect(new Set(counted)).toEqual(new Set(['rate#send#2001:db8:4:1::/64']));
    expect((await forwarded(mailEvent('{}', { client: '2001:db8:4:2::17' }))).statusCode).toBe(422);
    expect(counted.at(-1)).toBe('rate#send#2001:db8:4:2::/64');
  });

  it('accepts the previous secret while it is rotated', async () => {
    const { handle: rotating } = deployed({ origin: { current: 'new-origin-secret', accepted: ['new-origin-secret', FIXTURE_ORIGIN_SECRET] } });
    expect((await rotating(mailEvent(await contact(), { client: nextClient() }))).statusCode).toBe(200);
    const { handle: rotated } = deployed({ origin: { current: 'new-origin-secret', accepted: ['new-origin-secret'] } });
    expect((await rotated(mailEvent(await contact(), { client: nextClient() }))).statusCode).toBe(403);
  });

  it('lets forwarded requests without a viewer address share one allowance, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { handle: forwarded, counted } = deployed();
    const statuses = [];
    for (const source of ['130.176.98.140', '130.176.98.141', '130.176.98.142']) {
      const event = mailEvent('{}', { client: null });
      statuses.push((await forwarded({ ...event, requestContext: { ...event.requestContext, http: { ...event.requestContext.http, sourceIp: source } } })).statusCode);
    }
    expect(statuses).toEqual([422, 422, 429]);
    expect(new Set(counted)).toEqual(new Set(['rate#send#unknown-viewer']));
    expect(String(logged.mock.calls[0]![0])).toContain('without a viewer address');
    logged.mockRestore();
  });

  it('limits challenges per viewer and window on their own allowance: 429 with Retry-After', async () => {
    const { handle: forwarded } = deployed({ challenges: 2, forms: 1 });
    const viewer = nextClient();
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await forwarded(challengeFrom(viewer))).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const blocked = await forwarded(challengeFrom(viewer));
    expect(body(blocked)).toMatchObject({ error: 'rate-limited' });
    expect(Number(blocked.headers?.['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers?.['retry-after'])).toBeLessThanOrEqual(600);
    // the forms' allowance is another one, and another viewer gets challenges
    expect((await forwarded(mailEvent('{}', { client: viewer }))).statusCode).toBe(422);
    expect((await forwarded(challengeFrom(nextClient()))).statusCode).toBe(200);
  });
});

describe('nothing is lost when SES fails', () => {
  /** SES on a port nobody listens on */
  const deadMailer = (): Mailer => sesMailer(sesClient({ region: 'eu-central-1', sesEndpoint: 'http://127.0.0.1:9' }), deps.config.mail.from);

  it('keeps the submission queued, tells the visitor, and one retry delivers it exactly once', async () => {
    const failing = createMailHandler({ ...deps, mailer: deadMailer() });
    // an address of its own: its copy is not over the hourly allowance of earlier tests' address
    const result = await failing(mailEvent(await contact({ subject: 'Wird nachgeliefert', email: `later.${Date.now()}@example.org` }), { client: nextClient() }));
    expect(result.statusCode).toBe(503);
    expect(body(result)).toMatchObject({ error: 'not-delivered' });
    const id = String(body(result).id);
    const caseNumber = String(body(result).caseNumber);
    expect(caseNumber).toMatch(CASE_NUMBER);
    expect(await deps.submissions.get(id)).toMatchObject({ status: 'queued', attempts: 1 });
    expect(await stack.mails()).toHaveLength(0);

    // still down: the retry fails and keeps both (the team's mail and the customer's copy)
    expect(await retryQueued(deps.submissions, deadMailer())).toMatchObject({ sent: 0, failed: 2 });
    expect(await deps.submissions.get(id)).toMatchObject({ status: 'queued', attempts: 2 });

    // two retry runs at once after SES is back: each mail once
    const reports = await Promise.all([retryQueued(deps.submissions, deps.mailer), retryQueued(deps.submissions, deps.mailer)]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(2);
    const mails = await stack.mails();
    expect(mails.map((mail) => mail.subject).sort()).toEqual([`Ihre Nachricht an Sonnwärme – Vorgangsnummer ${caseNumber}`, `Kontakt · Allgemeine Anfrage · AT · ${caseNumber} · Wird nachgeliefert`]);
    expect(await deps.submissions.get(id)).toMatchObject({ status: 'sent', attempts: 3 });
    expect(await retryQueued(deps.submissions, deps.mailer)).toEqual({ sent: 0, failed: 0, skipped: 0 });
  });
});

const exported = () => subscribersCsv(deps.subscribers.subscribed(), (subscriber) => unsubscribeLinks(subscriber, { siteUrl: stack.config.siteUrl, secret: stack.config.newsletterSecret }));

describe('newsletter double opt-in', () => {
  const confirm = (token: string, client = nextClient()) => handle(mailEvent({ token }, { client, path: '/mail/newsletter/confirm' }));
  const linkToken = (text: string) => new URL(/https:\/\/\S+/.exec(text)![0]).searchParams.get('token')!;

  it('mails a confirmation link in the visitor language; confirming stores the subscriber once', async () => {
    const result = await handle(mailEvent({ form: 'newsletter', language: 'fr', email: 'marie@example.fr', clientType: 'installer', consent: true, botCheck: await proof() }, { client: nextClient() }));
    expect(result.statusCode).toBe(200);
    expect(body(result).status).toBe('confirmation-sent');
    const [mail] = await stack.mails();
    expect(mail!.destination.to).toEqual(['marie@example.fr']);
    expect(mail!.subject).toBe('Veuillez confirmer votre inscription à la newsletter');
    expect(mail!.body.text).toContain('https://www.sonnwaerme.example/fr/newsletter/confirm/?token=');
    const token = linkToken(mail!.body.text!);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(body(confirmed).status).toBe('confirmed');
    expect(body(await confirm(token)).status).toBe('already-confirmed');

    const [header, row, ...rest] = (await exported()).trimEnd().split('\r\n');
    expect(header).toBe('email,clientType,language,consentAt,confirmedAt,unsubscribeUrl,listUnsubscribeUrl');
    expect(row).toMatch(/^marie@example\.fr,installer,fr,\d{4}-\d\d-\d\dT[^,]+,\d{4}-[^,]+,https:\/\/www\.sonnwaerme\.example\/fr\/newsletter\/unsubscribe\/\?token=[^,]+,https:\/\/www\.sonnwaerme\.example\/mail\/newsletter\/unsubscribe\?token=/);
    expect(rest).toHaveLength(0);
  });

  it('refuses a tampered token and an expired one', async () => {
    await handle(mailEvent({ form: 'newsletter', language: 'de', email: 'karl@example.at', clientType: 'private', consent: true, botCheck: await proof() }, { client: nextClient() }));
    const [mail] = await stack.mails();
    const token = linkToken(mail!.body.text!);
    const [payload, signature] = token.split('.');
    const tampered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), email: 'other@example.at' })).toString('base64url');
    expect((await confirm(`${tampered}.${signature}`)).statusCode).toBe(422);

    const later = createMailHandler({ ...deps, now: () => new Date(Date.now() + 8 * 24 * 3600 * 1000) });
    const expired = await later(mailEvent({ token }, { client: nextClient(), path: '/mail/newsletter/confirm' }));
    expect(expired.statusCode).toBe(410);
    expect(body(expired).error).toBe('token-expired');
  });

  it('offers the newsletter to private customers and installers only', async () => {
    const result = await handle(mailEvent({ form: 'newsletter', language: 'de', email: 'p@example.at', clientType: 'planner', consent: true, botCheck: await proof() }, { client: nextClient() }));
    expect(body(result).fields).toEqual({ clientType: 'choice' });
  });
});

describe('leaving the newsletter', () => {
  const at = (iso: string) => createMailHandler({ ...deps, now: () => new Date(iso) });
  const signUp = async (email: string, language: string, when: string) => {
    await stack.clearMails();
    const result = await at(when)(mailEvent({ form: 'newsletter', language, email, clientType: 'private', consent: true, botCheck: await proof() }, { client: nextClient() }));
    expect(result.statusCode).toBe(200);
    const [mail] = await stack.mails();
    return mail!;
  };
  const tokenIn = (text: string, path: string) => new URL(new RegExp(`https://\\S+${path}\\S*`).exec(text)![0]).searchParams.get('token')!;
  const confirmAt = (when: string, token: string) => at(when)(mailEvent({ token }, { client: nextClient(), path: '/mail/newsletter/confirm' }));
  /** what a mail client does with List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) */
  const oneClick = (when: string, listUnsubscribe: string) => {
    const url = new URL(/^<(.+)>$/.exec(listUnsubscribe)![1]!);
    return at(when)(mailEvent('List-Unsubscribe=One-Click', { client: null, path: url.pathname, query: url.search.slice(1), contentType: 'application/x-www-form-urlencoded' }));
  };
  const header = (mail: StoredMail, name: string) => mail.headers?.find((field) => field.name === name)?.value;
  const emails = async () => (await exported()).trimEnd().split('\r\n').slice(1).map((row) => row.split(',')[0]);

  it('the confirmation mail carries List-Unsubscribe (one click, RFC 8058), the unsubscribe page and the company; after confirming, one click unsubscribes, the export leaves the address out, the record stays', async () => {
    const mail = await signUp('lea@example.de', 'de', '2026-11-01T10:00:00.000Z');
    expect(header(mail, 'List-Unsubscribe')).toMatch(/^<https:\/\/www\.sonnwaerme\.example\/mail\/newsletter\/unsubscribe\?token=[\w.%-]+>$/);
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.body.text).toContain('Vom Newsletter abmelden: https://www.sonnwaerme.example/de/newsletter/unsubscribe/?token=');
    expect(mail.body.text).toContain('Sonnwärme GmbH · Solarweg 12, 4400 Steyr, Österreich');
    expect(mail.body.html).toContain('href="https://www.sonnwaerme.example/de/impressum/"');

    expect(body(await confirmAt('2026-11-01T10:05:00.000Z', tokenIn(mail.body.text!, '/newsletter/confirm/'))).status).toBe('confirmed');
    expect(await emails()).toContain('lea@example.de');

    const left = await oneClick('2026-11-20T08:00:00.000Z', header(mail, 'List-Unsubscribe')!);
    expect(left.statusCode).toBe(200);
    expect(body(left).status).toBe('unsubscribed');
    expect(body(await oneClick('2026-11-21T08:00:00.000Z', header(mail, 'List-Unsubscribe')!)).status).toBe('already-unsubscribed');
    expect(await emails()).not.toContain('lea@example.de');

    const records = [];
    for await (const record of deps.subscribers.records()) if (record.email === 'lea@example.de') records.push(record);
    expect(records).toEqual([
      expect.objectContaining({ consentAt: '2026-11-01T10:00:00.000Z', confirmedAt: '2026-11-01T10:05:00.000Z', unsubscribedAt: '2026-11-20T08:00:00.000Z', withdrawnAt: '2026-11-21T08:00:00.000Z' }),
    ]);
    // its confirmation link, used again within its 7 days, subscribes no one: the withdrawal came after that sign-up
    expect((await confirmAt('2026-11-06T10:00:00.000Z', tokenIn(mail.body.text!, '/newsletter/confirm/'))).statusCode).toBe(409);
  });

  it('a new double opt-in subscribes again, keeping the ended subscription as history; the old unsubscribe link ends the new one too', async () => {
    const first = await signUp('tom@example.org', 'en', '2026-10-01T09:00:00.000Z');
    await confirmAt('2026-10-01T09:01:00.000Z', tokenIn(first.body.text!, '/newsletter/confirm/'));
    await oneClick('2026-10-10T09:00:00.000Z', header(first, 'List-Unsubscribe')!);
    expect(await emails()).not.toContain('tom@example.org');

    const again = await signUp('tom@example.org', 'en', '2026-11-02T09:00:00.000Z');
    expect(body(await confirmAt('2026-11-02T09:03:00.000Z', tokenIn(again.body.text!, '/newsletter/confirm/'))).status).toBe('confirmed');
    expect(await emails()).toContain('tom@example.org');
    const records = [];
    for await (const record of deps.subscribers.records()) if (record.email === 'tom@example.org') records.push(record);
    expect(records[0]).toMatchObject({
      consentAt: '2026-11-02T09:00:00.000Z',
      confirmedAt: '2026-11-02T09:03:00.000Z',
      history: [{ consentAt: '2026-10-01T09:00:00.000Z', confirmedAt: '2026-10-01T09:01:00.000Z', unsubscribedAt: '2026-10-10T09:00:00.000Z' }],
    });
    expect(records[0]!.unsubscribedAt).toBeUndefined();

    expect(body(await oneClick('2026-11-15T09:00:00.000Z', header(first, 'List-Unsubscribe')!)).status).toBe('unsubscribed');
    expect(await emails()).not.toContain('tom@example.org');
  });

  it('used before confirming, the link withdraws the sign-up: its confirmation link then subscribes no one, a later sign-up does', async () => {
    const mail = await signUp('ina@example.it', 'it', '2026-11-03T12:00:00.000Z');
    expect(body(await oneClick('2026-11-03T12:10:00.000Z', header(mail, 'List-Unsubscribe')!)).status).toBe('not-subscribed');
    const refused = await confirmAt('2026-11-03T12:20:00.000Z', tokenIn(mail.body.text!, '/newsletter/confirm/'));
    expect(refused.statusCode).toBe(409);
    expect(body(refused).error).toBe('sign-up-withdrawn');
    expect(await emails()).not.toContain('ina@example.it');

    const later = await signUp('ina@example.it', 'it', '2026-11-04T08:00:00.000Z');
    expect(body(await confirmAt('2026-11-04T08:05:00.000Z', tokenIn(later.body.text!, '/newsletter/confirm/'))).status).toBe('confirmed');
    expect(await emails()).toContain('ina@example.it');
  });

  it('the unsubscribe page’s form is redirected back to the page with the outcome; a forged token changes nothing', async () => {
    const mail = await signUp('paul@example.fr', 'fr', '2026-11-05T07:00:00.000Z');
    await confirmAt('2026-11-05T07:01:00.000Z', tokenIn(mail.body.text!, '/newsletter/confirm/'));
    const token = tokenIn(mail.body.text!, '/newsletter/unsubscribe/');
    const form = (query: string) =>
      at('2026-11-06T07:00:00.000Z')(mailEvent('List-Unsubscribe=One-Click&page=fr', { client: nextClient(), path: '/mail/newsletter/unsubscribe', query, contentType: 'application/x-www-form-urlencoded' }));

    const forged = await form(`token=${encodeURIComponent(token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))}`);
    expect(forged.statusCode).toBe(303);
    expect(forged.headers?.location).toBe('/fr/newsletter/unsubscribe/?result=invalid');
    expect(await emails()).toContain('paul@example.fr');

    const done = await form(`token=${encodeURIComponent(token)}`);
    expect(done.headers?.location).toBe('/fr/newsletter/unsubscribe/?result=unsubscribed');
    expect(await emails()).not.toContain('paul@example.fr');
  });

  it('through CloudFront only: the one-click POST sent straight to the function URL is refused', async () => {
    const mail = await signUp('eva@example.es', 'es', '2026-11-05T07:00:00.000Z');
    const url = new URL(/^<(.+)>$/.exec(header(mail, 'List-Unsubscribe')!)![1]!);
    const direct = mailEvent('List-Unsubscribe=One-Click', { fixtureName: 'mail-send-direct', path: url.pathname, query: url.search.slice(1), contentType: 'application/x-www-form-urlencoded' });
    expect((await mailFunction(deps, FIXTURE_ORIGIN)(direct)).statusCode).toBe(403);
  });
});
