/**
 * The forms' one definition: the site validates with these before sending (zodResolver),
 * the mail function parses every request with them. Error messages are codes
 * (`FieldErrorCode`); the site shows them in the visitor's language.
 */
import { z } from 'zod/mini';
import { LANGUAGES } from '../languages';
import { FIELD_ERROR_CODES, LIMITS, type FieldErrorCode, type FieldErrors } from './codes';
import { hasFormatCharacter, withoutFormatCharacters } from './format-characters';
import { MAX_ATTACHMENTS, UPLOAD_KEY } from './uploads';
import {
  CLIENT_TYPES,
  CONTACT_TOPICS,
  COUNTRIES,
  FIRMWARE_VERSION,
  FIRST_INSTALLATION_DATE,
  NEWSLETTER_CLIENT_TYPES,
  REJECTED_SUPPORT_SUBJECTS,
  SUPPORT_SUBJECTS,
  SUPPORT_SUBJECTS_BY_CLIENT,
  type ClientType,
  type SupportSubject,
} from './choices';

// zod/mini: the same checks as classic zod in a fraction of the browser bundle (the forms load it).
// zod compiles object parsers with `new Function` when it may; the site's Content-Security-Policy
// forbids eval (and reports even zod's probe), so it parses without.
z.config({ jitless: true });

/** CR, LF, NEL (U+0085) and the Unicode line and paragraph separators: each ends a line somewhere. */
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;
/** Every line ending of a multi-line value, made LF: the mail's text body then holds no bare CR. */
const LINE_ENDINGS = /\r\n?|[\u0085\u2028\u2029]/g;
/** Control characters other than tab and line breaks never belong in a form value: C0, DEL and the C1 range. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/**
 * MIME encoded-words (`=?UTF-8?B?…?=`), which a mail client decodes in a header: no name, address or
 * subject needs one.
 */
const ENCODED_WORD = /=\?[^?\s]+\?[bq]\?[^?\s]*\?=/i;
/** half of a surrogate pair (e.g. an emoji cut in two): not text, and the mail client cannot encode it */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const sendable = (value: string) => !CONTROL.test(value) && !LONE_SURROGATE.test(value);

/**
 * One line of text: it can end up in a mail header, so a line break, an invisible format character
 * (bidi controls, zero-width characters, soft hyphens, tags: `format-characters.ts`) or an
 * encoded-word is refused, not removed — the visitor sees at the field what was wrong, and nothing
 * reaches the team other than it was typed.
 */
const line = (max: number) =>
  z.string('required').check(
    z.trim(),
    // what must not reach a header is named first, before the length
    z.refine((value) => !LINE_BREAK.test(value), 'singleLine'),
    z.refine((value) => !hasFormatCharacter(value) && !ENCODED_WORD.test(value), 'plainText'),
    z.refine(sendable, 'characters'),
    z.maxLength(max, 'tooLong'),
  );
const requiredLine = (max: number) => z.pipe(line(max), z.string().check(z.minLength(1, 'required')));
const optionalLine = (max: number, rule?: { test: (value: string) => boolean; code: FieldErrorCode }) =>
  z._default(z.optional(rule ? line(max).check(z.refine((value) => value === '' || rule.test(value), rule.code)) : line(max)), '');

/**
 * Free text (the message): reaches only the mail's body. Format characters are removed rather than
 * refused: text pasted from word processors and web pages carries soft hyphens, zero-width spaces and
 * bidi marks the visitor cannot see, let alone find and delete among 5,000 characters; removed, the
 * text shows as before and cannot read otherwise to the team. Emoji built with joiners stay whole.
 */
const multiline = (max: number) =>
  z.string('required').check(
    z.overwrite((value) => withoutFormatCharacters(value).replace(LINE_ENDINGS, '\n')),
    z.trim(),
    z.minLength(1, 'required'),
    z.maxLength(max, 'tooLong'),
    z.refine(sendable, 'characters'),
  );

const email = z.pipe(requiredLine(LIMITS.email), z.email('email'));
const phone = optionalLine(LIMITS.phone, { test: (value) => /^\+?[0-9 ()/.-]{4,}$/.test(value), code: 'phone' });
/** a ticked box: anything but `true` is a missing consent */
const consent = z.literal(true, 'consent');
const language = z.enum(LANGUAGES, 'choice');
/** the bot check's proof (ALTCHA payload or reCAPTCHA token); verified by the mail function */
const botCheck = z.string('botCheck').check(z.minLength(1, 'botCheck'), z.maxLength(LIMITS.botCheck, 'botCheck'));

/** What every request carries besides the visitor's fields: which form, the page's language, the bot-check proof. */
const envelope = <F extends string>(form: F) => ({ form: z.literal(form), language, botCheck });

/** A day as `<input type="date">` sends it: a real date, from the first ELWA's year to today (a day's grace for time zones). */
const isInstallationDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < FIRST_INSTALLATION_DATE) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getTime() <= Date.now() + 86_400_000;
};
const country = z.enum(COUNTRIES, 'choice');

