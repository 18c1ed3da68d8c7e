import type { Blok } from '@/content/types';

/**
 * The attributes by which Storyblok's visual editor finds a block on the page: read from the
 * `_editable` comment the content API adds in draft. (Written here rather than imported: the
 * SDK's entry point pulled its whole client into every page's scripts.)
 */
export function editableAttributes(blok: Readonly<Partial<Blok>>): Record<string, string> {
  if (typeof blok._editable !== 'string') return {};
  try {
    const options = JSON.parse(blok._editable.replace(/^<!--#storyblok#/, '').replace(/-->$/, '')) as { id?: unknown; uid?: unknown } | null;
    return options && typeof options === 'object' ? { 'data-blok-c': JSON.stringify(options), 'data-blok-uid': `${String(options.id)}-${String(options.uid)}` } : {};
  } catch {
    return {};
  }
}
