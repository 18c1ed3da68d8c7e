// the sub-path keeps the forms' schemas (and zod) out of every page's scripts
import { LANGUAGES } from '@pv/shared/languages';
import { CONTENT_DEFAULT_LANGUAGE, languagePath } from '@pv/shared/story-paths';

/**
 * The site's language rules: proxy, static params, sitemap, hreflang and the language switch read them.
 * The list itself lives in @pv/shared, which the mail function reads too.
 */
export const locales = LANGUAGES;
export type Locale = (typeof locales)[number];

export function isLocale(value: string | null | undefined): value is Locale {
  return !!value && (locales as readonly string[]).includes(value);
}

/** Language used when nothing else decides (public configuration). */
export const defaultLocale: Locale = isLocale(process.env.NEXT_PUBLIC_DEFAULT_LOCALE)
  ? process.env.NEXT_PUBLIC_DEFAULT_LOCALE
  : 'de';

/** Language of `x-default` alternates and of untranslated UI text. */
export const fallbackLocale: Locale = 'en';

/** The language the content service keeps untranslated fields in (Storyblok's "default" language). */
export const contentDefaultLocale: Locale = CONTENT_DEFAULT_LANGUAGE;

export const localeNames: Record<Locale, string> = {
  de: 'Deutsch',
  en: 'English',
  fr: 'Français',
  es: 'Español',
  nl: 'Nederlands',
  it: 'Italiano',
};

/** The Intl locale for dates and numbers: British English, Austrian German. */
export const intlLocale: Record<Locale, string> = { de: 'de-AT', en: 'en-GB', fr: 'fr-FR', es: 'es-ES', nl: 'nl-NL', it: 'it-IT' };

/** Cookie that remembers the visitor's language choice. */
export const localeCookie = { name: 'langkey', maxAgeSeconds: 365 * 24 * 60 * 60 } as const;

/**
 * The country whose flag stands for a language: en → gb, de → at (the company's home),
 * a region-coded locale (de-CH) → its region, otherwise the language code itself.
 */
export function flagRegion(locale: string): string {
  const [language = '', region] = locale.toLowerCase().split(/[-_]/);
  if (region) return region;
  if (language === 'en') return 'gb';
  if (language === 'de') return 'at';
  return language;
}

/** Public path of a page: `/{locale}/` for home, `/{locale}/{path}/` otherwise. */
export const localePath: (locale: Locale, path?: string) => string = languagePath;
