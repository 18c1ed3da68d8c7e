import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, toICalendar } from '@/features/calendar/calendar';
import { contentDateToIso, formatDate } from '@/lib/dates';

const event = {
  uid: 'abc@www.example.test',
  title: 'Partnertag; Steyr, 2026',
  description: 'Vorträge, Werksführung\nund Grillen',
  location: 'Solarweg 12, 4400 Steyr',
  url: 'https://www.example.test/de/news/partnertag/',
  start: '2026-07-02 09:00',
  end: '2026-07-03 16:30',
  now: new Date('2026-06-01T10:00:00Z'),
};

describe('calendar entries (RFC 5545)', () => {
  it('parses back with an iCalendar parser, with the texts intact', () => {
    const calendar = new ICAL.Component(ICAL.parse(toICalendar(event)));
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('summary')).toBe(event.title);
    expect(vevent.getFirstPropertyValue('description')).toBe(event.description);
    expect(vevent.getFirstPropertyValue('location')).toBe(event.location);
    expect(vevent.getFirstPropertyValue('uid')).toBe(event.uid);
  });

  it.each([
    ['summer time', '2026-07-02 09:00', '2026-07-02T07:00:00.000Z'],
    ['winter time', '2026-01-15 18:30', '2026-01-15T17:30:00.000Z'],
  ])('places the start in Europe/Vienna (%s)', (_, start, utc) => {
    const calendar = new ICAL.Component(ICAL.parse(toICalendar({ ...event, start, end: start })));
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(vevent.startDate.zone.tzid).toBe('Europe/Vienna');
    expect(vevent.startDate.toJSDate().toISOString()).toBe(utc);
  });

  it('uses CRLF line endings and folds long lines at 75 octets without splitting characters', () => {
    const ics = toICalendar({ ...event, description: 'Ä'.repeat(200) });
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    expect(foldLine('x'.repeat(80))).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(5)}`);
  });

  it('escapes TEXT values', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
  });
});

describe('content dates', () => {
  it.each([
    ['2026-07-02 09:00', '2026-07-02T09:00:00+02:00'],
    ['2026-12-24 18:00', '2026-12-24T18:00:00+01:00'],
    ['2026-03-01', '2026-03-01T00:00:00+01:00'],
    ['not a date', null],
  ])('%s → %s', (value, iso) => {
    expect(contentDateToIso(value)).toBe(iso);
  });

  it('formats in the visitor language and the company time zone', () => {
    expect(formatDate('2026-05-12 09:00', 'de')).toBe('12. Mai 2026');
    expect(formatDate('2026-05-12 09:00', 'en')).toBe('12 May 2026');
  });
});