const contactFieldShape = {
  topic: z.enum(CONTACT_TOPICS, 'choice'),
  // optional: a message needs no country, but one given routes it to the market's team
  country: z._default(z.optional(z.union([country, z.literal('')])), ''),
  firstname: requiredLine(LIMITS.name),
  lastname: requiredLine(LIMITS.name),
  email,
  phone,
  subject: requiredLine(LIMITS.subject),
  message: multiline(LIMITS.message),
  privacy: consent,
};

const supportFieldShape = {
  clientType: z.enum(CLIENT_TYPES, 'choice'),
  subject: z.enum(SUPPORT_SUBJECTS, 'choice'),
  firstname: requiredLine(LIMITS.name),
  lastname: requiredLine(LIMITS.name),
  email,
  phone,
  // country prefix, then 2–13 letters or digits of which at least two are digits (every EU format
  // has them); spaces and dots are how people write them, the check ignores them
  vatNumber: optionalLine(LIMITS.vatNumber, { test: (value) => /^[A-Z]{2}(?=(?:[A-Z]*\d){2})[A-Z0-9]{2,13}$/i.test(value.replace(/[\s.]/g, '')), code: 'vatNumber' }),
  serialNumber: optionalLine(LIMITS.serialNumber, { test: (value) => /^[A-Z0-9][A-Z0-9 /-]{2,}$/i.test(value), code: 'serialNumber' }),
  // the product's name as the catalogue lists it (a choice in the form; empty: not known or none)
  product: optionalLine(LIMITS.product),
  firmwareVersion: optionalLine(LIMITS.firmwareVersion, { test: (value) => FIRMWARE_VERSION.test(value), code: 'firmwareVersion' }),
  installationDate: optionalLine(10, { test: isInstallationDate, code: 'installationDate' }),
  country,
  postcode: optionalLine(LIMITS.postcode, { test: (value) => /^[A-Z0-9](?:[ -]?[A-Z0-9]){2,8}$/i.test(value), code: 'postcode' }),
  message: multiline(LIMITS.message),
  /** the keys of the photos and files uploaded with the request (`POST /mail/upload`) */
  attachments: z._default(z.optional(z.array(z.string().check(z.regex(UPLOAD_KEY, 'choice'))).check(z.maxLength(MAX_ATTACHMENTS, 'tooLong'))), []),
  privacy: consent,
};

/** A subject must be one offered to the chosen client type, and not one the company cannot help with. */
const subjectRule = z.superRefine((value: { clientType: ClientType; subject: SupportSubject }, context) => {
  if (!SUPPORT_SUBJECTS_BY_CLIENT[value.clientType].includes(value.subject)) {
    context.addIssue({ code: 'custom', path: ['subject'], message: 'choice' });
  } else if (REJECTED_SUPPORT_SUBJECTS.has(value.subject)) {
    context.addIssue({ code: 'custom', path: ['subject'], message: 'subjectNotOffered' });
  }
});

const newsletterFieldShape = {
  email,
  clientType: z.enum(NEWSLETTER_CLIENT_TYPES, 'choice'),
  consent,
};

/** The fields a visitor fills in: what the site's forms validate (zodResolver). */
export const contactFields = z.object(contactFieldShape);
export const supportFields = z.object(supportFieldShape).check(subjectRule);
export const newsletterFields = z.object(newsletterFieldShape);

/** Whole requests: what the mail function parses. */
export const contactSchema = z.object({ ...envelope('contact'), ...contactFieldShape });
export const supportSchema = z.object({ ...envelope('support'), ...supportFieldShape }).check(subjectRule);
export const newsletterSchema = z.object({ ...envelope('newsletter'), ...newsletterFieldShape });

/** `POST /mail/send`: one of the three forms, told apart by `form` */
export const submissionSchema = z.discriminatedUnion('form', [contactSchema, supportSchema, newsletterSchema]);

/** `POST /mail/newsletter/confirm` */
export const newsletterConfirmationSchema = z.object({ token: z.string('required').check(z.minLength(1, 'required'), z.maxLength(2000, 'tooLong')) });

export type ContactFields = z.input<typeof contactFields>;
export type SupportFields = z.input<typeof supportFields>;
export type NewsletterFields = z.input<typeof newsletterFields>;
export type ContactSubmission = z.output<typeof contactSchema>;
export type SupportSubmission = z.output<typeof supportSchema>;
export type NewsletterSignUp = z.output<typeof newsletterSchema>;
export type Submission = z.output<typeof submissionSchema>;
export type FormName = Submission['form'];

const isCode = (message: string): message is FieldErrorCode => (FIELD_ERROR_CODES as readonly string[]).includes(message);

export function fieldErrors(error: { issues: readonly z.core.$ZodIssue[] }): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'form';
    // zod's own messages (an unknown `form`, a wrong type) read as "choice"
    result[field] ??= isCode(issue.message) ? issue.message : issue.code === 'invalid_type' ? 'required' : 'choice';
  }
  return result;
}
