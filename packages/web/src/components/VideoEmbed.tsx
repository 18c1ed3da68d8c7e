'use client';
import { useSyncExternalStore } from 'react';
import { CONSENT_CHANGE_EVENT, readConsent, writeConsent } from '@/lib/consent';

export interface VideoEmbedProps {
  provider: 'youtube' | 'vimeo';
  videoId: string;
  title: string;
  notice: string;
  acceptLabel: string;
}

const EMBED_URL = {
  youtube: (id: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}`,
  vimeo: (id: string) => `https://player.vimeo.com/video/${encodeURIComponent(id)}?dnt=1`,
};

const subscribe = (onChange: () => void) => {
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
};

/** A third-party video that loads nothing from the provider until the visitor consents (consent is remembered). */
export function VideoEmbed({ provider, videoId, title, notice, acceptLabel }: VideoEmbedProps) {
  const consented = useSyncExternalStore(subscribe, () => readConsent()?.externalMedia === true, () => false);
  return (
    <div className="video-embed">
      {consented ? (
        <iframe
          src={EMBED_URL[provider](videoId)}
          title={title}
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          loading="lazy"
        />
      ) : (
        <div className="video-embed__notice">
          <p>{notice}</p>
          <button type="button" className="button button--primary" onClick={() => writeConsent({ externalMedia: true })}>
            {acceptLabel}
          </button>
        </div>
      )}
    </div>
  );
}
