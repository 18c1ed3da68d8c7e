/**
 * Storyblok's wire shapes: what the CDN API answers, typed by storyblok-js-client's own types. The
 * one declaration of a story as it travels; every package narrows it (`Pick`, a content type of its
 * own) rather than declaring it again. The app's own types (the site's `Story`) are mapped from it.
 */
import type { ISbStoryData } from 'storyblok-js-client';

/** A story's content: a block of the content type the story has (`page`, `product`, …) and its fields. */
export interface StoryblokContent {
  _uid: string;
  component: string;
  [field: string]: unknown;
}

/**
 * A story as the CDN API answers it: storyblok-js-client's own type of an answer's story (`ISbStoryData`),
 * narrowed to what Storyblok's answers always carry, so a field that drifts from the vendor's shape fails
 * the typecheck. (Storyblok also sends `path: null`, which the vendor's type, `path?: string`, cannot
 * hold: left out.) `Content` is the content the reader expects: nothing checks it.
 */
export interface StoryblokStory<Content = StoryblokContent> extends ISbStoryData<Content> {
  default_full_slug: string;
  updated_at: string;
  first_published_at: string | null;
  is_startpage: boolean;
  parent_id: number;
  meta_data: null;
}

/** A datasource entry as the CDN API answers it (`cdn/datasource_entries`). */
export interface StoryblokDatasourceEntry {
  id: number;
  name: string;
  value: string;
  /** the value in the requested dimension; null where that dimension has none */
  dimension_value: string | null;
}
