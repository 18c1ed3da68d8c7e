/** The visitor's consent choice, kept in a first-party cookie for a year. */
export interface ConsentChoice {
  /** third-party embeds (videos, maps) and providers that set cookies */
  externalMedia: boolean;
}

export const CONSENT_COOKIE = 'consent';
/** fired to open the consent banner again */
export const CONSENT_OPEN_EVENT = 'consent:open';
/** fired after a choice was stored */
export const CONSENT_CHANGE_EVENT = 'consent:change';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function parseConsent(cookieHeader: string): ConsentChoice | null {
  const value = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  if (value === 'all') return { externalMedia: true };
  if (value === 'necessary') return { externalMedia: false };
  return null;
}

export const readConsent = (): ConsentChoice | null => parseConsent(document.cookie);

export function writeConsent(choice: ConsentChoice): void {
  const value = choice.externalMedia ? 'all' : 'necessary';
  document.cookie = `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax`;
  window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
}

/** For useSyncExternalStore: calls back whenever a choice is stored. */
export function subscribeConsent(onChange: () => void): () => void {
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
}
