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
import { TRANSLATABLE_FIELDS } from '@pv/cms/content-types.generated';
import { contentDefaultLocale, fallbackLocale, isLocale, locales, type Locale } from '@/i18n/routing';
import { isRichText, plainText } from './fields';

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

const translatable = new Set<string>(TRANSLATABLE_FIELDS);

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim()) || (isRichText(value) && !plainText(value));

/** A field's name as the editor reads it in a notice (`hero 1 › headline`). */
export interface FallbackField {
  /** where the field is: the blocks above it and the field (`body 2 › text-section › title`) */
  path: string;
  /** the field's value in the default language, shortened */
  shown: string;
}

const excerpt = (value: unknown) => {
  const plain = typeof value === 'string' ? value : isRichText(value) ? plainText(value) : '';
  return plain.length > 60 ? `${plain.slice(0, 57)}…` : plain;
};

/**
 * The rule for a field left empty in a translation: the page shows the default language's text there (what
 * Storyblok's CDN answers), and the preview names each such field to the editor. Found by comparing the
 * language's content with the default language's: a translatable field whose value is the default language's
 * (and not empty) is taken for untranslated. A field translated into the very same words is flagged too —
 * the content service's answer cannot tell them apart. Blocks are matched by their `_uid`.
 */
export function fallbackFields(translated: object, original: object, at = ''): FallbackField[] {
  const ours = translated as Record<string, unknown>;
  const theirs = original as Record<string, unknown>;
  const component = typeof ours.component === 'string' ? ours.component : '';
  const found: FallbackField[] = [];
  for (const [key, value] of Object.entries(ours)) {
    const path = at ? `${at} › ${key}` : key;
    const other = theirs[key];
    if (translatable.has(`${component}.${key}`)) {
      if (!isEmpty(value) && JSON.stringify(value) === JSON.stringify(other)) found.push({ path, shown: excerpt(value) });
    } else if (Array.isArray(value) && Array.isArray(other)) {
      value.forEach((item, index) => {
        if (!item || typeof item !== 'object' || !('_uid' in item)) return;
        const twin = other.find((o) => o && typeof o === 'object' && '_uid' in o && o._uid === item._uid);
        const name = 'component' in item && typeof item.component === 'string' ? item.component : '';
        if (twin) found.push(...fallbackFields(item, twin, `${path} ${index + 1}${name ? ` › ${name}` : ''}`));
      });
    }
  }
  return found;
}
