/**
 * The forms' shared zod schemas (packages/shared): what the site validates before sending and the
 * mail function parses. Errors are codes (`fieldErrors`), one per field, which the site translates.
 */
import { describe, expect, it } from 'vitest';
import {
  CLIENT_TYPES,
  contactFields,
  contactSchema,
  fieldErrors,
  LANGUAGES,
  LIMITS,
  NEWSLETTER_CLIENT_TYPES,
  newsletterConfirmationSchema,
  newsletterFields,
  newsletterSchema,
  REJECTED_SUPPORT_SUBJECTS,
  submissionSchema,
  SUPPORT_SUBJECTS,
  SUPPORT_SUBJECTS_BY_CLIENT,
  supportFields,
  supportSchema,
  type FieldErrors,
} from '@pv/shared';
import { catalogs } from '@pv/shared/i18n';
import { HEADER_HOSTILE_INSERTS, sampleContact, sampleNewsletter, sampleSupport } from '../support/form-samples';
import { FORMAT_SAMPLES } from '../support/format-samples';

interface Parser {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: Parameters<typeof fieldErrors>[0] };
}

/** the field → code map for an invalid value; {} when it is valid */
const errorsOf = (schema: Parser, value: unknown): FieldErrors => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};
const dataOf = (schema: Parser, value: unknown): Record<string, unknown> => {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`expected valid, got ${JSON.stringify(fieldErrors(result.error))}`);
  return result.data as Record<string, unknown>;
};

const contact = sampleContact;
const support = sampleSupport;
const newsletter = sampleNewsletter;
const envelope = (form: string) => ({ form, language: 'de', botCheck: 'proof' });

describe('required fields', () => {
  it('names every missing field of the contact form with required (consent with consent)', () => {
    expect(errorsOf(contactFields, {})).toEqual({ topic: 'choice', firstname: 'required', lastname: 'required', email: 'required', subject: 'required', message: 'required', privacy: 'consent' });
  });

  it('names every missing field of the support form; the country is asked, phone, VAT and the device details are optional', () => {
    expect(errorsOf(supportFields, {})).toEqual({
      clientType: 'choice',
      subject: 'choice',
      country: 'choice',
      firstname: 'required',
      lastname: 'required',
      email: 'required',
      message: 'required',
      privacy: 'consent',
    });
    const optional = ['phone', 'vatNumber', 'serialNumber', 'product', 'firmwareVersion', 'installationDate', 'postcode'];
    const without = Object.fromEntries(Object.entries(support).filter(([key]) => !optional.includes(key)));
    expect(dataOf(supportFields, without)).toMatchObject(Object.fromEntries(optional.map((key) => [key, ''])));
  });

  it("keeps the contact form's country optional: a message needs none", () => {
    expect(dataOf(contactFields, { ...contact, country: undefined })).toMatchObject({ country: '' });
    expect(errorsOf(contactFields, { ...contact, country: 'XX' })).toEqual({ country: 'choice' });
    expect(errorsOf(contactFields, { ...contact, topic: 'sales-pitch' })).toEqual({ topic: 'choice' });
  });

  it('names every missing field of the newsletter form', () => {
    expect(errorsOf(newsletterFields, {})).toEqual({ email: 'required', clientType: 'choice', consent: 'consent' });
  });

  it('treats a blank (whitespace-only) value as missing', () => {
    expect(errorsOf(contactFields, { ...contact, firstname: '   ', message: ' \n\t ' })).toEqual({ firstname: 'required', message: 'required' });
  });

  it('answers required for a value of the wrong type', () => {
    expect(errorsOf(contactFields, { ...contact, firstname: 42, lastname: ['Berger'], message: { text: 'x' } })).toEqual({ firstname: 'required', lastname: 'required', message: 'required' });
  });

  it('asks for the bot-check proof with botCheck (missing, empty, too long, wrong type)', () => {
    for (const botCheck of [undefined, '', 'x'.repeat(LIMITS.botCheck + 1), 7]) {
      expect(errorsOf(contactSchema, { ...envelope('contact'), ...contact, botCheck })).toEqual({ botCheck: 'botCheck' });
    }
    expect(errorsOf(contactSchema, { ...envelope('contact'), ...contact, botCheck: 'x'.repeat(LIMITS.botCheck) })).toEqual({});
  });
});

