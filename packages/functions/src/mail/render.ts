/**
 * The mails the functions send: the support team's copy of a contact or support request (German,
 * the team's language) and the newsletter confirmation in the visitor's language. Every visitor
 * value is escaped in the HTML body; header values come only from schema-checked single lines.
 */
import { CLIENT_TYPE_LABELS, SUPPORT_SUBJECT_LABELS, type ContactSubmission, type Language, type SupportSubmission } from '@pv/shared';
import type { OutgoingMail } from './mailer';
import { NEWSLETTER_MAIL_TEXTS } from './texts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

const LANGUAGE_NAMES: Record<Language, string> = { de: 'Deutsch', en: 'Englisch', fr: 'Französisch', es: 'Spanisch', nl: 'Niederländisch', it: 'Italienisch' };
const viennaTime = (date: Date) => new Intl.DateTimeFormat('de-AT', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Vienna' }).format(date);

type Row = [label: string, value: string];

function layout(title: string, rows: Row[], footer: string): Pick<OutgoingMail, 'text' | 'html'> {
  const text = [title, '', ...rows.map(([label, value]) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`)), '', footer].join('\n');
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif"><h1 style="font-size:18px">${escapeHtml(title)}</h1><table>${cells}</table><p style="color:#555">${escapeHtml(footer)}</p></body></html>`;
  return { text, html };
}

/** who wrote: the rows both team mails start their visitor part with */
const personRows = (values: Pick<ContactSubmission, 'firstname' | 'lastname' | 'email' | 'phone'>): Row[] => [
  ['Vorname', values.firstname],
  ['Nachname', values.lastname],
  ['E-Mail', values.email],
  ['Telefon', values.phone || '–'],
];
const closingRows = (values: Pick<ContactSubmission, 'language'>): Row[] => [
  ['Sprache', LANGUAGE_NAMES[values.language]],
  ['Datenschutz', 'zugestimmt'],
];

const footerFor = (received: Date) => `Über das Formular der Website gesendet am ${viennaTime(received)}. Antworten gehen direkt an den Absender.`;

/** A mail to a team about a visitor's request: answering it answers the visitor. */
function teamMail(to: string, title: string, visitorEmail: string, rows: Row[], received: Date): OutgoingMail {
  return { to: [to], replyTo: [visitorEmail], subject: title, ...layout(title, rows, footerFor(received)) };
}

export function contactMail(values: ContactSubmission, to: string, received: Date): OutgoingMail {
  const rows: Row[] = [...personRows(values), ['Betreff', values.subject], ['Nachricht', values.message], ...closingRows(values)];
  return teamMail(to, `Kontaktformular: ${values.subject}`, values.email, rows, received);
}

export function supportMail(values: SupportSubmission, to: string, received: Date): OutgoingMail {
  const subject = SUPPORT_SUBJECT_LABELS[values.subject].de;
  const clientType = CLIENT_TYPE_LABELS[values.clientType].de;
  const rows: Row[] = [
    ['Kundentyp', clientType],
    ['Anliegen', subject],
    ...personRows(values),
    ['UID-Nummer', values.vatNumber || '–'],
    ['Seriennummer', values.serialNumber || '–'],
    ['Anmerkungen', values.message],
    ...closingRows(values),
  ];
  return teamMail(to, `Supportanfrage: ${subject} (${clientType})`, values.email, rows, received);
}

/** The double opt-in mail: the link confirms the sign-up; nothing is stored before it is used. */
export function newsletterConfirmationMail(email: string, language: Language, confirmUrl: string): OutgoingMail {
  const t = NEWSLETTER_MAIL_TEXTS[language];
  const text = [t.greeting, '', t.intro, '', confirmUrl, '', t.expiry, t.ignore].join('\n');
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head><body style="font-family:sans-serif"><p>${escapeHtml(t.greeting)}</p><p>${escapeHtml(t.intro)}</p><p><a href="${escapeHtml(confirmUrl)}" style="display:inline-block;padding:10px 16px;background:#1d5e3b;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(t.button)}</a></p><p style="color:#555">${escapeHtml(t.expiry)} ${escapeHtml(t.ignore)}</p></body></html>`;
  return { to: [email], subject: t.subject, text, html };
}
