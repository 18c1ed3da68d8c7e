/**
 * The mails the mail function sends (packages/functions/src/mail/render.ts) and the mailer's last
 * line of defence against header injection (mailer.ts): visitor values are escaped in HTML, kept raw
 * in text, and a line break never reaches a header.
 */
import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import { describe, expect, it, vi } from 'vitest';
import { CLIENT_TYPES, LANGUAGES, SUPPORT_SUBJECTS, type ContactSubmission, type SupportSubmission } from '@pv/shared';
import { catalogs } from '@pv/shared/i18n';
import { assertCustomHeaders, assertHeaderSafe, HeaderInjectionError, sesMailer, type OutgoingMail } from '@pv/functions/mail/mailer';
import { customerCopyMail } from '@pv/functions/mail/customer-copy';
import { contactMail, escapeHtml, newsletterConfirmationMail, supportMail, type TeamMailContext } from '@pv/functions/mail/render';
import { sampleContact, sampleSupport } from '../support/form-samples';
import { FORMAT_SAMPLES } from '../support/format-samples';

const received = new Date('2026-11-22T09:14:07Z');
/** the tags the layouts write; anything else in an HTML body came from a visitor */
const LAYOUT_TAGS = new Set(['html', 'head', 'meta', 'title', 'body', 'h1', 'table', 'tr', 'th', 'td', 'p', 'a']);
const tagsIn = (html: string) => new Set([...html.matchAll(/<([a-z][a-z0-9-]*)/gi)].map((match) => match[1]!.toLowerCase()));
/** an attack per field, so each field's escaping is checked on its own */
const attack = (field: string) => `<img src=x onerror=alert('${field}')> "${field}" & co`;
const escapedAttack = (field: string) => `&lt;img src=x onerror=alert(&#39;${field}&#39;)&gt; &quot;${field}&quot; &amp; co`;

const CASE = 'SW-2026-000123';
const toTeam = (to: string, overrides: Partial<TeamMailContext> = {}): TeamMailContext => ({ caseNumber: CASE, routing: { to, rule: null }, copySent: true, received, ...overrides });
const OFFICE = toTeam('office@sonnwaerme.example');
const SUPPORT = toTeam('support@sonnwaerme.example');
const CONTACT_SUBJECT = `Kontakt · Allgemeine Anfrage · AT · ${CASE} · Frage zum AC ELWA 2`;

const contact = (overrides: Partial<ContactSubmission> = {}): ContactSubmission => ({ form: 'contact', language: 'de', botCheck: 'proof', ...sampleContact, ...overrides });

const support = (overrides: Partial<SupportSubmission> = {}): SupportSubmission => ({ form: 'support', language: 'en', botCheck: 'proof', ...sampleSupport, ...overrides });

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters, ampersands first (no double escaping of the result)', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
    expect(escapeHtml('Grüße – ok')).toBe('Grüße – ok');
  });
});

