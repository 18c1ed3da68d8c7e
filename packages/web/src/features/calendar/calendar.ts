/** Calendar entries (RFC 5545) for event news, in the company's time zone. */

export interface CalendarEvent {
  uid: string;
  title: string;
  description: string;
  location: string;
  url: string;
  /** content date fields, Vienna local time: `YYYY-MM-DD HH:MM` */
  start: string;
  end: string;
  /** creation time of the entry */
  now: Date;
}

/** Europe/Vienna with the EU's daylight-saving rules. */
const VIENNA_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Vienna',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT value escaping (RFC 5545 §3.3.11). */
export const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded with CRLF + space, never inside a UTF-8 sequence (§3.1). */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = Buffer.byteLength(char);
    const limit = out.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** `2026-05-12 09:30` → `20260512T093000` (local time, used with TZID). */
export function localDateTime(value: string): string {
  const match = value.trim().match(/^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/);
  if (!match) throw new Error(`not a content date: ${value}`);
  const [, y, mo, d, h = '00', mi = '00'] = match;
  return `${y}${mo}${d}T${h}${mi}00`;
}

const utcStamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export function toICalendar(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sonnwaerme//Website//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...VIENNA_TIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.now)}`,
    `DTSTART;TZID=Europe/Vienna:${localDateTime(event.start)}`,
    `DTEND;TZID=Europe/Vienna:${localDateTime(event.end || event.start)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
