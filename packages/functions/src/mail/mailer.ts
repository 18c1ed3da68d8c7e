/**
 * Sending mail through SES v2 (`SendEmail` with `Content.Simple`: SES builds the MIME message from plain
 * values; v2 because only it takes header fields of our own, such as `List-Unsubscribe`).
 */
import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { OutgoingMail } from '../outgoing-mail';

export type { OutgoingMail };

export interface Mailer {
  /** resolves with SES's message id */
  send(mail: OutgoingMail): Promise<string>;
}

export class HeaderInjectionError extends Error {}

/**
 * The last line of defence: a header value with a line break could add headers (Bcc: …) to the
 * message. The schemas already refuse such input; this refuses to send if one ever gets through.
 */
export function assertHeaderSafe(values: Record<string, string | string[] | undefined>): void {
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      // eslint-disable-next-line no-control-regex
      if (/[\r\n\u0000\u0085\u2028\u2029]/.test(item)) throw new HeaderInjectionError(`line break in the ${name} header`);
    }
  }
}

/**
 * SES v2's rules for a header field of our own (`MessageHeader`): a name of printable ASCII without a
 * colon, at most 126 characters; a value of printable ASCII, at most 995, name and value together at
 * most 996. The fields SES sets itself are never ours to set.
 */
const HEADER_NAME = /^[\x21-\x39\x3b-\x7e]{1,126}$/;
const HEADER_VALUE = /^[\x20-\x7e]{0,995}$/;
const SES_OWN_FIELDS = new Set(['from', 'to', 'cc', 'bcc', 'reply-to', 'subject', 'date', 'message-id', 'return-path', 'sender', 'content-type', 'content-transfer-encoding', 'mime-version']);

export function assertCustomHeaders(headers: Record<string, string>): void {
  assertHeaderSafe(headers);
  for (const [name, value] of Object.entries(headers)) {
    if (!HEADER_NAME.test(name) || SES_OWN_FIELDS.has(name.toLowerCase())) throw new HeaderInjectionError(`"${name}" is not a header field a mail may set`);
    if (!HEADER_VALUE.test(value) || name.length + value.length > 996) throw new HeaderInjectionError(`the ${name} header is not printable ASCII of at most 995 characters`);
  }
}

/** A string the SES client cannot encode (it throws, and its next request is then malformed too). */
const notWellFormed = (value: string) => /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);

export function sesMailer(client: SESv2Client, from: string): Mailer {
  return {
    async send(mail) {
      assertHeaderSafe({ from, to: mail.to, replyTo: mail.replyTo, subject: mail.subject });
      const headers = mail.headers ?? {};
      assertCustomHeaders(headers);
      if ([mail.subject, mail.text, mail.html, ...mail.to, ...(mail.replyTo ?? [])].some(notWellFormed)) {
        throw new Error('the mail holds half of a surrogate pair');
      }
      const result = await client.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: mail.to },
          ReplyToAddresses: mail.replyTo,
          Content: {
            Simple: {
              Subject: { Data: mail.subject, Charset: 'UTF-8' },
              Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
              ...(Object.keys(headers).length ? { Headers: Object.entries(headers).map(([Name, Value]) => ({ Name, Value })) } : {}),
            },
          },
        }),
      );
      return result.MessageId ?? 'unknown';
    },
  };
}