describe('single-line and multi-line text', () => {
  it('trims every text value', () => {
    const data = dataOf(contactFields, { ...contact, firstname: '  Anna ', email: ' anna.berger@example.org\t', subject: '\n Frage \r\n', message: '\n  Hallo\nWelt  \n' });
    expect(data).toMatchObject({ firstname: 'Anna', email: 'anna.berger@example.org', subject: 'Frage', message: 'Hallo\nWelt' });
  });

  it('counts the limit after trimming and answers tooLong beyond it', () => {
    expect(errorsOf(contactFields, { ...contact, firstname: `  ${'a'.repeat(LIMITS.name)}  ` })).toEqual({});
    expect(errorsOf(contactFields, { ...contact, firstname: 'a'.repeat(LIMITS.name + 1) })).toEqual({ firstname: 'tooLong' });
    expect(errorsOf(contactFields, { ...contact, subject: 'a'.repeat(LIMITS.subject + 1) })).toEqual({ subject: 'tooLong' });
    expect(errorsOf(contactFields, { ...contact, message: 'a'.repeat(LIMITS.message) })).toEqual({});
    expect(errorsOf(contactFields, { ...contact, message: 'a'.repeat(LIMITS.message + 1) })).toEqual({ message: 'tooLong' });
  });

  it.each([
    ['CR LF', '\r\n'],
    ['CR', '\r'],
    ['LF', '\n'],
    ['U+2028', '\u2028'],
    ['U+2029', '\u2029'],
  ])('refuses a line break (%s) inside a single-line field with singleLine', (_name, lineBreak) => {
    const value = `Hallo${lineBreak}Bcc: victim@example.com`;
    expect(errorsOf(contactFields, { ...contact, firstname: value, lastname: value, subject: value, phone: `0662${lineBreak}1234` })).toEqual({
      firstname: 'singleLine',
      lastname: 'singleLine',
      subject: 'singleLine',
      phone: 'singleLine',
    });
    expect(errorsOf(contactFields, { ...contact, email: `anna@example.org${lineBreak}Bcc: victim@example.com` })).toEqual({ email: 'singleLine' });
    expect(errorsOf(supportFields, { ...support, vatNumber: `ATU${lineBreak}12345678`, serialNumber: `ACT${lineBreak}2026` })).toEqual({ vatNumber: 'singleLine', serialNumber: 'singleLine' });
    expect(errorsOf(newsletterFields, { ...newsletter, email: `marie@example.fr${lineBreak}Bcc: victim@example.com` })).toEqual({ email: 'singleLine' });
  });

  it('keeps line breaks and tabs in the message, every line ending (CR LF, CR, NEL, U+2028, U+2029) as LF', () => {
    const message = 'Zeile 1\r\nZeile 2\rZeile 3\nZeile 4\u0085Zeile 5\u2028Zeile 6\u2029Zeile 7\tEnde\r\n\r';
    const normalised = 'Zeile 1\nZeile 2\nZeile 3\nZeile 4\nZeile 5\nZeile 6\nZeile 7\tEnde';
    expect(dataOf(contactFields, { ...contact, message }).message).toBe(normalised);
    expect(dataOf(supportFields, { ...support, message }).message).toBe(normalised);
    expect(dataOf(contactFields, { ...contact, message: 'a\r\r\nb' }).message).toBe('a\n\nb');
  });

  it('counts the message limit after its line endings are made LF', () => {
    expect(errorsOf(contactFields, { ...contact, message: 'a\r\n'.repeat(LIMITS.message / 2) })).toEqual({});
  });

  it.each(['\u0000', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b', '\u007f'])('refuses the control character %j in single-line fields and the message', (control) => {
    const value = `a${control}b`;
    expect(errorsOf(contactFields, { ...contact, firstname: value, subject: value, message: value })).toEqual({ firstname: 'characters', subject: 'characters', message: 'characters' });
  });

  it.each(['\ud83d', '\ude00', 'a\ude00\ud83d'])('refuses half a surrogate pair %j (the SES client cannot encode it) but keeps whole emoji', (half) => {
    expect(errorsOf(contactFields, { ...contact, firstname: `Anna ${half}`, message: `Hallo ${half}` })).toEqual({ firstname: 'characters', message: 'characters' });
    expect(dataOf(contactFields, { ...contact, firstname: 'Anna \ud83d\ude00', message: 'Hallo 😀' }).firstname).toBe('Anna 😀');
  });

  it.each(HEADER_HOSTILE_INSERTS)('refuses %s in every one-line field of every form', (_name, insert, code) => {
    expect(errorsOf(contactFields, { ...contact, firstname: `An${insert}na`, lastname: `Ber${insert}ger`, email: `anna${insert}@example.org`, phone: `0662${insert}1234`, subject: `Frage${insert}AC ELWA` })).toEqual({
      firstname: code,
      lastname: code,
      email: code,
      phone: code,
      subject: code,
    });
    expect(errorsOf(supportFields, { ...support, firstname: `Be${insert}n`, lastname: `Sm${insert}ith`, email: `ben${insert}@installer.example`, phone: `+43${insert}660`, vatNumber: `ATU${insert}12345678`, serialNumber: `ACT${insert}2026` })).toEqual({
      firstname: code,
      lastname: code,
      email: code,
      phone: code,
      vatNumber: code,
      serialNumber: code,
    });
    expect(errorsOf(newsletterFields, { ...newsletter, email: `marie${insert}@example.fr` })).toEqual({ email: code });
  });

  it('refuses C1 controls in the message too', () => {
    expect(errorsOf(contactFields, { ...contact, message: 'Hallo\u009bWelt' })).toEqual({ message: 'characters' });
  });

  it.each(FORMAT_SAMPLES)('refuses %s in every one-line field of every form with plainText', (_name, char) => {
    expect(errorsOf(contactFields, { ...contact, firstname: `An${char}na`, lastname: `Ber${char}ger`, email: `anna${char}@example.org`, phone: `0662${char}1234`, subject: `Frage${char}AC ELWA` })).toEqual({
      firstname: 'plainText',
      lastname: 'plainText',
      email: 'plainText',
      phone: 'plainText',
      subject: 'plainText',
    });
    expect(errorsOf(supportFields, { ...support, firstname: `Be${char}n`, lastname: `Sm${char}ith`, vatNumber: `ATU${char}12345678`, serialNumber: `ACT${char}2026` })).toEqual({
      firstname: 'plainText',
      lastname: 'plainText',
      vatNumber: 'plainText',
      serialNumber: 'plainText',
    });
    expect(errorsOf(newsletterFields, { ...newsletter, email: `marie${char}@example.fr` })).toEqual({ email: 'plainText' });
  });

  it.each(FORMAT_SAMPLES)('strips %s from the message, of both forms', (_name, char) => {
    expect(dataOf(contactFields, { ...contact, message: `Heiz${char}stab` }).message).toBe('Heizstab');
    expect(dataOf(supportFields, { ...support, message: `Dis${char}play` }).message).toBe('Display');
  });

  it('keeps letters of every site language and emoji whole in the message (joiners and flag tags are format characters)', () => {
    const message = 'ß Ä Ç œ « » € 😊 👨\u200d👩\u200d👧 🏳\ufe0f\u200d🌈 🏴\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}';
    expect(dataOf(contactFields, { ...contact, message }).message).toBe(message);
    expect(dataOf(contactFields, { ...contact, message: 'שלום \u200f(AC-THOR)\u200d \u202eLRO' }).message).toBe('שלום (AC-THOR) LRO');
  });

  it('counts the message as it is left: only format characters are no message', () => {
    expect(errorsOf(contactFields, { ...contact, message: '\u00ad\u200b\u{e0041}' })).toEqual({ message: 'required' });
    expect(errorsOf(contactFields, { ...contact, message: `${'a'.repeat(LIMITS.message)}\u00ad` })).toEqual({});
  });

  it('refuses a zero-width joiner in a one-line field even inside an emoji: only the message keeps it', () => {
    expect(errorsOf(contactFields, { ...contact, subject: 'Familie 👨\u200d👩\u200d👧' })).toEqual({ subject: 'plainText' });
  });

  it.each(['Preis =? Frage', 'a=?b?c?d?=', '=?UTF-8?B? Leerzeichen ?=', 'Grüße – „Frage“ (AC·THOR) 😀', 'ß Ä Ç œ « » € 😊', '❤️ 👍🏽', 'שלום', 'Ελληνικά'])('accepts %j in a one-line field', (subject) => {
    expect(dataOf(contactFields, { ...contact, subject }).subject).toBe(subject);
  });

  it('allows a tab inside a single-line field', () => {
    expect(dataOf(contactFields, { ...contact, subject: 'AC\tELWA' }).subject).toBe('AC\tELWA');
  });
});

