import { JsonLd } from '@/ui/JsonLd';
import { RichText } from '@/ui/RichText';
import { siteConfig } from '@/config';
import { translator } from '@/i18n/messages';
import { plainText, richText, text } from '@/content/fields';
import type { JobBlok } from '@/content/types';
import { contentDateToIso, formatDate } from '@/lib/dates';
import { editableAttributes } from '@/content/editable';
import { jobTypeLabel } from '@/content-types/job/job-types';
import { pageUrl } from '@/lib/seo';
import { jobPostingJsonLd } from './structured-data';
import type { LayoutProps } from '../types';

export function JobLayout({ story, locale, renderBlocks }: LayoutProps<JobBlok>) {
  const t = translator(locale);
  const content = story.content;
  const title = text(content.title) || story.name;
  const validThrough = text(content.valid_through);
  return (
    <article className="container article" {...editableAttributes(content)}>
      <p className="article__meta">
        <span className="tag">{jobTypeLabel(t, content.job_type)}</span> {text(content.location)}
      </p>
      <h1>{title}</h1>
      {text(content.description) ? <p className="lead">{text(content.description)}</p> : null}
      <dl className="facts">
        <div>
          <dt>{t('job.location')}</dt>
          <dd>{text(content.location)}</dd>
        </div>
        {validThrough ? (
          <div>
            <dt>{t('job.validThrough')}</dt>
            <dd>{formatDate(validThrough, locale)}</dd>
          </div>
        ) : null}
      </dl>
      {text(content.salary) ? <p>{text(content.salary)}</p> : null}
      <RichText document={richText(content.body)} locale={locale} renderBlocks={renderBlocks} />
      <JsonLd
        data={jobPostingJsonLd({
          title,
          description: plainText(content.body) || text(content.description),
          jobType: text(content.job_type),
          datePosted: contentDateToIso(text(content.date_posted)),
          validThrough: contentDateToIso(validThrough),
          locality: text(content.location),
          country: siteConfig.organisation.country,
          organisationName: siteConfig.organisation.name,
          siteUrl: siteConfig.siteUrl,
          url: pageUrl(siteConfig.siteUrl, locale, story.paths[locale]),
        })}
      />
    </article>
  );
}
