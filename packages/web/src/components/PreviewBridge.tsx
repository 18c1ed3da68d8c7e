'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { RELATION_FIELDS } from '@/lib/content/relations';
import { LIVE_INPUT_EVENT, type LiveInput } from '@/lib/live-preview-events';
import { PREVIEW_PARAM } from '@/lib/preview-params';

/**
 * In preview, inside the visual editor (the editor's `_storyblok` parameter), loads Storyblok's bridge:
 * the editor's unsaved story (`input`, relations and links resolved as the site reads them) goes to the
 * page's live preview; after Save or Publish (`change`, `published`) the route shows the stored draft again.
 */
export function PreviewBridge({ editorOrigin }: { editorOrigin: string }) {
  const router = useRouter();
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has(PREVIEW_PARAM)) return;
    let bridge: { destroy(): void } | undefined;
    let cancelled = false;
    import('@storyblok/preview-bridge').then(({ default: StoryblokBridge }) => {
      if (cancelled) return;
      const instance = new StoryblokBridge({ customParent: editorOrigin, resolveRelations: [...RELATION_FIELDS], resolveLinks: 'url' });
      instance.on('input', (event) => {
        if (event?.action === 'input') window.dispatchEvent(new CustomEvent<LiveInput>(LIVE_INPUT_EVENT, { detail: { story: event.story as LiveInput['story'] } }));
      });
      instance.on(['change', 'published'], () => router.refresh());
      bridge = instance;
    });
    return () => {
      cancelled = true;
      bridge?.destroy();
    };
  }, [router, editorOrigin]);
  return null;
}