describe('e-mail, phone, VAT and serial numbers', () => {
  it.each(['not-an-address', 'anna@', '@example.org', 'anna@example', 'anna berger@example.org', 'anna@@example.org'])('refuses the e-mail address %j', (email) => {
    expect(errorsOf(contactFields, { ...contact, email })).toEqual({ email: 'email' });
  });

  it('accepts ordinary e-mail addresses and refuses ones over the limit with tooLong', () => {
    for (const email of ['a@b.at', 'anna.berger+web@mail.example.org', 'x_y-z@sub.domain.example']) expect(errorsOf(contactFields, { ...contact, email })).toEqual({});
    expect(errorsOf(contactFields, { ...contact, email: `${'a'.repeat(250)}@example.org` })).toEqual({ email: 'tooLong' });
  });

  it('takes the phone as optional, and only digits with + ( ) / . - and spaces', () => {
    for (const phone of ['', '   ', '+43 660 1234567', '(0662) 12/34-56', '0043.662.1234']) expect(errorsOf(contactFields, { ...contact, phone })).toEqual({});
    for (const phone of ['abc', '123', '+43 660 CALL-ME', '++43 660 1234567', '1234567 ext. 5']) expect(errorsOf(contactFields, { ...contact, phone })).toEqual({ phone: 'phone' });
    expect(errorsOf(contactFields, { ...contact, phone: '1'.repeat(LIMITS.phone + 1) })).toEqual({ phone: 'tooLong' });
  });

  it('accepts VAT numbers as people write them (spaces, dots) and refuses other text', () => {
    for (const vatNumber of ['ATU 1234 5678', 'DE123456789', 'atu12345678', 'FR 12.345.678.901', '']) expect(errorsOf(supportFields, { ...support, vatNumber })).toEqual({});
    for (const vatNumber of ['hello', 'abcd', 'DEX1', '12345678', 'D', 'DE', 'DE-123456789', 'DE_123456789', 'ATU1234567890123456']) expect(errorsOf(supportFields, { ...support, vatNumber })).toEqual({ vatNumber: 'vatNumber' });
    expect(errorsOf(supportFields, { ...support, vatNumber: 'A'.repeat(LIMITS.vatNumber + 1) })).toEqual({ vatNumber: 'tooLong' });
  });

  it('accepts serial numbers of letters, digits, spaces, / and - and refuses others', () => {
    for (const serialNumber of ['ACT-2026-00042', 'abc', 'A1 B2/C3', '']) expect(errorsOf(supportFields, { ...support, serialNumber })).toEqual({});
    for (const serialNumber of ['AB', '-ACT-1', '/123', 'ACT_2026', 'ACT#1', 'Seriennummer: 12']) expect(errorsOf(supportFields, { ...support, serialNumber })).toEqual({ serialNumber: 'serialNumber' });
    expect(errorsOf(supportFields, { ...support, serialNumber: 'A'.repeat(LIMITS.serialNumber + 1) })).toEqual({ serialNumber: 'tooLong' });
  });
});

