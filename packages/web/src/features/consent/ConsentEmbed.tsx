'use client';
import { writeConsent } from '@/features/consent/consent';
import { useExternalMediaConsent } from './useExternalMediaConsent';

export interface ConsentEmbedProps {
  src: string;
  title: string;
  notice: string;
  acceptLabel: string;
  kind: 'video' | 'map';
}

/** A third-party embed (video, map) that requests nothing from the provider until the visitor consents; the consent is remembered. */
export function ConsentEmbed({ src, title, notice, acceptLabel, kind }: ConsentEmbedProps) {
  const consented = useExternalMediaConsent();
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
