/**
 * The customer's copy of a contact or support request, in their language: the case number and what
 * happens next come first, in the company's words; what they sent follows below. Nothing the visitor
 * typed reaches the subject or the opening lines, so the form cannot be used to mail a stranger a
 * message of one's own (and copies per address are limited: ./handler.ts).
 */
import type { ContactSubmission, Language, SupportSubmission } from '@pv/shared';
import { translator } from '@pv/shared/i18n';
import type { OutgoingMail } from './mailer';
import { contactRows, filled, layout, supportRows } from './render';

export interface CopyContext {
  caseNumber: string;
  /** the team's mailbox the request went to: the customer's answer to the copy reaches it */
  teamAddress: string;
  /** the site's address, named in the line saying why this mail came */
  siteUrl: string;
}

export function customerCopyMail(values: ContactSubmission | SupportSubmission, { caseNumber, teamAddress, siteUrl }: CopyContext): OutgoingMail {
  const language: Language = values.language;
  const t = translator(language);
  const form = values.form;
  const subject = t(`mail.copy.subject.${form}`, { caseNumber });
  const intro = [t('mail.copy.greeting'), t(`mail.copy.received.${form}`, { caseNumber }), t(`mail.copy.next.${form}`), t('mail.copy.reply', { caseNumber }), t('mail.copy.yourDetails')];
  const rows = form === 'contact' ? contactRows(t, values, language) : supportRows(t, values, language);
  const footer = t('mail.copy.why', { site: new URL(siteUrl).host });
  return { to: [values.email], replyTo: [teamAddress], subject, ...layout(subject, filled(rows), footer, language, intro) };
}