describe('device details', () => {
  it('accepts firmware versions as the Info menu shows them (a letter, seven digits) and refuses others', () => {
    for (const firmwareVersion of ['a0021100', 'E0001400', 'w0003200', '']) expect(errorsOf(supportFields, { ...support, firmwareVersion })).toEqual({});
    for (const firmwareVersion of ['2.1', 'a002110', 'a00211000', 'ab021100', 'v1.0.0']) expect(errorsOf(supportFields, { ...support, firmwareVersion }), firmwareVersion).toEqual({ firmwareVersion: expect.stringMatching(/firmwareVersion|tooLong/) });
  });

  it('accepts installation dates from 2013 to today, as the date field sends them', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const installationDate of ['2013-01-01', '2025-06-12', today, '']) expect(errorsOf(supportFields, { ...support, installationDate })).toEqual({});
    for (const installationDate of ['2012-12-31', '2099-01-01', '2025-02-30', '12.06.2025', '2025-6-1']) expect(errorsOf(supportFields, { ...support, installationDate }), installationDate).toEqual({ installationDate: 'installationDate' });
  });

  it('accepts postcodes of the served countries and refuses other text', () => {
    for (const postcode of ['4400', '10115', '75008', '1012 AB', '00184', 'L-1234', '']) expect(errorsOf(supportFields, { ...support, postcode }), postcode).toEqual({});
    for (const postcode of ['12', 'PLZ 4400!', '4400 Steyr Stadt']) expect(errorsOf(supportFields, { ...support, postcode }), postcode).toEqual({ postcode: expect.stringMatching(/postcode|tooLong/) });
  });

  it('knows the served countries and another country, nothing else', () => {
    for (const country of ['AT', 'CH', 'other']) expect(errorsOf(supportFields, { ...support, country })).toEqual({});
    for (const country of ['at', 'US', '', 'Österreich']) expect(errorsOf(supportFields, { ...support, country })).toEqual({ country: 'choice' });
  });

  it('refuses a product name that could reach a header otherwise than typed', () => {
    expect(errorsOf(supportFields, { ...support, product: 'AC-THOR\nBcc: x@example.com' })).toEqual({ product: 'singleLine' });
    expect(errorsOf(supportFields, { ...support, product: 'A'.repeat(LIMITS.product + 1) })).toEqual({ product: 'tooLong' });
  });
});

