import { StoryCard } from '@/ui/StoryCard';
import { translator } from '@/i18n/messages';
import { text } from '@/content/fields';
import { editableAttributes } from '@/content/editable';
import { jobTypeLabel } from '@/content-types/job/job-types';
import { storiesOfType } from '@/content/request-content';
import type { BlockProps } from '@/blocks/types';

/** Open positions with their job type. */
export async function JobList({ blok, locale }: BlockProps) {
  const t = translator(locale);
  const jobs = await storiesOfType('job', locale, 'content.date_posted:desc');
  return (
    <section className="container section card-grid" {...editableAttributes(blok)}>
      {jobs.map((job) => (
        <StoryCard key={job.uuid} story={job} locale={locale} meta={`${jobTypeLabel(t, job.content.job_type)} · ${text(job.content.location)}`} headingLevel={2} />
      ))}
    </section>
  );
}
