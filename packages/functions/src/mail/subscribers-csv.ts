import type { Subscriber } from '../stores/subscribers';

const COLUMNS = ['email', 'clientType', 'language', 'consentAt', 'confirmedAt'] as const;

/** RFC 4180 quoting; a leading =, +, - or @ is defused so spreadsheets do not run it as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export async function subscribersCsv(subscribers: AsyncIterable<Subscriber>): Promise<string> {
  const rows: Subscriber[] = [];
  for await (const subscriber of subscribers) rows.push(subscriber);
  rows.sort((a, b) => a.confirmedAt.localeCompare(b.confirmedAt) || a.email.localeCompare(b.email));
  return [COLUMNS.join(','), ...rows.map((row) => COLUMNS.map((column) => csvCell(row[column])).join(','))].join('\r\n') + '\r\n';
}
