import { ContentImage } from '@/ui/ContentImage';
import { JsonLd } from '@/ui/JsonLd';
import { RichText } from '@/ui/RichText';
import { siteConfig } from '@/config';
import { translator } from '@/i18n/messages';
import { assetOf, richText, text } from '@/content/fields';
import type { NewsBlok } from '@/content/types';
import { contentDateToIso, formatDate } from '@/lib/dates';
import { editableAttributes } from '@/content/editable';
import { siteData } from '@/content/request-content';
import { pageUrl } from '@/lib/seo';
import { newsArticleJsonLd } from './structured-data';
import type { LayoutProps } from '../types';

export async function NewsLayout({ story, locale, renderBlocks }: LayoutProps<NewsBlok>) {
  const t = translator(locale);
  const content = story.content;
  const { newsCategories } = await siteData(locale);
  const category = newsCategories.find((c) => c.value === content.category)?.label;
  const image = assetOf(content.image);
  const date = text(content.date);
  const eventStart = text(content.event_start);
  const title = text(content.title) || story.name;
  return (
    <article className="container article" {...editableAttributes(content)}>
      <p className="article__meta">
        {date ? <time dateTime={contentDateToIso(date) ?? undefined}>{formatDate(date, locale)}</time> : null}
        {category ? <span className="tag">{category}</span> : null}
      </p>
      <h1>{title}</h1>
      {text(content.description) ? <p className="lead">{text(content.description)}</p> : null}
      {image ? <ContentImage className="article__image" src={image.filename} alt={image.alt ?? ''} width={1200} height={675} priority sizes="(max-width: 900px) 100vw, 48rem" /> : null}
      {eventStart ? (
        <aside className="event-box" aria-label={t('news.event')}>
          <h2>{t('news.event')}</h2>
          <dl>
            <dt>{t('news.when')}</dt>
            <dd>
              {formatDate(eventStart, locale, true)}
              {text(content.event_end) ? ` – ${formatDate(text(content.event_end), locale, true)}` : null}
            </dd>
            {text(content.event_location) ? (
              <>
                <dt>{t('news.where')}</dt>
                <dd>{text(content.event_location)}</dd>
              </>
            ) : null}
          </dl>
          <a className="button" href={`/api/calendar/?id=${story.id}&locale=${locale}`} download>
            {t('news.addToCalendar')}
          </a>
        </aside>
      ) : null}
      <RichText document={richText(content.body)} locale={locale} renderBlocks={renderBlocks} />
      <JsonLd
        data={newsArticleJsonLd({
          headline: title,
          description: text(content.description),
          image: image?.filename,
          datePublished: date ? contentDateToIso(date) : story.firstPublishedAt,
          url: pageUrl(siteConfig.siteUrl, locale, story.paths[locale]),
          organisationName: siteConfig.organisation.name,
          siteUrl: siteConfig.siteUrl,
        })}
      />
    </article>
  );
}
