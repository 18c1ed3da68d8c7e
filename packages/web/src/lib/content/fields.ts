/** Typed readers for loosely typed content fields. */
import type { Asset, Blok, LinkField, RichTextDocument } from './types';

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
export const bloks = (value: unknown): Blok[] => (Array.isArray(value) ? (value as Blok[]).filter((b) => b && typeof b === 'object') : []);
export const linkOf = (value: unknown): LinkField => (value && typeof value === 'object' ? (value as LinkField) : {});
export const assetOf = (value: unknown): Asset | null =>
  value && typeof value === 'object' && typeof (value as Asset).filename === 'string' && (value as Asset).filename
    ? (value as Asset)
    : null;
export const richText = (value: unknown): RichTextDocument | null =>
  value && typeof value === 'object' && (value as RichTextDocument).type === 'doc' ? (value as RichTextDocument) : null;

/** Plain text of a rich-text document (structured data, search). */
export function plainText(value: unknown): string {
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
