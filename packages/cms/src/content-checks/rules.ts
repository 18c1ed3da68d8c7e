/**
 * The content checks: pure rules over a story as the CDN answers it in each language it is published in, and
 * over the space's folders. No I/O: the site's preview, the CMS webhook and `npm run content:health` read the
 * space each their own way (`space.ts` for the functions and the command) and hand it here.
 *
 * A story is checked in every language it is published in (`page_languages`, empty = all six):
 * - required fields (the model's `required`) filled, in every block;
 * - alt text on every image the site shows (image files in asset fields, images in rich text; not the social media
 *   images, which go only into `og:image`);
 * - internal links (story links, rich-text links to stories) to a page that is published, in that language;
 * - external links well-formed (http(s) with a host, mailto, tel, a path from the root, an anchor);
 * - the SEO block's title at most 60 characters, its description at most 160 (search engines cut what is longer);
 * - no translatable field showing the German text in another language (`untranslatedFields`);
 * and a folder holding pages has a published start page and a slug of its own in every language of its pages;
 * and no automatic redirect was taken offline with its page (its old address now answers 404).
 * A problem found alike in several languages is one problem naming them all.
 */
import { LANGUAGES, type Language } from '@pv/shared/languages';
import type { ContentProblem, ContentProblemRule } from '@pv/shared/content-problems';
import { MODEL_FIELDS } from '../content-types.generated';
import { isEmptyValue, missingTranslations, untranslatedFields } from './untranslated';

export { missingTranslations, untranslatedFields, type UntranslatedField } from './untranslated';

/** The default language: its content is the one the others fall back to. */
export const DEFAULT_LANGUAGE: Language = 'de';
/** The content field naming a page's languages ("Published in"). */
export const PAGE_LANGUAGES_FIELD = 'page_languages';
/** The field the CMS webhook writes a story's problems into (translatable: each editor reads them in their language). */
export const PROBLEMS_FIELD = 'content_problems';
/** Fields the checks leave alone: the site's own writes. */
const IGNORED_FIELDS = new Set([PROBLEMS_FIELD, '_uid', 'component', '_editable']);

export const SEO_TITLE_MAX = 60;
/** Search engines cut longer titles and snippets; shorter ones are shown whole (an empty one takes the page's defaults). */
export const SEO_DESCRIPTION_MAX = 160;

export interface Blok {
  _uid?: string;
  component?: string;
  [field: string]: unknown;
}

/** The languages a story's page is in: those chosen in its `page_languages`, every language when none is. */
export function pageLanguages(content: object | null | undefined): Language[] {
  const chosen = (content as Record<string, unknown> | null | undefined)?.[PAGE_LANGUAGES_FIELD];
  const valid = Array.isArray(chosen) ? chosen.filter((value): value is Language => (LANGUAGES as readonly unknown[]).includes(value)) : [];
  return valid.length ? LANGUAGES.filter((language) => valid.includes(language)) : [...LANGUAGES];
}

/** A story to check: its content in each language it is published in, as the CDN answers it (untranslated fields hold the German). */
export interface CheckedStory {
  id: number;
  name: string;
  fullSlug: string;
  languages: readonly Language[];
  content: Partial<Record<Language, Blok>>;
  /**
   * The content as the Management API keeps it (every language's value beside the default's), where the reader
   * has it: then a field translated into the same words is no problem. Without it, a field whose value in a
   * language is the German one counts as untranslated (the CDN's answer cannot tell them apart).
   */
  stored?: Blok;
}

/** A folder of the space, with what the checks need of it. */
export interface CheckedFolder {
  id: number;
  name: string;
  fullSlug: string;
  /** its start page: published, a draft only, or none */
  startPage: 'published' | 'draft' | 'none';
  /** the languages its own pages are published in */
  languages: readonly Language[];
  /** its slug in each language that has one of its own (the Translatable Slugs app); a missing language uses the German slug */
  translatedSlugs: Partial<Record<Language, string>>;
}

/** What the checks know of the space: the published pages by uuid, with their languages and address. */
export interface CheckedSpace {
  pages: ReadonlyMap<string, { languages: readonly Language[]; fullSlug: string }>;
}

