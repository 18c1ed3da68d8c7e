/**
 * Storyblok's visual editor, seen from a page inside it: its bridge (`@storyblok/preview-bridge`),
 * loaded only when asked for, so that no page carries it that is not in the editor.
 */
import type { StoryblokStory } from './wire';

export interface PreviewBridgeOptions {
  /** the visual editor's origin: the only parent whose messages the bridge takes */
  editorOrigin: string;
  /** the story the page shows: the editor's changes to other stories are not its own */
  storyId: number;
  /** the relation fields the editor resolves in the story it sends, as the site reads them (links resolved as URLs) */
  resolveRelations: readonly string[];
  /** the editor changed the story, unsaved: the story as the editor has it now, to be checked before it is read */
  onInput(story: unknown): void;
  /** the story was saved or published */
  onSaved(): void;
}

/** Connects the page to the visual editor; the answer disconnects it (also while the bridge is still loading). */
export function connectPreviewBridge({ editorOrigin, storyId, resolveRelations, onInput, onSaved }: PreviewBridgeOptions): () => void {
  let bridge: { destroy(): void } | undefined;
  let cancelled = false;
  import('@storyblok/preview-bridge').then(({ default: StoryblokBridge }) => {
    if (cancelled) return;
    const instance = new StoryblokBridge({ customParent: editorOrigin, resolveRelations: [...resolveRelations], resolveLinks: 'url' });
    instance.on('input', (event) => {
      // the CDN's draft story with the editor's changes, its relations resolved
      const story = event?.story as Pick<StoryblokStory, 'id'> | undefined;
      if (event?.action === 'input' && story?.id === storyId) onInput(story);
    });
    instance.on(['change', 'published'], () => onSaved());
    bridge = instance;
  });
  return () => {
    cancelled = true;
    bridge?.destroy();
  };
}
