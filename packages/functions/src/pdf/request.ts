/**
 * What a PDF request may name: a document kind (its address), a story id and a language, nothing else.
 * The page the browser opens is built from these and the configured site address, so no request can
 * point the renderer anywhere but the site's own renderer page of that kind.
 */
import { LANGUAGES, type Language } from '@pv/shared/languages';
import { isStoryId } from '@pv/shared/story-paths';
import * as z from 'zod/mini';

z.config({ jitless: true });

const ID_MESSAGE = 'id must be a story id (a positive whole number)';

/** The documents the PDF service generates, each from one story. */
export const DOCUMENT_KINDS = ['manual', 'datasheet'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What makes a document kind: its address, the story it prints, its renderer page, its cache prefix and its file name. */
export interface DocumentKindDefinition {
  kind: DocumentKind;
  /** the service's address: `GET|HEAD {path}?id={story id}&lang={language}` */
  path: string;
  /** the content type of the stories it prints */
  component: 'manual' | 'product';
  /** the site's renderer page, opened with `?id&lang` */
  rendererPath: string;
  /** the first segment of its cache keys */
  cachePrefix: string;
  /** the file name's stem when the story gives none */
  fallbackName: string;
  /** how messages name it ("This data sheet is not available as PDF.") */
  noun: string;
}

export const DOCUMENT_KIND_DEFINITIONS: Record<DocumentKind, DocumentKindDefinition> = {
  manual: { kind: 'manual', path: '/pdf/manual', component: 'manual', rendererPath: '/pdf-renderer/manual/', cachePrefix: 'manuals', fallbackName: 'manual', noun: 'manual' },
  datasheet: { kind: 'datasheet', path: '/pdf/datasheet', component: 'product', rendererPath: '/pdf-renderer/datasheet/', cachePrefix: 'datasheets', fallbackName: 'datasheet', noun: 'data sheet' },
};

/** The kind served at an address (`/pdf/datasheet`, with or without a trailing slash), or null. */
export function kindOfPath(path: string): DocumentKindDefinition | null {
  const trimmed = path.replace(/\/+$/, '');
  return Object.values(DOCUMENT_KIND_DEFINITIONS).find((definition) => definition.path === trimmed) ?? null;
}

/** The query of every kind: a story id and a language. */
export const documentRequestSchema = z.object({
  id: z.pipe(
    z.string(ID_MESSAGE).check(z.refine(isStoryId, ID_MESSAGE)),
    z.transform((value) => Number(value)),
  ),
  lang: z.enum(LANGUAGES, `lang must be one of ${LANGUAGES.join(', ')}`),
});

/** The manual's query (the same as every kind's). */
export const manualRequestSchema = documentRequestSchema;

export interface DocumentRequest {
  id: number;
  lang: Language;
}
export type ManualRequest = DocumentRequest;

/** A published story's document in one language, as the cache and the renderer need it. */
export interface DocumentVersion extends DocumentRequest {
  /** what it is; a manual when not given */
  kind?: DocumentKind;
  /** the document's title in its language (the PDF's title) */
  title: string;
  /** the story's last publication: a new publication is a new PDF */
  publishedAt: string;
  /** the document's name in that language, for the file name */
  slug: string;
}
export type ManualVersion = DocumentVersion;

const definitionOf = (document: { kind?: DocumentKind }) => DOCUMENT_KIND_DEFINITIONS[document.kind ?? 'manual'];

/** The renderer page for a document: always the configured site's own page of its kind. */
export function rendererUrl(siteUrl: string, document: DocumentRequest & { kind?: DocumentKind }): string {
  const url = new URL(definitionOf(document).rendererPath, siteUrl);
  url.search = new URLSearchParams({ id: String(document.id), lang: document.lang }).toString();
  return url.toString();
}

/** Cache entries of one story and kind share a prefix, so a publication can drop them all. */
export const storyPrefix = (id: number, kind: DocumentKind = 'manual') => `${DOCUMENT_KIND_DEFINITIONS[kind].cachePrefix}/${id}/`;

/** The prefixes of every kind of one story: what a publication drops. */
export const storyPrefixes = (id: number) => DOCUMENT_KINDS.map((kind) => storyPrefix(id, kind));

/** Cache entries of one document in one language: every publication's. */
export const documentPrefix = ({ id, lang, kind }: DocumentRequest & { kind?: DocumentKind }) => `${storyPrefix(id, kind)}${lang}/`;
export const manualPrefix = documentPrefix;

/** `{kind's prefix}/{id}/{lang}/{version}.pdf` (`manuals/…`, `datasheets/…`), the version being the publication time in milliseconds. */
export function cacheKey(document: Pick<DocumentVersion, 'id' | 'lang' | 'publishedAt' | 'kind'>): string {
  const version = Date.parse(document.publishedAt);
  if (!Number.isFinite(version)) throw new Error(`Not a publication time: ${document.publishedAt}`);
  return `${documentPrefix(document)}${version}.pdf`;
}

/** Letters, digits and hyphens only: what may reach a header or a file name. */
export const safeName = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);

/** A download name from the slug: only letters, digits and hyphens reach the header. */
export function fileName(document: Pick<DocumentVersion, 'slug' | 'id' | 'lang' | 'kind'>): string {
  return `${safeName(document.slug) || `${definitionOf(document).fallbackName}-${document.id}`}-${document.lang}.pdf`;
}