describe('contact mail', () => {
  const fields = ['firstname', 'lastname', 'email', 'phone', 'subject', 'message'] as const;
  const labels: Record<(typeof fields)[number], string> = { firstname: 'Vorname', lastname: 'Nachname', email: 'E-Mail', phone: 'Telefon', subject: 'Betreff', message: 'Nachricht' };

  it('goes to the contact team with Reply-To the visitor and the subject in the header', () => {
    const mail = contactMail(contact(), OFFICE);
    expect(mail.to).toEqual(['office@sonnwaerme.example']);
    expect(mail.replyTo).toEqual(['anna.berger@example.org']);
    expect(mail.subject).toBe(CONTACT_SUBJECT);
    expect(mail.text.split('\n')[0]).toBe(CONTACT_SUBJECT);
    expect(mail.text).toContain(`Vorgangsnummer: ${CASE}`);
    expect(mail.text).toContain('Thema: Allgemeine Anfrage');
    expect(mail.text).toContain('Land: Österreich');
    expect(mail.text).toContain('Telefon: +43 660 1234567');
    expect(mail.text).toContain('Zugestellt an: office@sonnwaerme.example (keine Regel trifft zu: Postfach des Formulars contact)');
    expect(mail.text).toContain('Kopie an Kunden: gesendet');
    expect(mail.text).toContain('Sprache: Deutsch');
    expect(mail.text).toContain('Datenschutz: zugestimmt');
    expect(mail.text).toContain('22.11.2026');
    expect(mail.html).toContain(`<title>${CONTACT_SUBJECT}</title>`);
  });

  it('names the routing rule that chose the mailbox, and a copy not sent', () => {
    const routed = toTeam('presse@sonnwaerme.example', { routing: { to: 'presse@sonnwaerme.example', rule: { index: 3, route: { form: 'contact', topic: 'press', country: '*', to: 'presse@sonnwaerme.example' } } }, copySent: false });
    const mail = contactMail(contact({ topic: 'press' }), routed);
    expect(mail.to).toEqual(['presse@sonnwaerme.example']);
    expect(mail.subject).toBe(`Kontakt · Presse · AT · ${CASE} · Frage zum AC ELWA 2`);
    expect(mail.text).toContain('Zugestellt an: presse@sonnwaerme.example (Regel 3 (contact · press · *))');
    expect(mail.text).toContain('Kopie an Kunden: nicht gesendet');
  });

  it("shortens a long visitor subject after the sorting parts, and leaves out a country not given", () => {
    const mail = contactMail(contact({ subject: 'x'.repeat(200), country: '' }), OFFICE);
    expect(mail.subject).toBe(`Kontakt · Allgemeine Anfrage · ${CASE} · ${'x'.repeat(79)}…`);
    expect(mail.text).not.toContain('Land:');
  });

  it.each(fields)('escapes %s in the HTML body and keeps it raw in the text body', (field) => {
    const mail = contactMail(contact({ [field]: attack(field) }), OFFICE);
    expect(mail.html).toContain(escapedAttack(field));
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain(`"${field}"`);
    expect([...tagsIn(mail.html)].filter((tag) => !LAYOUT_TAGS.has(tag))).toEqual([]);
    expect(mail.text).toContain(`${labels[field]}: ${attack(field)}`);
  });

  it('escapes every visitor value at once, also in the title and heading', () => {
    const values = Object.fromEntries(fields.map((field) => [field, attack(field)]));
    const mail = contactMail(contact(values), OFFICE);
    for (const field of fields) expect(mail.html).toContain(escapedAttack(field));
    expect(mail.html).toContain(`<title>Kontakt · Allgemeine Anfrage · AT · ${CASE} · ${escapedAttack('subject')}</title>`);
    expect(mail.html).toContain(`>Kontakt · Allgemeine Anfrage · AT · ${CASE} · ${escapedAttack('subject')}</h1>`);
    expect([...tagsIn(mail.html)].filter((tag) => !LAYOUT_TAGS.has(tag))).toEqual([]);
    // headers carry the raw values: they are not HTML
    expect(mail.subject).toBe(`Kontakt · Allgemeine Anfrage · AT · ${CASE} · ${attack('subject')}`);
  });

  it('puts a multi-line message below its label in the text body', () => {
    const mail = contactMail(contact({ message: 'Zeile 1\nZeile 2' }), OFFICE);
    expect(mail.text).toContain('Nachricht:\nZeile 1\nZeile 2');
    expect(mail.html).toContain('Zeile 1\nZeile 2');
  });

  it('leaves out a missing phone number and names the page language in German', () => {
    const mail = contactMail(contact({ phone: '', language: 'fr' }), OFFICE);
    expect(mail.text).not.toContain('Telefon');
    expect(mail.text).toContain('Sprache: Französisch');
  });
});

