/** Search hit → result item rules of spec §3 and §5. */
import type { Locale } from '@/i18n/routing';
import imageLoader from '@/lib/image-loader';
import { storyHref } from '../../lib/links';
import { HIGHLIGHT } from './query';
import { SEARCH_TYPES, isSearchType, type SearchGroup, type SearchHit, type SearchLabels, type SearchResultItem } from './types';

/** The width a result's thumbnail is asked at: twice its size on the results page, for dense screens. */
const THUMBNAIL_WIDTH = 192;

/** Text longer than this is never taken for a website link. */
export const WEBSITE_LINK_MAX_LENGTH = 1000;

/** The story id: the text of `objectID` before the first hyphen. */
export const hitId = (objectID: string) => objectID.split('-')[0] ?? objectID;

const isAddress = (text: string) => /^(https?:\/\/|\/)[^\s<>"]+$/i.test(text);


const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Highlighted text as safe HTML: the service escapes its values (Algolia does), so the text is
 * unescaped first, escaped again here, and only our own markers become `<mark>`.
 */
export function highlightHtml(value: string): string {
  const plain = value.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[name]!);
  const { pre, post } = HIGHLIGHT;
  return escapeHtml(plain)
    .replace(new RegExp(`${pre}([^${post}]*)${post}`, 'g'), '<mark>$1</mark>')
    .replace(new RegExp(`[${pre}${post}]`, 'g'), '');
}

/**
 * A result item for a hit, or null when its category cannot be resolved: an unknown type, or an
 * info-center document whose document type is not among the document types.
 */
export function toResultItem(hit: SearchHit, labels: SearchLabels, locale: Locale): SearchResultItem | null {
  if (!isSearchType(hit.type)) return null;
  const category = hit.type === 'info-center-document' ? labels.docTypes[hit.docType ?? ''] : labels.types[hit.type];
  if (!category) return null;
  const name = hit.name || hit.title || '';
  const text = hit.text ?? '';
  const nameHighlight = hit._highlightResult?.name ?? hit._highlightResult?.title;
  const snippets = hit._snippetResult ?? {};
  // the passage that matched; else the short text, unless that is an address
  const excerpt = [snippets.content, snippets.text].find((s) => s && s.matchLevel !== 'none');
  const websiteLink = text.length < WEBSITE_LINK_MAX_LENGTH && isAddress(text.trim()) ? text.trim() : undefined;
  return {
    id: hitId(hit.objectID),
    name,
    nameHtml: nameHighlight ? highlightHtml(nameHighlight.value) : escapeHtml(name),
    excerptHtml: excerpt ? highlightHtml(excerpt.value) : websiteLink ? '' : escapeHtml(text),
    component: hit.type,
    docType: hit.docType,
    websiteLink,
    category,
    full_slug: hit.full_slug ?? '',
    href: storyHref(hit.full_slug || 'home', hit.lang ?? locale),
    ...(hit.image ? { thumbnail: imageLoader({ src: hit.image, width: THUMBNAIL_WIDTH }) } : {}),
  };
}

/** How results are grouped: in the palette's fixed order of types (spec §3), or the group of the best hit first. */
export type GroupOrder = 'types' | 'best-hit';

/**
 * Items (in the index's order, the best first) grouped by content type, empty groups left out. The palette
 * keeps the types' order; the results page puts the group of the best hit first, so a product named in
 * the query leads and pages that only mention it follow.
 */
export function groupResults(items: readonly SearchResultItem[], labels: SearchLabels, order: GroupOrder = 'types'): SearchGroup[] {
  const types = order === 'types' ? SEARCH_TYPES.filter((type) => items.some((item) => item.component === type)) : [...new Set(items.map((item) => item.component))];
  return types.map((type) => ({ type, label: labels.types[type], items: items.filter((item) => item.component === type) }));
}
