'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { PREVIEW_PARAM } from '@/lib/preview-params';

interface Bridge {
  on(events: string[], callback: () => void): void;
}

/** In preview, loads the visual editor's bridge (only when the editor's `_storyblok` parameter is present) and refreshes on changes. */
export function PreviewBridge() {
  const router = useRouter();
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has(PREVIEW_PARAM)) return;
    let cancelled = false;
    import('@storyblok/react').then(async ({ loadStoryblokBridge }) => {
      await loadStoryblokBridge();
      const BridgeClass = (window as unknown as { StoryblokBridge?: new () => Bridge }).StoryblokBridge;
      if (cancelled || !BridgeClass) return;
      new BridgeClass().on(['input', 'published', 'change'], () => router.refresh());
    });
    return () => {
      cancelled = true;
    };
  }, [router]);
  return null;
}
