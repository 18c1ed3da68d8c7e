import { DocumentLink } from '@/ui/DocumentLink';
import { translator } from '@/i18n/messages';
import { isLocale, localeNames } from '@/i18n/routing';
import { text } from '@/content/fields';
import type { InfoCenterDocumentBlok } from '@/content/types';
import { formatDate } from '@/lib/dates';
import { editableAttributes } from '@/content/editable';
import { siteData } from '@/content/request-content';
import type { LayoutProps } from '../types';

export async function InfoCenterDocumentLayout({ story, locale }: LayoutProps<InfoCenterDocumentBlok>) {
  const t = translator(locale);
  const content = story.content;
  const { documentTypes } = await siteData(locale);
  const language = text(content.language);
  const file = text(content.file?.filename);
  const docType = documentTypes.find((d) => d.value === content.doc_type);
  return (
    <article className="container article" {...editableAttributes(content)}>
      <h1>{text(content.title) || story.name}</h1>
      {text(content.description) ? <p className="lead">{text(content.description)}</p> : null}
      <dl className="facts">
        <div>
          <dt>{t('docs.type')}</dt>
          <dd>{docType?.label ?? text(content.doc_type)}</dd>
        </div>
        <div>
          <dt>{t('docs.product')}</dt>
          <dd>{text(content.product_name) || t('docs.general')}</dd>
        </div>
        <div>
          <dt>{t('docs.language')}</dt>
          <dd>{isLocale(language) ? localeNames[language] : language.toUpperCase()}</dd>
        </div>
        {text(content.date) ? (
          <div>
            <dt>{t('manual.lastUpdate')}</dt>
            <dd>{formatDate(text(content.date), locale)}</dd>
          </div>
        ) : null}
      </dl>
      {file ? (
        <p>
          <DocumentLink className="button button--primary" address={file} docType={text(content.doc_type)}>
            {t('docs.download')}
          </DocumentLink>
        </p>
      ) : null}
    </article>
  );
}
