/**
 * The footer of every mail the functions send: who sends it (the company's name and postal address,
 * the country in the reader's language), a link to the imprint in that language and, in a mail about
 * the newsletter, the reader's unsubscribe link. Mails are finished with `withFooter` where they are
 * made (render.ts); the footer is the only part of a mail that names the company.
 */
import type { Language } from '@pv/shared';
import { translator } from '@pv/shared/i18n';
import type { CompanyConfig } from '../config';
import type { OutgoingMail } from '../outgoing-mail';

export interface MailFooterInput {
  company: CompanyConfig;
  /** the site's origin the imprint link points to */
  siteUrl: string;
  /** the reader's language */
  language: Language;
  /** the reader's unsubscribe page, in a mail about the newsletter */
  unsubscribeUrl?: string;
}

export interface MailFooter {
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** `Sonnwärme GmbH · Solarweg 12, 4400 Steyr, Österreich` (the country named in `language`) */
export function senderLine(company: CompanyConfig, language: Language): string {
  const country = new Intl.DisplayNames([language], { type: 'region' }).of(company.country) ?? company.country;
  return `${company.name} · ${company.address}, ${country}`;
}

export function mailFooter({ company, siteUrl, language, unsubscribeUrl }: MailFooterInput): MailFooter {
  const t = translator(language);
  const sender = senderLine(company, language);
  const imprintUrl = `${siteUrl}${company.imprintPaths[language]}`;
  const imprint = t('mail.footer.imprint');
  const unsubscribe = t('mail.footer.unsubscribe');
  const text = ['-- ', sender, `${imprint}: ${imprintUrl}`, ...(unsubscribeUrl ? [`${unsubscribe}: ${unsubscribeUrl}`] : [])].join('\n');
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}" style="color:#555">${escapeHtml(label)}</a>`;
  const links = [link(imprintUrl, imprint), ...(unsubscribeUrl ? [link(unsubscribeUrl, unsubscribe)] : [])].join(' · ');
  const html = `<hr style="border:0;border-top:1px solid #ddd;margin:24px 0 12px"><p style="color:#555;font-size:12px;line-height:1.5">${escapeHtml(sender)}<br>${links}</p>`;
  return { text, html };
}

/** The mail with the footer below its text and at the end of its HTML body. */
export function withFooter<M extends Pick<OutgoingMail, 'text' | 'html'>>(mail: M, footer: MailFooter): M {
  const html = mail.html.includes('</body>') ? mail.html.replace(/<\/body>(?![\s\S]*<\/body>)/, () => `${footer.html}</body>`) : `${mail.html}${footer.html}`;
  return { ...mail, text: `${mail.text.replace(/\n+$/, '')}\n\n${footer.text}`, html };
}
