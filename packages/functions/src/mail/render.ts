/**
 * The mails the functions send: the support team's copy of a contact or support request (German,
 * the team's language) and the newsletter confirmation in the visitor's language. Every visitor
 * value is escaped in the HTML body; header values come only from schema-checked single lines, and
 * the subject is rid of invisible format characters once more here (`subjectText`).
 */
import type { ContactSubmission, Language, SupportSubmission } from '@pv/shared';
import { withoutFormatCharacters } from '@pv/shared/forms/format-characters';
import { translator } from '@pv/shared/i18n';
import type { OutgoingMail } from './mailer';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** the support team's language: their mails' labels, the visitor's choices and language names are in it */
const TEAM_LANGUAGE: Language = 'de';
const team = translator(TEAM_LANGUAGE);
const languageName = (language: Language) => new Intl.DisplayNames(TEAM_LANGUAGE, { type: 'language' }).of(language) ?? language;
const viennaTime = (date: Date) => new Intl.DateTimeFormat('de-AT', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Vienna' }).format(date);

/** a label and its value; a link (an attachment's) is the value's target in the HTML and its next line in the text */
export type Row = [label: string, value: string, href?: string];

function layout(title: string, rows: Row[], footer: string): Pick<OutgoingMail, 'text' | 'html'> {
  const text = [title, '', ...rows.map(([label, value, href]) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`) + (href ? `\n${href}` : '')), '', footer].join('\n');
  const cells = rows
    .map(
      ([label, value, href]) =>
        `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${href ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>` : escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="${TEAM_LANGUAGE}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif"><h1 style="font-size:18px">${escapeHtml(title)}</h1><table>${cells}</table><p style="color:#555">${escapeHtml(footer)}</p></body></html>`;
  return { text, html };
}

/** who wrote: the rows both team mails start their visitor part with */
const personRows = (values: Pick<ContactSubmission, 'firstname' | 'lastname' | 'email' | 'phone'>): Row[] => [
  [team('form.firstname'), values.firstname],
  [team('form.lastname'), values.lastname],
  [team('form.email'), values.email],
  [team('form.phone'), values.phone || '–'],
];
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

/** A mail to a team about a visitor's request: answering it answers the visitor. */
function teamMail(to: string, title: string, visitorEmail: string, rows: Row[], received: Date): OutgoingMail {
  const subject = subjectText(title);
  return { to: [to], replyTo: [visitorEmail], subject, ...layout(subject, rows, footerFor(received)) };
}

export function contactMail(values: ContactSubmission, to: string, received: Date): OutgoingMail {
  const rows: Row[] = [...personRows(values), [team('form.subject'), values.subject], [team('form.message'), values.message], ...closingRows(values)];
  return teamMail(to, team('mail.team.contactTitle', { subject: values.subject }), values.email, rows, received);
}

/** `attachments`: the rows of the uploaded photos and files (`attachmentRows` in uploads.ts), after the message */
export function supportMail(values: SupportSubmission, to: string, received: Date, attachments: Row[] = []): OutgoingMail {
  const subject = team(`choice.supportSubject.${values.subject}`);
  const clientType = team(`choice.clientType.${values.clientType}`);
  const rows: Row[] = [
    [team('mail.team.clientType'), clientType],
    [team('form.supportSubject'), subject],
    ...personRows(values),
    [team('form.vatNumber'), values.vatNumber || '–'],
    [team('form.serialNumber'), values.serialNumber || '–'],
    [team('form.comments'), values.message],
    ...attachments,
    ...closingRows(values),
  ];
  return teamMail(to, team('mail.team.supportTitle', { subject, clientType }), values.email, rows, received);
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