describe('the subject header, the last line of defence against format characters', () => {
  it.each(FORMAT_SAMPLES)('is rid of %s should a subject ever hold one (the schemas refuse it)', (_name, char) => {
    const mail = contactMail(contact({ subject: `Frage${char} zum AC ELWA 2` }), OFFICE);
    expect(mail.subject).toBe(CONTACT_SUBJECT);
    expect(mail.text.split('\n')[0]).toBe(CONTACT_SUBJECT);
    expect(mail.html).toContain(`<title>${CONTACT_SUBJECT}</title>`);
  });

  it('keeps the letters of every site language and emoji in the subject', () => {
    expect(contactMail(contact({ subject: 'ß Ä Ç œ « » € 😊' }), OFFICE).subject).toBe(`Kontakt · Allgemeine Anfrage · AT · ${CASE} · ß Ä Ç œ « » € 😊`);
  });

  it('carries the message as the schema left it: letters, emoji and emoji joiners', () => {
    const message = 'ß Ä Ç œ « » € 😊 👨\u200d👩\u200d👧';
    const mail = contactMail(contact({ message }), OFFICE);
    expect(mail.text).toContain(`Nachricht: ${message}`);
    expect(mail.html).toContain(message);
  });
});

describe('support mail', () => {
  it('goes to the support team, with subject and client type in German whatever the page language', () => {
    const mail = supportMail(support({ language: 'en' }), SUPPORT);
    expect(mail.to).toEqual(['support@sonnwaerme.example']);
    expect(mail.replyTo).toEqual(['ben@installer.example']);
    expect(mail.subject).toBe(`Support · Inbetriebnahme · AC-THOR · AT · ${CASE}`);
    expect(mail.text).toContain('Kundentyp: Fachhändler/Installateur');
    expect(mail.text).toContain('Anliegen: Inbetriebnahme');
    expect(mail.text).toContain('UID-Nummer: ATU 1234 5678');
    expect(mail.text).toContain('Produkt: AC-THOR');
    expect(mail.text).toContain('Seriennummer: ACT-2026-00042');
    expect(mail.text).toContain('Firmware-Version: a0021100');
    expect(mail.text).toContain('Installationsdatum: 12.06.2025');
    expect(mail.text).toContain('Land: Österreich');
    expect(mail.text).toContain('Postleitzahl: 4400');
    expect(mail.text).not.toContain('Telefon');
    expect(mail.text).toContain('Sprache: Englisch');
    expect(mail.text).not.toContain('Commissioning');
    expect(mail.html).not.toContain('Specialist dealer');
  });

  it("leaves out the rows a client type is not asked: a private customer's mail has no VAT row, a planner's no device rows", () => {
    const privateMail = supportMail(support({ clientType: 'private', subject: 'device-fault' }), SUPPORT);
    expect(privateMail.text).not.toContain('UID-Nummer');
    expect(privateMail.text).toContain('Seriennummer: ACT-2026-00042');
    const planner = supportMail(support({ clientType: 'planner', subject: 'product-selection' }), SUPPORT);
    expect(planner.text).toContain('UID-Nummer: ATU 1234 5678');
    for (const label of ['Seriennummer', 'Firmware-Version', 'Installationsdatum']) expect(planner.text).not.toContain(label);
    expect(planner.text).toContain('Produkt: AC-THOR');
    const nothingKnown = supportMail(support({ product: '', serialNumber: '', firmwareVersion: '', installationDate: '', postcode: '' }), SUPPORT);
    expect(nothingKnown.subject).toBe(`Support · Inbetriebnahme · AT · ${CASE}`);
    for (const label of ['Produkt', 'Seriennummer', 'Firmware-Version', 'Installationsdatum', 'Postleitzahl']) expect(nothingKnown.text).not.toContain(`${label}:`);
  });

  it('names every subject and client type by its German label', () => {
    for (const clientType of CLIENT_TYPES) {
      for (const subject of SUPPORT_SUBJECTS) {
        const mail = supportMail(support({ clientType, subject }), SUPPORT);
        expect(mail.subject).toBe(`Support · ${catalogs.de[`choice.supportSubject.${subject}`]} · AC-THOR · AT · ${CASE}`);
        expect(mail.text).toContain(`Kundentyp: ${catalogs.de[`choice.clientType.${clientType}`]}`);
        expect(mail.text).toContain(`Anliegen: ${catalogs.de[`choice.supportSubject.${subject}`]}`);
      }
    }
  });

  it.each(['firstname', 'lastname', 'email', 'phone', 'vatNumber', 'serialNumber', 'product', 'message'] as const)('escapes %s in the HTML body and keeps it raw in the text body', (field) => {
    const mail = supportMail(support({ [field]: attack(field) }), SUPPORT);
    expect(mail.html).toContain(escapedAttack(field));
    expect(mail.html).not.toContain('<img');
    expect([...tagsIn(mail.html)].filter((tag) => !LAYOUT_TAGS.has(tag))).toEqual([]);
    expect(mail.text).toContain(attack(field));
  });
});

