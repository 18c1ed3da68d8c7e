/** The values Storyblok's field types hold in a story's content (what the CDN answers, translations applied). */

/** The field-level translation mark: `title__i18n__en` holds the English `title`. */
export const I18N_MARK = '__i18n__';

/** Every nested block: its id in the story, its component, and the editor's marker in draft answers. */
export interface StoryblokBlok {
  _uid: string;
  component: string;
  _editable?: string;
}

/** A rich-text field: a ProseMirror-like document. */
export interface StoryblokRichText {
  type: 'doc';
  content?: unknown[];
}

/** An asset field (`filename` is the asset's full address; empty when none is chosen). */
export interface StoryblokAsset {
  id?: number | null;
  filename: string;
  alt?: string | null;
  title?: string | null;
  name?: string;
  focus?: string | null;
}

/** A link field (multilink) or a rich-text link mark's attributes. */
export interface StoryblokMultilink {
  linktype?: 'url' | 'story' | 'asset' | 'email';
  cached_url?: string;
  url?: string;
  href?: string;
  email?: string;
  anchor?: string;
  target?: string;
  /** the linked story's uuid (linktype story) */
  id?: string;
  uuid?: string;
  /** the linked story, filled in by `resolve_links=url` */
  story?: { full_slug: string; name?: string };
  /** query parameters to append */
  query?: Record<string, string>;
  [customAttribute: string]: unknown;
}

/** A story relation (an `options` field over stories): the story's uuid, or the story itself where `resolve_relations` names the field. */
export type StoryblokRelation = string | { uuid: string; full_slug: string; content: StoryblokBlok; [key: string]: unknown };

/** A table field. */
export interface StoryblokTable {
  thead: { _uid: string; value: string }[];
  tbody: { _uid: string; body: { _uid: string; value: string }[] }[];
}
