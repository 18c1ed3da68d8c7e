'use client';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { CONSENT_OPEN_EVENT, readConsent, subscribeConsent, writeConsent, type ConsentChoice } from '@/features/consent/consent';

export interface ConsentLabels {
  title: string;
  text: string;
  acceptAll: string;
  necessaryOnly: string;
}

/** 'unknown' on the server and while hydrating: the banner appears only once the app has mounted. */
const storedChoice = () => (readConsent() ? 'chosen' : 'none');
const serverChoice = () => 'unknown';

/** Cookie consent banner: shown while no choice is stored, or when re-opened from the footer. */
export function ConsentBanner({ labels }: { labels: ConsentLabels }) {
  const stored = useSyncExternalStore(subscribeConsent, storedChoice, serverChoice);
  const [reopened, setReopened] = useState(false);
  useEffect(() => {
    const open = () => setReopened(true);
    window.addEventListener(CONSENT_OPEN_EVENT, open);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, open);
  }, []);

  if (stored === 'unknown' || (stored === 'chosen' && !reopened)) return null;
  const choose = (choice: ConsentChoice) => {
    setReopened(false);
    writeConsent(choice);
  };
  return (
    <section className="consent-banner" role="dialog" aria-modal="false" aria-labelledby="consent-title">
      <h2 id="consent-title">{labels.title}</h2>
      <p>{labels.text}</p>
      <div className="consent-banner__actions">
        <button type="button" className="button" onClick={() => choose({ externalMedia: false })}>
          {labels.necessaryOnly}
        </button>
        <button type="button" className="button button--primary" onClick={() => choose({ externalMedia: true })}>
          {labels.acceptAll}
        </button>
      </div>
    </section>
  );
}

/** Re-opens the banner so a visitor can change the choice (footer link). */
export function ConsentSettingsButton({ label }: { label: string }) {
  return (
    <button type="button" className="link-button" onClick={() => window.dispatchEvent(new Event(CONSENT_OPEN_EVENT))}>
      {label}
    </button>
  );
}
