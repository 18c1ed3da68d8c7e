import { JsonLd } from '@/components/JsonLd';
import { RichText } from '@/components/RichText';
import { siteConfig } from '@/config';
import { messages, type Messages } from '@/i18n/messages';
import { plainText, richText, text } from '@/lib/content/fields';
import type { JobBlok } from '@/lib/content/types';
import { contentDateToIso, formatDate } from '@/lib/dates';
import { editableAttributes } from '@/lib/editable';
import { pageUrl } from '@/lib/seo';
import { jobPostingJsonLd } from '@/lib/structured-data';
import type { LayoutProps } from './types';

export const JOB_TYPES = ['fulltime', 'part-time', 'internship', 'apprenticeship'] as const satisfies readonly NonNullable<JobBlok['job_type']>[];
/** the job type's label; none for a value the content service holds but the model does not know */
export const jobTypeLabel = (t: Messages, jobType: JobBlok['job_type']) => (jobType && JOB_TYPES.includes(jobType) ? t[`job.type.${jobType}`] : '');

export function JobLayout({ story, locale }: LayoutProps<JobBlok>) {
  const t = messages[locale];
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
          <dt>{t['job.location']}</dt>
          <dd>{text(content.location)}</dd>
        </div>
        {validThrough ? (
          <div>
            <dt>{t['job.validThrough']}</dt>
            <dd>{formatDate(validThrough, locale)}</dd>
          </div>
        ) : null}
      </dl>
      {text(content.salary) ? <p>{text(content.salary)}</p> : null}
      <RichText document={richText(content.body)} locale={locale} />
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
