/** Sending mail through SES (v1 SendEmail: SES builds the MIME message, we pass plain values). */
import { SendEmailCommand, type SESClient } from '@aws-sdk/client-ses';
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

/** A string the SES client cannot encode (it throws, and its next request is then malformed too). */
const notWellFormed = (value: string) => /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);

export function sesMailer(client: SESClient, from: string): Mailer {
  return {
    async send(mail) {
      assertHeaderSafe({ from, to: mail.to, replyTo: mail.replyTo, subject: mail.subject });
      if ([mail.subject, mail.text, mail.html, ...mail.to, ...(mail.replyTo ?? [])].some(notWellFormed)) {
        throw new Error('the mail holds half of a surrogate pair');
      }
      const result = await client.send(
        new SendEmailCommand({
          Source: from,
          Destination: { ToAddresses: mail.to },
          ReplyToAddresses: mail.replyTo,
          Message: {
            Subject: { Data: mail.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
          },
        }),
      );
      return result.MessageId ?? 'unknown';
    },
  };
}
