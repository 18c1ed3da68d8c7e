/**
 * The `_editable` comment Storyblok's draft answers put on every blok, by which the visual editor's
 * bridge finds a block on the page: `<!--#storyblok#{"name": "hero", "space": "1000", "uid": "…",
 * "id": "1001"}-->`. Every value a string, keys in this order, written with a space after `:` and
 * `,` as the real API writes it; the key is the blok's last. Published answers carry none.
 */
export function editableComment(blok: { name: string; space: number | string; uid: string; storyId: number | string }): string {
  const json = `{"name": ${JSON.stringify(blok.name)}, "space": ${JSON.stringify(String(blok.space))}, "uid": ${JSON.stringify(blok.uid)}, "id": ${JSON.stringify(String(blok.storyId))}}`;
  return `<!--#storyblok#${json}-->`;
}

const isBlok = (node: Record<string, unknown>) => typeof node.component === 'string' && typeof node._uid === 'string';

/**
 * Marks every blok of a story's content in place — the root, bloks in bloks fields at any depth and
 * bloks inside rich-text `blok` nodes — with its `_editable` comment for `story` (draft), or removes
 * any `_editable` a stored blok carries (`story` null: published answers have none). `content`
 * must be the answer's own copy.
 */
export function markEditable(content: unknown, story: { space: number; storyId: number } | null): void {
  if (Array.isArray(content)) {
    for (const item of content) markEditable(item, story);
    return;
  }
  if (!content || typeof content !== 'object') return;
  const node = content as Record<string, unknown>;
  delete node._editable;
  for (const value of Object.values(node)) markEditable(value, story);
  if (story && isBlok(node)) {
    node._editable = editableComment({ name: node.component as string, space: story.space, uid: node._uid as string, storyId: story.storyId });
  }
}
