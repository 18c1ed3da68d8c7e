/**
 * Where a story lives on the site in each language: read by the site's content mapping and by the
 * CMS webhook (which must know the paths of a story to refresh them).
 */
import { LANGUAGES, type Language } from './languages';

/** the language the content is written in first; other languages are translations */
export const CONTENT_DEFAULT_LANGUAGE: Language = 'de';
const HOME_SLUG = 'home';

/** A story id as it may appear in an address: a positive whole number (Storyblok's are far below 12 digits). */
export const isStoryId = (value: string): boolean => /^[1-9]\d{0,11}$/.test(value);

/** What the content service says of a story's slugs. */
export interface StorySlugs {
  full_slug: string;
  default_full_slug?: string | null;
  /** the language the story was read in (`default` or a code) */
  lang?: string;
  translated_slugs?: { lang: string; path: string }[] | null;
}

const pagePath = (slug: string) => (slug === HOME_SLUG ? '' : slug.replace(/^\/+|\/+$/g, ''));

/** The story's path per language, without the language prefix: the default slug for the content's default language, translated slugs for the rest. */
export function storyPaths(story: StorySlugs): Record<Language, string> {
  const defaultSlug =
    story.default_full_slug ?? (story.lang && story.lang !== 'default' ? story.full_slug.replace(/^[^/]+\//, '') : story.full_slug);
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const translated = story.translated_slugs?.find((t) => t.lang === language)?.path;
      const slug = language === CONTENT_DEFAULT_LANGUAGE ? defaultSlug : (translated ?? defaultSlug);
      return [language, pagePath(slug)];
    }),
  ) as Record<Language, string>;
}

/** Stories with a slug segment starting with `_` are data (settings, partners, redirects), never pages. */
export const isDataSlug = (fullSlug: string): boolean => fullSlug.split('/').some((segment) => segment.startsWith('_'));

/** `/{language}/{path}/` — every page address ends in a slash. */
export function languagePath(language: Language, path = ''): string {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return clean ? `/${language}/${clean}/` : `/${language}/`;
}

/** Pages of the site that are its own routes rather than stories (redirects may lead there). */
export const APP_PAGES: readonly string[] = ['/_internal/calculator/', '/_internal/styleguide/'];

/** The language of a site address: its first segment, or the content's default language (`/aktion`). */
export function addressLanguage(address: string): Language {
  const first = address.split(/[/?#]/)[1]?.toLowerCase();
  return (LANGUAGES as readonly string[]).includes(first ?? '') ? (first as Language) : CONTENT_DEFAULT_LANGUAGE;
}

/** The story's page address in each language (keys in LANGUAGES order). */
export function storyAddresses(story: StorySlugs): Record<Language, string> {
  const paths = storyPaths(story);
  return Object.fromEntries(LANGUAGES.map((language) => [language, languagePath(language, paths[language])])) as Record<Language, string>;
}
