/**
 * What a manual PDF request may name: a story id and a language, nothing else. The page the
 * browser opens is built from these and the configured site address, so no request can point the
 * renderer anywhere but the site's own renderer page.
 */
import { LANGUAGES, type Language } from '@pv/shared/languages';
import { isStoryId } from '@pv/shared/story-paths';
import * as z from 'zod/mini';

z.config({ jitless: true });

const ID_MESSAGE = 'id must be a story id (a positive whole number)';

export const manualRequestSchema = z.object({
  id: z.pipe(
    z.string(ID_MESSAGE).check(z.refine(isStoryId, ID_MESSAGE)),
    z.transform((value) => Number(value)),
  ),
  lang: z.enum(LANGUAGES, `lang must be one of ${LANGUAGES.join(', ')}`),
});

export interface ManualRequest {
  id: number;
  lang: Language;
}

/** A published manual in one language, as the cache and the renderer need it. */
export interface ManualVersion extends ManualRequest {
  title: string;
  /** the story's last publication: a new publication is a new PDF */
  publishedAt: string;
  /** the manual's slug in that language, for the file name */
  slug: string;
}

/** The renderer page for a manual: always the configured site's own page. */
export function rendererUrl(siteUrl: string, { id, lang }: ManualRequest): string {
  const url = new URL('/pdf-renderer/manual/', siteUrl);
  url.search = new URLSearchParams({ id: String(id), lang }).toString();
  return url.toString();
}

/** Cache entries of one story share a prefix, so a publication can drop them all. */
export const storyPrefix = (id: number) => `manuals/${id}/`;

/** Cache entries of one manual in one language: every publication's. */
export const manualPrefix = ({ id, lang }: ManualRequest) => `${storyPrefix(id)}${lang}/`;

/** `manuals/{id}/{lang}/{version}.pdf`, the version being the publication time in milliseconds. */
export function cacheKey(manual: Pick<ManualVersion, 'id' | 'lang' | 'publishedAt'>): string {
  const version = Date.parse(manual.publishedAt);
  if (!Number.isFinite(version)) throw new Error(`Not a publication time: ${manual.publishedAt}`);
  return `${manualPrefix(manual)}${version}.pdf`;
}

/** A download name from the slug: only letters, digits and hyphens reach the header. */
export function fileName({ slug, id, lang }: Pick<ManualVersion, 'slug' | 'id' | 'lang'>): string {
  const safe = slug
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
  return `${safe || `manual-${id}`}-${lang}.pdf`;
}
