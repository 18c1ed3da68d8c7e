import { getStoryById } from '@/content';
import { fallbackFields, storyLocales } from '@/content/page-languages';
import type { Story } from '@/content/types';
import { translator } from '@/i18n/messages';
import { contentDefaultLocale, localeNames, type Locale } from '@/i18n/routing';

/**
 * What the editor is told in the preview of a page: the languages it is published in ("Published in"), that
 * visitors get a 404 in this language where it is not among them, and which translatable fields show the
 * default language's text in this one (the rule for a field left empty: shown in German, flagged here).
 */
export async function PageLanguagesNotice({ story, locale }: { story: Story; locale: Locale }) {
  const t = translator(locale);
  const languages = storyLocales(story);
  const original = locale === contentDefaultLocale ? null : await getStoryById(story.id, contentDefaultLocale, { version: 'draft' }).catch(() => null);
  const fallbacks = original ? fallbackFields(story.content, original.content) : [];
  const languageName = (of: Locale) => new Intl.DisplayNames([locale], { type: 'language' }).of(of) ?? localeNames[of];
  return (
    <aside className="page-languages container" data-page-languages={languages.join(' ')}>
      <p className={`notice${languages.includes(locale) ? '' : ' notice--warning'}`}>
        {t('pageLanguages.in', { languages: languages.map((l) => localeNames[l]).join(', ') })}
        {languages.includes(locale) ? null : (
          <>
            <br />
            {t('pageLanguages.notIn', { language: languageName(locale) })}
          </>
        )}
      </p>
      {fallbacks.length ? (
        <div className="notice notice--warning" data-fallback-fields={fallbacks.length}>
          <p>{t('pageLanguages.fallback', { count: fallbacks.length })}</p>
          <ul>
            {fallbacks.map((field) => (
              <li key={field.path}>
                <code>{field.path}</code>
                {field.shown ? ` – „${field.shown}“` : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </aside>
  );
}
