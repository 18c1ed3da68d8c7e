'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { renderLivePreview } from '@/app/[locale]/[[...slug]]/live-preview';
import { LIVE_INPUT_EVENT, type LiveInput } from '@/lib/live-preview-events';

/**
 * The page inside the visual editor: shows the server's render of the editor's unsaved story after
 * each `input` (the newest request wins; an older answer arriving late is dropped). A render stands
 * for the stored draft it replaced: after Save or Publish the bridge refreshes the route, the stored
 * draft arrives as new children, and the page shows it again.
 */
export function LivePreview({ storyId, locale, children }: { storyId: number; locale: string; children: ReactNode }) {
  const [live, setLive] = useState<{ rendered: ReactNode; over: ReactNode } | null>(null);
  const latest = useRef(0);
  const shown = useRef(children);
  useEffect(() => {
    shown.current = children;
  }, [children]);
  useEffect(() => {
    const onInput = (event: Event) => {
      const { story } = (event as CustomEvent<LiveInput>).detail;
      if (story?.id !== storyId) return;
      const request = ++latest.current;
      const over = shown.current;
      renderLivePreview(story, locale).then(
        (rendered) => {
          if (request === latest.current) setLive({ rendered, over });
        },
        (error: unknown) => console.warn('live preview:', error instanceof Error ? error.message : error),
      );
    };
    window.addEventListener(LIVE_INPUT_EVENT, onInput);
    return () => window.removeEventListener(LIVE_INPUT_EVENT, onInput);
  }, [storyId, locale]);
  return live && live.over === children ? live.rendered : children;
}