interface Found {
  rule: ContentProblemRule;
  field: string;
  detail: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const isBlok = (value: unknown): value is Blok => isObject(value) && typeof value.component === 'string';
const isRichText = (value: unknown): value is { type: 'doc'; content?: unknown[] } => isObject(value) && value.type === 'doc';

/** A field's place as the editor reads it: `body 2 › feature-grid › items 1 › feature › title`. */
const at = (path: string, key: string) => (path ? `${path} › ${key}` : key);
const fieldLabel = (component: string, key: string) => MODEL_FIELDS[component]?.[key]?.label ?? key;

const EXTERNAL = /^(https?:\/\/[^\s/?#]+\.[^\s/?#]+[^\s]*|mailto:[^\s@]+@[^\s@]+\.[^\s@]+|tel:\+?[\d\s()/-]+|\/[^\s]*|#[^\s]*)$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether an external link's address is well-formed (empty: no link, which `required` covers). */
export function wellFormedUrl(url: string): boolean {
  if (!url) return true;
  if (!EXTERNAL.test(url)) return false;
  if (/^https?:/i.test(url)) {
    try {
      new URL(url);
    } catch {
      return false;
    }
  }
  return true;
}

interface LinkLike {
  linktype?: unknown;
  id?: unknown;
  uuid?: unknown;
  url?: unknown;
  href?: unknown;
  cached_url?: unknown;
  email?: unknown;
}

function checkLink(link: LinkLike, field: string, language: Language, space: CheckedSpace, found: Found[]) {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  if (link.linktype === 'story') {
    const uuid = text(link.uuid) || text(link.id);
    const address = text(link.cached_url) || uuid;
    if (!uuid) {
      if (text(link.cached_url)) found.push({ rule: 'dead-link', field, detail: address });
      return;
    }
    const page = space.pages.get(uuid);
    if (!page) found.push({ rule: 'dead-link', field, detail: address });
    else if (!page.languages.includes(language)) found.push({ rule: 'link-not-in-language', field, detail: `/${page.fullSlug}` });
  } else if (link.linktype === 'email') {
    const email = text(link.email) || text(link.href) || text(link.url);
    if (email && !EMAIL.test(email.replace(/^mailto:/i, ''))) found.push({ rule: 'malformed-link', field, detail: email });
  } else if (link.linktype === 'url') {
    const url = text(link.url) || text(link.href) || text(link.cached_url);
    if (!wellFormedUrl(url)) found.push({ rule: 'malformed-link', field, detail: url });
  }
}

/** Images, links and blocks inside a rich-text document. */
function checkRichText(doc: unknown, field: string, language: Language, space: CheckedSpace, found: Found[]) {
  const walk = (node: unknown) => {
    if (!isObject(node)) return;
    const attrs = isObject(node.attrs) ? node.attrs : {};
    if (node.type === 'image' && typeof attrs.src === 'string' && attrs.src && !(typeof attrs.alt === 'string' && attrs.alt.trim())) {
      found.push({ rule: 'alt-text', field, detail: attrs.src.split('/').pop() ?? attrs.src });
    }
    if (node.type === 'blok' && Array.isArray(attrs.body)) attrs.body.forEach((blok, index) => isBlok(blok) && checkBlok(blok, `${field} ${index + 1} › ${blok.component}`, language, space, found));
    if (Array.isArray(node.marks)) for (const mark of node.marks) if (isObject(mark) && mark.type === 'link' && isObject(mark.attrs)) checkLink(mark.attrs, field, language, space, found);
    if (Array.isArray(node.content)) node.content.forEach(walk);
  };
  walk(doc);
}

/** Files the site shows as images (a download field may hold a PDF). */
const IMAGE_FILE = /\.(png|jpe?g|gif|webp|avif|svg)$/i;
/** Images the site never shows with an alt text: the social media images go only into `og:image` and `twitter:image`. */
const NO_ALT_FIELDS = new Set(['seo.og_image', 'seo.twitter_image', 'settings.og_image']);

function checkAsset(asset: unknown, field: string, found: Found[]) {
  if (!isObject(asset) || typeof asset.filename !== 'string' || !IMAGE_FILE.test(asset.filename.split('?')[0]!)) return;
  if (!(typeof asset.alt === 'string' && asset.alt.trim())) found.push({ rule: 'alt-text', field, detail: asset.filename.split('/').pop() ?? asset.filename });
}

/** One block's fields and the blocks below it, in one language. */
function checkBlok(blok: Blok, path: string, language: Language, space: CheckedSpace, found: Found[]) {
  const component = blok.component ?? '';
  const fields = MODEL_FIELDS[component] ?? {};
  for (const [key, field] of Object.entries(fields)) {
    if (IGNORED_FIELDS.has(key)) continue;
    const value = blok[key];
    const where = at(path, fieldLabel(component, key));
    if (field.required && (isEmptyValue(value) || (Array.isArray(value) && !value.length) || (isObject(value) && 'linktype' in value && !(value.cached_url || value.url || value.id || value.email)) || (isObject(value) && 'filename' in value && !value.filename))) {
      found.push({ rule: 'required', field: where, detail: '' });
      continue;
    }
    const images = field.images && !NO_ALT_FIELDS.has(`${component}.${key}`);
    if (images && field.type === 'asset') checkAsset(value, where, found);
    if (images && field.type === 'multiasset' && Array.isArray(value)) value.forEach((asset, index) => checkAsset(asset, `${where} ${index + 1}`, found));
    if (field.type === 'multilink' && isObject(value)) checkLink(value, where, language, space, found);
    if (field.type === 'richtext' && isRichText(value)) checkRichText(value, where, language, space, found);
    if (field.type === 'bloks' && Array.isArray(value)) {
      value.forEach((item, index) => {
        if (isBlok(item)) checkBlok(item, `${at(path, fieldLabel(component, key))} ${index + 1} › ${item.component}`, language, space, found);
      });
    }
  }
  if (component === 'seo') {
    const title = typeof blok.title === 'string' ? blok.title.trim() : '';
    const description = typeof blok.description === 'string' ? blok.description.trim() : '';
    if (title.length > SEO_TITLE_MAX) found.push({ rule: 'seo-title-length', field: at(path, fieldLabel('seo', 'title')), detail: String(title.length) });
    if (description.length > SEO_DESCRIPTION_MAX) {
      found.push({ rule: 'seo-description-length', field: at(path, fieldLabel('seo', 'description')), detail: String(description.length) });
    }
  }
}

/** Problems found alike in several languages become one naming them all, in the order they were first found. */
function merge(story: { id: number; name: string; fullSlug: string }, byLanguage: [Language, Found[]][]): ContentProblem[] {
  const merged = new Map<string, ContentProblem>();
  for (const [language, list] of byLanguage) {
    for (const item of list) {
      const key = `${item.rule}\u0000${item.field}\u0000${item.detail}`;
      const known = merged.get(key);
      if (known) {
        if (!known.languages.includes(language)) known.languages.push(language);
      } else merged.set(key, { storyId: story.id, story: story.name, fullSlug: story.fullSlug, ...item, languages: [language] });
    }
  }
  return [...merged.values()].map((problem) => ({ ...problem, languages: LANGUAGES.filter((language) => problem.languages.includes(language)) }));
}

/** Every problem of a story, in the languages it is published in. */
export function checkStory(story: CheckedStory, space: CheckedSpace): ContentProblem[] {
  const original = story.content[DEFAULT_LANGUAGE];
  const byLanguage = story.languages.flatMap((language): [Language, Found[]][] => {
    const content = story.content[language];
    if (!content) return [];
    const found: Found[] = [];
    checkBlok(content, '', language, space, found);
    if (language !== DEFAULT_LANGUAGE && original) {
      const untranslated = story.stored ? missingTranslations(story.stored, language) : untranslatedFields(content, original);
      for (const field of untranslated) if (!field.path.split(' › ').includes(PROBLEMS_FIELD)) found.push({ rule: 'untranslated', field: field.path, detail: field.shown });
    }
    return [[language, found]];
  });
  return merge(story, byLanguage);
}

/** A folder's problems: no published start page (its own address answers 404), no slug of its own in a language of its pages. */
export function checkFolder(folder: CheckedFolder): ContentProblem[] {
  if (!folder.languages.length) return [];
  const own = { id: folder.id, name: folder.name, fullSlug: folder.fullSlug };
  const found: [Language, Found[]][] = folder.languages.map((language) => {
    const list: Found[] = [];
    if (folder.startPage !== 'published') list.push({ rule: 'folder-start-page', field: folder.fullSlug, detail: `/${folder.fullSlug}/` });
    if (language !== DEFAULT_LANGUAGE && !folder.translatedSlugs[language]) list.push({ rule: 'folder-slug', field: folder.fullSlug, detail: `/${language}/${folder.fullSlug}/…` });
    return [language, list];
  });
  return merge(own, found);
}

/** A redirect story of the editors' redirects folder, as the CDN answers it. */
export interface CheckedRedirect {
  id: number;
  name: string;
  full_slug: string;
  content: { component?: unknown; source?: unknown; automatic?: unknown; problem?: unknown };
}

/** The language of a redirect's old address (`/en/…`); an address without one is the default language's. */
const sourceLanguage = (source: string): Language => LANGUAGES.find((language) => source.startsWith(`/${language}/`)) ?? DEFAULT_LANGUAGE;

/**
 * The old addresses that end in 404 because their page left the site: automatic redirects the site unpublished
 * with their page (drafts not among the published, marked Automatic, with a Problem). One step sends each
 * elsewhere: another page in Goes to, then publish.
 */
export function checkLostRedirects(published: readonly CheckedRedirect[], drafts: readonly CheckedRedirect[]): ContentProblem[] {
  const live = new Set(published.map((story) => story.id));
  return drafts
    .filter(({ id, content }) => !live.has(id) && content.component === 'redirect' && content.automatic === true && typeof content.problem === 'string' && content.problem.trim() !== '')
    .map(({ id, name, full_slug, content }) => {
      const source = typeof content.source === 'string' ? content.source.trim() : '';
      return { storyId: id, story: name, fullSlug: full_slug, rule: 'redirect-offline', field: fieldLabel('redirect', 'target'), languages: [sourceLanguage(source)], detail: source };
    });
}
