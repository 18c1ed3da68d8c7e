import { SiteFooter } from '@/features/navigation/SiteFooter';
import { SiteHeader } from '@/features/navigation/SiteHeader';
import { translator } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { toSiteSettings } from '@/content/mapping';
import type { SettingsBlok } from '@/content/types';
import { editableAttributes } from '@/content/editable';

/**
 * The settings story in the visual editor (it is no page): the header and footer rendered from the
 * story being edited, in place of the site's own (hidden by `.settings-preview` in the stylesheet),
 * so that they follow the editor's typing like any page does.
 */
export function SettingsPreview({ content, locale }: { content: SettingsBlok; locale: Locale }) {
  const t = translator(locale);
  const settings = toSiteSettings(content);
  return (
    <div className="settings-preview" {...editableAttributes(content)}>
      {/* the search's document-type labels are no setting: not read again for every keystroke */}
      <SiteHeader locale={locale} siteData={{ settings, documentTypes: [] }} />
      <div className="container section">
        <h1>{t('settings.previewTitle')}</h1>
        <p className="lead">{t('settings.previewText')}</p>
      </div>
      <SiteFooter locale={locale} settings={settings} />
    </div>
  );
}
