import type { Subscriber } from '../stores/subscribers';
import type { UnsubscribeLinks } from './unsubscribe-links';

/**
 * The subscriber's fields, then their unsubscribe links: `unsubscribeUrl` for the text (the
 * page), `listUnsubscribeUrl` for its `List-Unsubscribe: <…>` header with
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058).
 */
const COLUMNS = ['email', 'clientType', 'language', 'consentAt', 'confirmedAt', 'unsubscribeUrl', 'listUnsubscribeUrl'] as const;

/** RFC 4180 quoting; a leading =, +, - or @ is defused so spreadsheets do not run it as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export async function subscribersCsv(subscribers: AsyncIterable<Subscriber>, linksOf: (subscriber: Subscriber) => UnsubscribeLinks): Promise<string> {
  const rows: Subscriber[] = [];
  for await (const subscriber of subscribers) rows.push(subscriber);
  rows.sort((a, b) => a.confirmedAt.localeCompare(b.confirmedAt) || a.email.localeCompare(b.email));
  const cells = (row: Subscriber): Record<(typeof COLUMNS)[number], string> => {
    const links = linksOf(row);
    return { ...row, unsubscribeUrl: links.page, listUnsubscribeUrl: links.oneClick };
  };
  return [COLUMNS.join(','), ...rows.map((row) => COLUMNS.map((column) => csvCell(cells(row)[column])).join(','))].join('\r\n') + '\r\n';
}
