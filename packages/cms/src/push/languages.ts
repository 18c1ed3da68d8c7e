/** The space's languages against the content's: the one check that stops a push before anything is written. */
import type { SpaceInfo } from '../space-files';

/** Names as Storyblok's language picker shows them. */
export const LANGUAGE_NAMES: Record<string, string> = {
  de: 'German',
  en: 'English',
  fr: 'French',
  es: 'Spanish',
  nl: 'Dutch',
  it: 'Italian',
};

const languageLabel = (code: string) => `${code} (${LANGUAGE_NAMES[code] ?? code})`;

/**
 * What to set when the space lacks a language of the content; null when it has them all.
 * Storyblok's default language has no code: it holds the content's default language (German).
 */
export function missingLanguages(space: { languages: { code?: string; name?: string }[] }, content: SpaceInfo): string | null {
  const configured = new Set(space.languages.map((language) => language.code));
  const missing = content.language_codes.filter((code) => !configured.has(code));
  if (missing.length === 0) return null;
  return [
    `The space lacks ${missing.length === 1 ? 'a language' : 'languages'} of the content: ${missing.map(languageLabel).join(', ')}.`,
    `In Storyblok: Settings → Internationalization → add languages: ${missing.map(languageLabel).join(', ')}; then run the push again.`,
    `(The default language holds ${languageLabel(content.default_language)}: nothing to add for it.)`,
  ].join('\n');
}
