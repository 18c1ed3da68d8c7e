'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { renderLivePreview } from './render-live-preview';
import { RELATION_FIELDS } from '@/content/relations';
import { PREVIEW_PARAM } from '@/content/preview-params';
import { connectPreviewBridge } from '@/storyblok/preview-bridge';

/**
 * A story's page in preview. Inside the visual editor (the editor's `_storyblok` parameter) it connects
 * to Storyblok's bridge (`@/storyblok/preview-bridge`) and shows the server's render of the editor's
 * unsaved story after each `input` (relations and links resolved as the site reads them; the newest
 * request wins, a late older answer is dropped). A render stands for the stored draft it replaced: after Save or Publish (`change`,
 * `published`) the route is refreshed, the stored draft arrives as new children and the page shows it.
 * Only the preview route renders it, so the published pages' JavaScript carries none of its code.
 */
export function LivePreview({ storyId, locale, editorOrigin, children }: { storyId: number; locale: string; editorOrigin: string; children: ReactNode }) {
  const router = useRouter();
  const [live, setLive] = useState<{ rendered: ReactNode; over: ReactNode } | null>(null);
  const latest = useRef(0);
  const shown = useRef(children);
  useEffect(() => {
    shown.current = children;
  }, [children]);

  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has(PREVIEW_PARAM)) return;
    const show = (story: unknown) => {
      const request = ++latest.current;
      const over = shown.current;
      renderLivePreview(story, locale).then(
        (rendered) => {
          if (request === latest.current) setLive({ rendered, over });
        },
        (error: unknown) => console.warn('live preview:', error instanceof Error ? error.message : error),
      );
    };
    return connectPreviewBridge({ editorOrigin, storyId, resolveRelations: RELATION_FIELDS, onInput: show, onSaved: () => router.refresh() });
  }, [router, editorOrigin, storyId, locale]);

  return live && live.over === children ? live.rendered : children;
}