describe("the customer's copy", () => {
  const copyContext = { caseNumber: CASE, teamAddress: 'support-ch@sonnwaerme.example', siteUrl: 'https://www.sonnwaerme.example' };

  it.each(LANGUAGES)('is written in %s, to the customer, answered to the team that got the request', (language) => {
    const mail = customerCopyMail(support({ language, message: 'Display bleibt dunkel.' }), copyContext);
    expect(mail.to).toEqual(['ben@installer.example']);
    expect(mail.replyTo).toEqual(['support-ch@sonnwaerme.example']);
    expect(mail.subject).toBe(catalogs[language]['mail.copy.subject.support'].replace('{caseNumber}', CASE));
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.text).toContain(catalogs[language]['mail.copy.next.support']);
    expect(mail.text).toContain(`${catalogs[language]['form.serialNumber']}: ACT-2026-00042`);
    expect(mail.text).toContain(`${catalogs[language]['choice.supportSubject.commissioning']}`);
    expect(mail.text).toContain('www.sonnwaerme.example');
  });

  it("opens with the company's words only: the visitor's text comes after the case number and what happens next", () => {
    const hostile = 'Claim your prize at https://evil.example now';
    const mail = customerCopyMail(contact({ language: 'en', subject: hostile, message: hostile, firstname: hostile }), copyContext);
    expect(mail.subject).toBe(`Your message to Sonnwärme – case number ${CASE}`);
    const text = mail.text;
    const details = text.indexOf('Your details:');
    expect(details).toBeGreaterThan(text.indexOf(CASE));
    expect(details).toBeGreaterThan(text.indexOf('We usually reply within two working days.'));
    expect(text.indexOf(hostile)).toBeGreaterThan(details);
    expect(mail.html.indexOf(escapeHtml(hostile))).toBeGreaterThan(mail.html.indexOf('Your details:'));
  });

  it('escapes what the visitor sent and leaves out what they left empty', () => {
    const mail = customerCopyMail(contact({ message: attack('message'), phone: '' }), copyContext);
    expect(mail.html).toContain(escapedAttack('message'));
    expect([...tagsIn(mail.html)].filter((tag) => !LAYOUT_TAGS.has(tag))).toEqual([]);
    expect(mail.text).not.toContain('Telefon');
  });
});

