/**
 * The mails the functions send: the team's mail about a contact or support request (German, the
 * team's language), the customer's copy of it (./customer-copy.ts) and the newsletter confirmation in
 * the visitor's language. Every visitor
 * value is escaped in the HTML body; header values come only from schema-checked single lines, and
 * the subject is rid of invisible format characters once more here (`subjectText`).
 */
import type { ContactSubmission, Language, SupportSubmission } from '@pv/shared';
import { SUPPORT_DETAILS_BY_CLIENT, type SupportDetailField } from '@pv/shared/forms/choices';
import { withoutFormatCharacters } from '@pv/shared/forms/format-characters';
import { translator, type Translate } from '@pv/shared/i18n';
import type { OutgoingMail } from './mailer';
import { ruleText, type RoutedForm, type Routing } from '../mail-routes';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** the support team's language: their mails' labels, the visitor's choices and language names are in it */
export const TEAM_LANGUAGE: Language = 'de';
const team = translator(TEAM_LANGUAGE);
const languageName = (language: Language) => new Intl.DisplayNames(TEAM_LANGUAGE, { type: 'language' }).of(language) ?? language;
const viennaTime = (date: Date) => new Intl.DateTimeFormat('de-AT', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Vienna' }).format(date);

/** a label and its value; a link (an attachment's) is the value's target in the HTML and its next line in the text */
export type Row = [label: string, value: string, href?: string];

/** Rows without a value are left out: a private customer's mail has no "UID-Nummer" row. */
export const filled = (rows: Row[]): Row[] => rows.filter(([, value]) => value.trim() !== '');

export function layout(title: string, rows: Row[], footer: string, language: Language = TEAM_LANGUAGE, intro: string[] = []): Pick<OutgoingMail, 'text' | 'html'> {
  const text = [title, '', ...intro.flatMap((paragraph) => [paragraph, '']), ...rows.map(([label, value, href]) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`) + (href ? `\n${href}` : '')), '', footer].join('\n');
  const cells = rows
    .map(
      ([label, value, href]) =>
        `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${href ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>` : escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const paragraphs = intro.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif"><h1 style="font-size:18px">${escapeHtml(title)}</h1>${paragraphs}<table>${cells}</table><p style="color:#555">${escapeHtml(footer)}</p></body></html>`;
  return { text, html };
}

/** A country's name in a language ("Österreich"), or "Anderes Land" */
export const countryName = (country: string, language: Language) =>
  country === 'other' ? translator(language)('choice.country.other') : (new Intl.DisplayNames(language, { type: 'region' }).of(country) ?? country);

/** who wrote: the rows both team mails start their visitor part with */
export const personRows = (t: Translate, values: Pick<ContactSubmission, 'firstname' | 'lastname' | 'email' | 'phone'>): Row[] => [
  [t('form.firstname'), values.firstname],
  [t('form.lastname'), values.lastname],
  [t('form.email'), values.email],
  [t('form.phone'), values.phone],
];

/** The support request's device and project rows, each only for a client type that is asked it (the form hides the others). */
export function supportDetailRows(t: Translate, values: SupportSubmission, language: Language): Row[] {
  const asked = new Set(SUPPORT_DETAILS_BY_CLIENT[values.clientType]);
  const detail = (field: SupportDetailField, label: string, value: string): Row => [label, asked.has(field) ? value : ''];
  const installed = values.installationDate ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${values.installationDate}T00:00:00Z`)) : '';
  return [
    detail('product', t('form.product'), values.product),
    detail('serialNumber', t('form.serialNumber'), values.serialNumber),
    detail('firmwareVersion', t('form.firmwareVersion'), values.firmwareVersion),
    detail('installationDate', t('form.installationDate'), installed),
    [t('form.country'), countryName(values.country, language)],
    detail('postcode', t('form.postcode'), values.postcode),
  ];
}

const closingRows = (values: Pick<ContactSubmission, 'language'>): Row[] => [
  [team('mail.team.language'), languageName(values.language)],
  [team('mail.team.privacy'), team('mail.team.privacyAccepted')],
];

const footerFor = (received: Date) => team('mail.team.footer', { received: viennaTime(received) });

/**
 * A subject as it goes into the header: the schemas refuse format characters in every one-line field,
 * so this strips nothing unless a value ever gets past them (a new field, a changed schema); then the
 * team still gets the mail, with a subject that shows what it says.
 */
const subjectText = withoutFormatCharacters;

/** What the team's mail says beyond the request: its case number, how it was routed and whether the customer got a copy. */
export interface TeamMailContext {
  caseNumber: string;
  routing: Routing;
  /** the customer's copy is sent (false: the address got too many copies lately) */
  copySent: boolean;
  received: Date;
}

/**
 * A mail to a team about a visitor's request: answering it answers the visitor. Its subject sorts:
 * form, topic, product, country, case number (the visitor's own words only after them).
 */
function teamMail(parts: string[], visitorEmail: string, rows: Row[], context: TeamMailContext, form: RoutedForm): OutgoingMail {
  const subject = subjectText(parts.filter(Boolean).join(' · '));
  const closing: Row[] = [
    [team('mail.team.route'), context.routing.rule ? team('mail.team.routeRule', { rule: ruleText(context.routing.rule), to: context.routing.to }) : team('mail.team.routeDefault', { to: context.routing.to, form })],
    [team('mail.team.copy'), team(context.copySent ? 'mail.team.copySent' : 'mail.team.copyNotSent')],
  ];
  return { to: [context.routing.to], replyTo: [visitorEmail], subject, ...layout(subject, filled([[team('mail.caseNumber'), context.caseNumber], ...rows, ...closing]), footerFor(context.received)) };
}

/** the visitor's subject in the team's subject line: after the sorting parts, shortened */
const SUBJECT_EXCERPT = 80;
const excerpt = (value: string) => (value.length > SUBJECT_EXCERPT ? `${value.slice(0, SUBJECT_EXCERPT - 1)}…` : value);

/** The rows of a contact message, in the language `t` speaks (the team's, or the customer's in their copy). */
export const contactRows = (t: Translate, values: ContactSubmission, language: Language): Row[] => [
  [t('form.topic'), t(`choice.contactTopic.${values.topic}`)],
  [t('form.country'), values.country ? countryName(values.country, language) : ''],
  ...personRows(t, values),
  [t('form.subject'), values.subject],
  [t('form.message'), values.message],
];

export function contactMail(values: ContactSubmission, context: TeamMailContext): OutgoingMail {
  const rows: Row[] = [...contactRows(team, values, TEAM_LANGUAGE), ...closingRows(values)];
  const parts = [team('mail.team.form.contact'), team(`choice.contactTopic.${values.topic}`), values.country, context.caseNumber, excerpt(values.subject)];
  return teamMail(parts, values.email, rows, context, 'contact');
}

/** The rows of a support request, in the language `t` speaks. */
export const supportRows = (t: Translate, values: SupportSubmission, language: Language): Row[] => [
  [t('mail.team.clientType'), t(`choice.clientType.${values.clientType}`)],
  [t('form.supportSubject'), t(`choice.supportSubject.${values.subject}`)],
  ...supportDetailRows(t, values, language),
  ...personRows(t, values),
  [t('form.vatNumber'), SUPPORT_DETAILS_BY_CLIENT[values.clientType].includes('vatNumber') ? values.vatNumber : ''],
  [t('form.comments'), values.message],
];

/** `attachments`: the rows of the uploaded photos and files (`attachmentRows` in uploads.ts), after the message */
export function supportMail(values: SupportSubmission, context: TeamMailContext, attachments: Row[] = []): OutgoingMail {
  const rows: Row[] = [...supportRows(team, values, TEAM_LANGUAGE), ...attachments, ...closingRows(values)];
  const parts = [team('mail.team.form.support'), team(`choice.supportSubject.${values.subject}`), values.product, values.country, context.caseNumber];
  return teamMail(parts, values.email, rows, context, 'support');
}

/** The double opt-in mail: the link confirms the sign-up; nothing is stored before it is used. */
export function newsletterConfirmationMail(email: string, language: Language, confirmUrl: string): OutgoingMail {
  const t = translator(language);
  const [subject, greeting, intro, button, expiry, ignore] = [
    subjectText(t('mail.newsletter.subject')),
    t('mail.newsletter.greeting'),
    t('mail.newsletter.intro'),
    t('mail.newsletter.button'),
    t('mail.newsletter.expiry'),
    t('mail.newsletter.ignore'),
  ];
  const text = [greeting, '', intro, '', confirmUrl, '', expiry, ignore].join('\n');
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:sans-serif"><p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(confirmUrl)}" style="display:inline-block;padding:10px 16px;background:#1d5e3b;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(button)}</a></p><p style="color:#555">${escapeHtml(expiry)} ${escapeHtml(ignore)}</p></body></html>`;
  return { to: [email], subject, text, html };
}
