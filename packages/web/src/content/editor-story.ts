/**
 * The visual editor's unsaved story (what the live preview is sent), checked for what the page
 * reads of it and mapped onto the app's story as a stored one is.
 */
import { z } from 'zod';
import { toStory, type RawStory } from './mapping';
import type { Story } from './types';

/** What the page needs of the story the editor delivers (the CDN's draft story; other keys pass): what the mapping reads. */
const editorStory = z.looseObject({
  id: z.number().int().positive(),
  uuid: z.string(),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  default_full_slug: z.string().nullish(),
  lang: z.string().optional(),
  published_at: z.string().nullish(),
  first_published_at: z.string().nullish(),
  translated_slugs: z.array(z.looseObject({ lang: z.string(), path: z.string() })).nullish(),
  content: z.looseObject({ _uid: z.string(), component: z.string() }),
} satisfies Record<keyof RawStory, z.ZodType>);

/** The editor's story as the app's; one that lacks what the page needs is an error that says what. */
export function storyFromEditor(story: unknown): Story {
  const parsed = editorStory.safeParse(story);
  if (!parsed.success) throw new Error(`The editor's story cannot be shown: ${z.prettifyError(parsed.error)}`);
  // its content is checked for a content type's name only: the blocks take what they find, as of a stored story
  return toStory(parsed.data as unknown as RawStory);
}
