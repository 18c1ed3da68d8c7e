'use client';
import { useSyncExternalStore } from 'react';
import { CONSENT_CHANGE_EVENT, readConsent, writeConsent } from '@/lib/consent';

export interface ConsentEmbedProps {
  src: string;
  title: string;
  notice: string;
  acceptLabel: string;
  kind: 'video' | 'map';
}

const subscribe = (onChange: () => void) => {
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
};

/** A third-party embed (video, map) that requests nothing from the provider until the visitor consents; the consent is remembered. */
export function ConsentEmbed({ src, title, notice, acceptLabel, kind }: ConsentEmbedProps) {
  const consented = useSyncExternalStore(subscribe, () => readConsent()?.externalMedia === true, () => false);
  return (
    <div className={`consent-embed consent-embed--${kind}`}>
      {consented ? (
        <iframe src={src} title={title} allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen" allowFullScreen loading="lazy" />
      ) : (
        <div className="consent-embed__notice">
          <p>{notice}</p>
          <button type="button" className="button button--primary" onClick={() => writeConsent({ externalMedia: true })}>
            {acceptLabel}
          </button>
        </div>
      )}
    </div>
  );
}
