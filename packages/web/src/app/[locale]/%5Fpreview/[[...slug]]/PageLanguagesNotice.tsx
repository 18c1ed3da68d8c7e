import { storyLocales } from '@/content/page-languages';
import type { Story } from '@/content/types';
import { translator } from '@/i18n/messages';
import { localeNames, type Locale } from '@/i18n/routing';

/**
 * What the editor is told in the preview of a page: the languages it is published in ("Published in"), and that
 * visitors get a 404 in this language where it is not among them. The translatable fields showing the default
 * language's text (the rule for a field left empty: shown in German, flagged) are among the content checks'
 * problems below it.
 */
export function PageLanguagesNotice({ story, locale }: { story: Story; locale: Locale }) {
  const t = translator(locale);
  const languages = storyLocales(story);
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
    </aside>
  );
}
