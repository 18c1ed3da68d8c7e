/**
 * The languages a page is in, and the fields of a translation that show the default language's text.
 * Pure rules over a story's content: no I/O (the content module, the page, the sitemap, SEO, the search
 * indexer and the listings read them).
 *
 * A page is published in the languages its editors chose in its `page_languages` field ("Published in");
 * empty (or missing, as in stories saved before the field existed) means every language. Storyblok's CDN
 * answers a story in any language, filling untranslated fields with the default language's values, so the
 * CDN's answer cannot tell a translation from a fallback: the choice is the editor's, visible and changeable
 * on the story.
 */
import { contentDefaultLocale, fallbackLocale, isLocale, localePath, locales, type Locale } from '@/i18n/routing';

/** The content field that names a page's languages. */
export const PAGE_LANGUAGES_FIELD = 'page_languages';

/** The languages a story's page is in, in the site's order: those chosen in its content, every language when none is. */
export function storyLocales(story: { content: object }): Locale[] {
  const chosen = (story.content as Record<string, unknown> | null | undefined)?.[PAGE_LANGUAGES_FIELD];
  const valid = Array.isArray(chosen) ? chosen.filter((value): value is Locale => typeof value === 'string' && isLocale(value)) : [];
  return valid.length ? locales.filter((locale) => valid.includes(locale)) : [...locales];
}

/** Whether a story's page is in a language. */
export const isInLocale = (story: { content: object }, locale: Locale): boolean => storyLocales(story).includes(locale);

/** Where a page not in `locale` is in its other languages (the not-found page offers them); none when it is in `locale`. */
export function otherLanguages(story: { content: object; paths: Partial<Record<Locale, string>> }, locale: Locale): { locale: Locale; href: string }[] {
  const languages = storyLocales(story);
  return languages.includes(locale) ? [] : languages.map((other) => ({ locale: other, href: localePath(other, story.paths[other]) }));
}

/**
 * The language `x-default` names among a page's languages: the fallback language (English) where the page is
 * in it, else the content's default language, else its first.
 */
export function xDefaultLocale(pageLocales: readonly Locale[]): Locale {
  if (pageLocales.includes(fallbackLocale)) return fallbackLocale;
  if (pageLocales.includes(contentDefaultLocale)) return contentDefaultLocale;
  return pageLocales[0] ?? fallbackLocale;
}

/**
 * The `filter_query` alternatives that keep a listing to the stories in a language: its language chosen, or
 * none chosen (every language). Storyblok's `__or`: `in_array`, `is: empty_array` (the field saved empty) and
 * `is: empty` (a story saved before the field existed). The listings filter their answers by `isInLocale` too.
 */
export const inLocaleFilter = (locale: Locale) => [
  { [PAGE_LANGUAGES_FIELD]: { in_array: locale } },
  { [PAGE_LANGUAGES_FIELD]: { is: 'empty_array' } },
  { [PAGE_LANGUAGES_FIELD]: { is: 'empty' } },
];

/**
 * The rule for a field left empty in a translation: the page shows the default language's text there (what
 * Storyblok's CDN answers), and the preview names each such field to the editor. One rule with the content
 * checks (`@pv/cms/content-checks`), which report it for every language a page is published in.
 */
