'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { renderLivePreview } from './render-live-preview';
import { RELATION_FIELDS } from '@/content/relations';
import { PREVIEW_PARAM } from '@/content/preview-params';

interface EditorStory {
  id: number;
  [key: string]: unknown;
}

/**
 * A story's page in preview. Inside the visual editor (the editor's `_storyblok` parameter) it loads
 * Storyblok's bridge and shows the server's render of the editor's unsaved story after each `input`
 * (relations and links resolved as the site reads them; the newest request wins, a late older answer is
 * dropped). A render stands for the stored draft it replaced: after Save or Publish (`change`,
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
    const show = (story: EditorStory) => {
      const request = ++latest.current;
      const over = shown.current;
      renderLivePreview(story, locale).then(
        (rendered) => {
          if (request === latest.current) setLive({ rendered, over });
        },
        (error: unknown) => console.warn('live preview:', error instanceof Error ? error.message : error),
      );
    };
    let bridge: { destroy(): void } | undefined;
    let cancelled = false;
    import('@storyblok/preview-bridge').then(({ default: StoryblokBridge }) => {
      if (cancelled) return;
      const instance = new StoryblokBridge({ customParent: editorOrigin, resolveRelations: [...RELATION_FIELDS], resolveLinks: 'url' });
      instance.on('input', (event) => {
        const story = event?.story as EditorStory | undefined;
        if (event?.action === 'input' && story?.id === storyId) show(story);
      });
      instance.on(['change', 'published'], () => router.refresh());
      bridge = instance;
    });
    return () => {
      cancelled = true;
      bridge?.destroy();
    };
  }, [router, editorOrigin, storyId, locale]);

  return live && live.over === children ? live.rendered : children;
}