describe('newsletter confirmation mail', () => {
  const url = (language: string) => `https://www.sonnwaerme.example/${language}/newsletter/confirm/?token=abc.def`;

  it.each(LANGUAGES)('is written in %s, to the visitor, with the link in both bodies', (language) => {
    const mail = newsletterConfirmationMail('marie@example.fr', language, url(language));
    expect(mail.to).toEqual(['marie@example.fr']);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.subject).toBe(catalogs[language]['mail.newsletter.subject']);
    expect(mail.text.split('\n')).toContain(url(language));
    expect(mail.text).toContain(catalogs[language]['mail.newsletter.intro']);
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).toContain(`href="${url(language)}"`);
    expect(mail.html).toContain(escapeHtml(catalogs[language]['mail.newsletter.button']));
  });

  it('has a different subject in each language', () => {
    const subjects = LANGUAGES.map((language) => newsletterConfirmationMail('a@example.org', language, url(language)).subject);
    expect(new Set(subjects).size).toBe(LANGUAGES.length);
    expect(subjects[0]).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
    expect(subjects[2]).toBe('Veuillez confirmer votre inscription à la newsletter');
  });

  it('escapes the link in the href, so it cannot leave the attribute', () => {
    const link = 'https://www.sonnwaerme.example/de/newsletter/confirm/?token=a.b&x="><script>alert(1)</script>';
    const mail = newsletterConfirmationMail('karl@example.at', 'de', link);
    expect(mail.html).toContain('href="https://www.sonnwaerme.example/de/newsletter/confirm/?token=a.b&amp;x=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(mail.html).not.toContain('<script');
    expect(mail.text).toContain(link);
  });
});

describe('assertHeaderSafe', () => {
  const clean = { from: 'Sonnwärme Website <website@sonnwaerme.example>', to: ['office@sonnwaerme.example'], replyTo: ['anna@example.org'], subject: 'Kontaktformular: Grüße – "Frage" <x> & co\tok' };

  it('passes clean values, also without Reply-To', () => {
    expect(() => assertHeaderSafe(clean)).not.toThrow();
    expect(() => assertHeaderSafe({ ...clean, replyTo: undefined })).not.toThrow();
  });

  const breaks = [
    ['CR', '\r'],
    ['LF', '\n'],
    ['CR LF', '\r\n'],
    ['U+2028', '\u2028'],
    ['U+2029', '\u2029'],
    ['NEL', '\u0085'],
    ['NUL', '\u0000'],
  ] as const;
  const headers = ['subject', 'to', 'replyTo', 'from'] as const;

  it.each(breaks)('refuses %s in subject, to, replyTo and from with HeaderInjectionError naming the header', (_name, lineBreak) => {
    for (const header of headers) {
      const value = `Hallo${lineBreak}Bcc: victim@example.com`;
      const values = { ...clean, [header]: header === 'to' || header === 'replyTo' ? ['ok@example.org', value] : value };
      expect(() => assertHeaderSafe(values), header).toThrow(HeaderInjectionError);
      expect(() => assertHeaderSafe(values), header).toThrow(`line break in the ${header} header`);
    }
  });
});