describe('consent', () => {
  it.each([false, 'true', 'on', 1, null, undefined])('needs the privacy box literally ticked (true), not %j', (privacy) => {
    expect(errorsOf(contactFields, { ...contact, privacy })).toEqual({ privacy: 'consent' });
    expect(errorsOf(supportFields, { ...support, privacy })).toEqual({ privacy: 'consent' });
    expect(errorsOf(newsletterFields, { ...newsletter, consent: privacy })).toEqual({ consent: 'consent' });
  });
});

describe('support subjects', () => {
  it('offers every client type a non-empty list from SUPPORT_SUBJECTS that contains other, without repeats', () => {
    for (const clientType of CLIENT_TYPES) {
      const subjects = SUPPORT_SUBJECTS_BY_CLIENT[clientType];
      expect(subjects.length, clientType).toBeGreaterThan(1);
      expect(subjects, clientType).toContain('other');
      expect(new Set(subjects).size, clientType).toBe(subjects.length);
      for (const subject of subjects) expect(SUPPORT_SUBJECTS).toContain(subject);
    }
  });

  it('accepts each subject offered to the client type that the company helps with', () => {
    for (const clientType of CLIENT_TYPES) {
      for (const subject of SUPPORT_SUBJECTS_BY_CLIENT[clientType].filter((s) => !REJECTED_SUPPORT_SUBJECTS.has(s))) {
        expect(errorsOf(supportFields, { ...support, clientType, subject }), `${clientType}/${subject}`).toEqual({});
      }
    }
  });

  it('answers subjectNotOffered for an offered subject the company cannot help with (PV planning, PV construction)', () => {
    let checked = 0;
    for (const clientType of CLIENT_TYPES) {
      for (const subject of SUPPORT_SUBJECTS_BY_CLIENT[clientType].filter((s) => REJECTED_SUPPORT_SUBJECTS.has(s))) {
        expect(errorsOf(supportFields, { ...support, clientType, subject }), `${clientType}/${subject}`).toEqual({ subject: 'subjectNotOffered' });
        expect(errorsOf(supportSchema, { ...envelope('support'), ...support, clientType, subject })).toEqual({ subject: 'subjectNotOffered' });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect([...REJECTED_SUPPORT_SUBJECTS].sort()).toEqual(['pv-system-construction', 'pv-system-planning']);
  });

  it('answers choice for a subject of another client type, rejected or not', () => {
    let checked = 0;
    for (const clientType of CLIENT_TYPES) {
      for (const subject of SUPPORT_SUBJECTS.filter((s) => !SUPPORT_SUBJECTS_BY_CLIENT[clientType].includes(s))) {
        expect(errorsOf(supportFields, { ...support, clientType, subject }), `${clientType}/${subject}`).toEqual({ subject: 'choice' });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(errorsOf(supportFields, { ...support, clientType: 'installer', subject: 'pv-system-planning' })).toEqual({ subject: 'choice' });
  });

  it('answers choice for an unknown subject or client type', () => {
    expect(errorsOf(supportFields, { ...support, subject: 'anything' })).toEqual({ subject: 'choice' });
    expect(errorsOf(supportFields, { ...support, clientType: 'reseller' })).toEqual({ clientType: 'choice' });
  });
});

describe('newsletter', () => {
  it('is offered to private customers and installers only', () => {
    expect([...NEWSLETTER_CLIENT_TYPES]).toEqual(['private', 'installer']);
    for (const clientType of NEWSLETTER_CLIENT_TYPES) expect(errorsOf(newsletterFields, { ...newsletter, clientType })).toEqual({});
    expect(errorsOf(newsletterFields, { ...newsletter, clientType: 'planner' })).toEqual({ clientType: 'choice' });
  });

  it('needs a confirmation token between 1 and 2000 characters', () => {
    expect(errorsOf(newsletterConfirmationSchema, {})).toEqual({ token: 'required' });
    expect(errorsOf(newsletterConfirmationSchema, { token: '' })).toEqual({ token: 'required' });
    expect(errorsOf(newsletterConfirmationSchema, { token: 'x'.repeat(2001) })).toEqual({ token: 'tooLong' });
    expect(errorsOf(newsletterConfirmationSchema, { token: 'abc.def' })).toEqual({});
  });
});

describe('field schemas and request schemas', () => {
  const pairs = [
    ['contact', contactFields, contactSchema, contact],
    ['support', supportFields, supportSchema, support],
    ['newsletter', newsletterFields, newsletterSchema, newsletter],
  ] as const;

  it.each(pairs)('%s: the request schema is the fields plus form, language and botCheck', (form, fields, request, values) => {
    expect(Object.keys(request.shape).sort()).toEqual([...Object.keys(fields.shape), 'form', 'language', 'botCheck'].sort());
    expect(Object.keys(fields.shape).sort()).toEqual(Object.keys(values).sort());
    const parsed = dataOf(request, { ...envelope(form), ...values });
    expect(parsed).toEqual({ ...envelope(form), ...dataOf(fields, values) });
    expect(dataOf(submissionSchema, { ...envelope(form), ...values })).toEqual(parsed);
  });

  it.each(pairs)('%s: the request schema reports the same field errors as the field schema', (form, fields, request, values) => {
    const broken = Object.fromEntries(Object.keys(values).map((key) => [key, key === 'privacy' || key === 'consent' ? false : 'a\r\nb']));
    const expected = errorsOf(fields, broken);
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    expect(errorsOf(request, { ...envelope(form), ...broken })).toEqual(expected);
    expect(errorsOf(submissionSchema, { ...envelope(form), ...broken })).toEqual(expected);
  });

  it('refuses an unknown language with choice', () => {
    expect(errorsOf(contactSchema, { ...envelope('contact'), ...contact, language: 'pt' })).toEqual({ language: 'choice' });
  });

  it('refuses an unknown, missing or wrongly typed form', () => {
    expect(errorsOf(submissionSchema, { ...envelope('spam'), ...contact })).toEqual({ form: 'choice' });
    expect(errorsOf(submissionSchema, { ...contact, language: 'de', botCheck: 'proof' })).toEqual({ form: 'choice' });
    expect(errorsOf(submissionSchema, { ...envelope('contact'), ...contact, form: ['contact'] })).toEqual({ form: 'choice' });
    expect(submissionSchema.safeParse(null).success).toBe(false);
    expect(submissionSchema.safeParse('contact').success).toBe(false);
  });

  it('does not accept one form’s fields under another form’s name', () => {
    expect(errorsOf(submissionSchema, { ...envelope('support'), ...contact })).toMatchObject({ clientType: 'choice' });
    expect(errorsOf(submissionSchema, { ...envelope('newsletter'), ...contact })).toMatchObject({ consent: 'consent', clientType: 'choice' });
  });
});

describe('labels', () => {
  it('has 6 languages', () => {
    expect([...LANGUAGES]).toEqual(['de', 'en', 'fr', 'es', 'nl', 'it']);
  });

  it('labels exactly the support subjects and client types in every language', () => {
    for (const language of LANGUAGES) {
      const keys = Object.keys(catalogs[language]);
      expect(keys.filter((key) => key.startsWith('choice.supportSubject.')).sort(), language).toEqual(SUPPORT_SUBJECTS.map((s) => `choice.supportSubject.${s}`).sort());
      expect(keys.filter((key) => key.startsWith('choice.clientType.')).sort(), language).toEqual(CLIENT_TYPES.map((c) => `choice.clientType.${c}`).sort());
    }
  });

  it('gives the subjects of one client type distinct labels in each language', () => {
    for (const clientType of CLIENT_TYPES) {
      for (const language of LANGUAGES) {
        const labels = SUPPORT_SUBJECTS_BY_CLIENT[clientType].map((subject) => catalogs[language][`choice.supportSubject.${subject}`]);
        expect(new Set(labels).size, `${clientType}/${language}`).toBe(labels.length);
      }
    }
  });
});
