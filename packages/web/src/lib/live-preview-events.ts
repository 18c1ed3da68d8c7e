/** How the editor's bridge (one per preview page) hands its events to the live preview of the page's story. */

/** the bridge's `input`: the editor's unsaved story */
export const LIVE_INPUT_EVENT = 'storyblok:input';

export interface LiveInput {
  story: { id: number; [key: string]: unknown };
}