describe('sesMailer', () => {
  const from = 'Sonnwärme Website <website@sonnwaerme.example>';
  const mail: OutgoingMail = { to: ['office@sonnwaerme.example'], replyTo: ['anna@example.org'], subject: 'Kontaktformular: Hallo', text: 'text', html: '<p>html</p>' };
  const fakeClient = (answer: unknown = { MessageId: 'message-1' }) => {
    const client = { send: vi.fn(async (_command: unknown) => answer) };
    return { client, mailer: sesMailer(client as unknown as SESv2Client, from) };
  };

  it('sends one SES v2 SendEmail (Simple content) with the values as given and resolves with the message id', async () => {
    const { client, mailer } = fakeClient();
    await expect(mailer.send(mail)).resolves.toBe('message-1');
    expect(client.send).toHaveBeenCalledTimes(1);
    const command = client.send.mock.calls[0]![0];
    expect(command).toBeInstanceOf(SendEmailCommand);
    expect((command as SendEmailCommand).input).toEqual({
      FromEmailAddress: from,
      Destination: { ToAddresses: ['office@sonnwaerme.example'] },
      ReplyToAddresses: ['anna@example.org'],
      Content: {
        Simple: {
          Subject: { Data: 'Kontaktformular: Hallo', Charset: 'UTF-8' },
          Body: { Text: { Data: 'text', Charset: 'UTF-8' }, Html: { Data: '<p>html</p>', Charset: 'UTF-8' } },
        },
      },
    });
  });

  it('sends the mail’s own header fields as SES v2 Headers, in order', async () => {
    const { client, mailer } = fakeClient();
    const headers = { 'List-Unsubscribe': '<https://www.sonnwaerme.example/mail/newsletter/unsubscribe?token=a.b>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    await mailer.send({ ...mail, headers });
    const { input } = client.send.mock.calls[0]![0] as SendEmailCommand;
    expect(input.Content?.Simple?.Headers).toEqual([
      { Name: 'List-Unsubscribe', Value: headers['List-Unsubscribe'] },
      { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
    ]);
  });

  it.each([
    ['a line break in a value', { 'List-Unsubscribe': '<https://a.example/>\r\nBcc: victim@example.com' }],
    ['a colon in a name', { 'X-Bad:Name': 'x' }],
    ['a space in a name', { 'X Bad': 'x' }],
    ['a name longer than 126 characters', { [`X-${'a'.repeat(125)}`]: 'x' }],
    ['a value that is not printable ASCII', { 'X-Note': 'Grüße' }],
    ['a value longer than 995 characters', { 'X-Long': 'a'.repeat(996) }],
    ['a field SES sets itself (Bcc)', { Bcc: 'victim@example.com' }],
    ['a field SES sets itself (From, any case)', { from: 'Mallory <m@example.com>' }],
  ])('refuses to send %s in its own header fields, without calling SES', async (_name, headers) => {
    const { client, mailer } = fakeClient();
    expect(() => assertCustomHeaders(headers)).toThrow(HeaderInjectionError);
    await expect(mailer.send({ ...mail, headers })).rejects.toBeInstanceOf(HeaderInjectionError);
    expect(client.send).not.toHaveBeenCalled();
  });

  it('accepts a value of 995 printable characters and a name of 126', () => {
    expect(() => assertCustomHeaders({ 'X-Long': 'a'.repeat(989) })).not.toThrow();
    expect(() => assertCustomHeaders({ [`X-${'a'.repeat(124)}`]: '' })).not.toThrow();
  });

  it.each(['\r\n', '\n', '\r', '\u2028'])('refuses to send a subject with the line break %j, without calling SES', async (lineBreak) => {
    const { client, mailer } = fakeClient();
    await expect(mailer.send({ ...mail, subject: `Hallo${lineBreak}Bcc: victim@example.com` })).rejects.toBeInstanceOf(HeaderInjectionError);
    expect(client.send).not.toHaveBeenCalled();
  });

  it('refuses to send a line break in a recipient or Reply-To address, without calling SES', async () => {
    const { client, mailer } = fakeClient();
    await expect(mailer.send({ ...mail, to: ['office@sonnwaerme.example\r\nBcc: victim@example.com'] })).rejects.toBeInstanceOf(HeaderInjectionError);
    await expect(mailer.send({ ...mail, replyTo: ['anna@example.org\nBcc: victim@example.com'] })).rejects.toBeInstanceOf(HeaderInjectionError);
    expect(client.send).not.toHaveBeenCalled();
  });

  it('refuses half a surrogate pair anywhere in the mail, without calling SES (its client would throw and garble the next request)', async () => {
    const { client, mailer } = fakeClient();
    await expect(mailer.send({ ...mail, text: 'Hallo \ud83d' })).rejects.toThrow('surrogate');
    await expect(mailer.send({ ...mail, subject: 'Hallo \ude00' })).rejects.toThrow('surrogate');
    expect(client.send).not.toHaveBeenCalled();
    await expect(mailer.send({ ...mail, text: 'Hallo 😀' })).resolves.toBe('message-1');
  });

  it('passes SES failures on to the caller', async () => {
    const client = { send: vi.fn(async () => Promise.reject(new Error('throttled'))) };
    await expect(sesMailer(client as unknown as SESv2Client, from).send(mail)).rejects.toThrow('throttled');
  });
});
