/** Readers for content fields, typed by the field they read: they tolerate what the content service may leave out or get wrong (missing, null, a non-object). */
import type { Asset, Blok, LinkField, RichTextDocument } from './types';

export const text = (value: string | null | undefined): string => (typeof value === 'string' ? value : '');
export const bloks = <T extends Blok>(value: readonly T[] | null | undefined): T[] =>
  Array.isArray(value) ? value.filter((b): b is T => !!b && typeof b === 'object') : [];
export const linkOf = (value: LinkField | null | undefined): LinkField => (value && typeof value === 'object' ? value : {});
export const assetOf = (value: Asset | null | undefined): Asset | null =>
  value && typeof value === 'object' && typeof value.filename === 'string' && value.filename ? value : null;
/**
 * The stories an editor chose in a stories field, in the editor's order, taken from `stories` (the published
 * ones, read the same way everywhere); a choice no longer among them is left out. A choice is a uuid, or the
 * story itself where the read resolved the relation.
 */
export const chosenStories = <S extends { uuid: string }>(choices: readonly (string | { uuid: string })[] | null | undefined, stories: readonly S[]): S[] =>
  (choices ?? []).flatMap((choice) => stories.filter((story) => story.uuid === (typeof choice === 'string' ? choice : choice?.uuid)));
/** The picture (`image` field) of the first chosen story a read resolved: a manual shows its product's render. */
export function chosenImage(choices: readonly unknown[] | null | undefined): string {
  const story = (choices ?? []).find((choice): choice is { content: { image?: Asset } } => !!choice && typeof choice === 'object' && 'content' in choice);
  return assetOf(story?.content.image)?.filename ?? '';
}
export const richText = (value: RichTextDocument | null | undefined): RichTextDocument | null =>
  isRichText(value) ? value : null;

/** Whether arbitrary content (a field of any type, a node of a rich-text tree) is a rich-text document. */
export const isRichText = (value: unknown): value is RichTextDocument =>
  !!value && typeof value === 'object' && 'type' in value && value.type === 'doc';

/** Plain text of a rich-text document (structured data, search). */
export function plainText(value: RichTextDocument | null | undefined): string {
  const parts: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { text: t, content, type } = node as { text?: string; content?: unknown[]; type?: string };
    if (typeof t === 'string') parts.push(t);
    content?.forEach(walk);
    if (type === 'paragraph' || type === 'heading' || type === 'list_item') parts.push(' ');
  };
  walk(value);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
