import { intlLocale, type Locale } from '@/i18n/routing';

/** The company's time zone: content dates are local times there. */
export const SITE_TIME_ZONE = 'Europe/Vienna';

/** `2026-05-12 09:00` (content date field, Vienna local time) → ISO date-time with offset, e.g. `2026-05-12T09:00:00+02:00`. */
export function contentDateToIso(value: string): string | null {
  const match = value.trim().match(/^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/);
  if (!match) return null;
  const [, y, mo, d, h = '00', mi = '00'] = match;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi));
  const offsetMinutes = viennaOffsetMinutes(asUtc);
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  return `${y}-${mo}-${d}T${h}:${mi}:00${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Offset of Vienna from UTC at (about) that wall-clock time, in minutes (60 in winter, 120 in summer). */
function viennaOffsetMinutes(wallClockAsUtc: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: SITE_TIME_ZONE, timeZoneName: 'longOffset' }).formatToParts(new Date(wallClockAsUtc));
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT+01:00';
  const match = name.match(/GMT([+-])(\d{2}):(\d{2})/);
  if (!match) return 60;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** A content date shown to visitors in their language (`12. Mai 2026`, `12 May 2026`). */
export function formatDate(value: string, locale: Locale, withTime = false): string {
  const iso = contentDateToIso(value);
  if (!iso) return '';
  return new Intl.DateTimeFormat(intlLocale[locale], {
    dateStyle: 'long',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: SITE_TIME_ZONE,
  }).format(new Date(iso));
}
