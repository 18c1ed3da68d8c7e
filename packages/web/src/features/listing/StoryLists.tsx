import { JsonLd } from '@/ui/JsonLd';
import { RichText } from '@/ui/RichText';
import { StoryCard } from '@/ui/StoryCard';
import { messages } from '@/i18n/messages';
import { getDatasource } from '@/content';
import { plainText, richText, text } from '@/content/fields';
import { editableAttributes } from '@/content/editable';
import { jobTypeLabel } from '@/content-types/job/job-types';
import { contentVersion, storiesOfType } from '@/content/request-content';
import { faqPageJsonLd } from '@/lib/structured-data';
import type { BlockProps } from '../../blocks/types';

/** All products as cards. */
export async function ProductList({ blok, locale }: BlockProps) {
  const products = await storiesOfType('product', locale, 'position:asc');
  return (
    <section className="container section card-grid" {...editableAttributes(blok)}>
      {products.map((product) => (
        <StoryCard key={product.uuid} story={product} locale={locale} headingLevel={2} />
      ))}
    </section>
  );
}

/** FAQ grouped by topic, each answer behind a disclosure; FAQPage structured data. */
export async function FaqList({ blok, locale, renderBlocks }: BlockProps) {
  const t = messages[locale];
  const [faqs, topics] = await Promise.all([
    storiesOfType('frequently-asked-question', locale, 'position:asc'),
    // without topic labels the questions are still shown, in one group
    getDatasource('faq-topics', locale, { version: await contentVersion() }).catch(() => []),
  ]);
  const known = new Set(topics.map((topic) => topic.value));
  const groups = [
    ...topics.map((topic) => ({ topic, items: faqs.filter((f) => f.content.topic === topic.value) })),
    { topic: { value: 'other', label: t['faq.title'] }, items: faqs.filter((f) => !known.has(String(f.content.topic))) },
  ].filter((g) => g.items.length);
  return (
    <section className="container section faq" {...editableAttributes(blok)}>
      {groups.map(({ topic, items }) => (
        <section key={topic.value} aria-labelledby={`topic-${topic.value}`} className="faq__topic">
          <h2 id={`topic-${topic.value}`}>{topic.label}</h2>
          {items.map((faq) => (
            <details key={faq.uuid} className="faq__item" id={faq.slug}>
              <summary>{text(faq.content.question) || faq.name}</summary>
              <RichText document={richText(faq.content.answer)} locale={locale} headingLevel={3} renderBlocks={renderBlocks} />
            </details>
          ))}
        </section>
      ))}
      <JsonLd data={faqPageJsonLd(faqs.map((f) => ({ question: text(f.content.question) || f.name, answer: plainText(f.content.answer) })))} />
    </section>
  );
}

/** Customer projects as cards. */
export async function ReferenceList({ blok, locale }: BlockProps) {
  const references = await storiesOfType('reference', locale, 'content.completed:desc');
  return (
    <section className="container section card-grid" {...editableAttributes(blok)}>
      {references.map((reference) => (
        <StoryCard key={reference.uuid} story={reference} locale={locale} meta={text(reference.content.location)} headingLevel={2} />
      ))}
    </section>
  );
}

/** Open positions with their job type. */
export async function JobList({ blok, locale }: BlockProps) {
  const t = messages[locale];
  const jobs = await storiesOfType('job', locale, 'content.date_posted:desc');
  return (
    <section className="container section card-grid" {...editableAttributes(blok)}>
      {jobs.map((job) => (
        <StoryCard key={job.uuid} story={job} locale={locale} meta={`${jobTypeLabel(t, job.content.job_type)} · ${text(job.content.location)}`} headingLevel={2} />
      ))}
    </section>
  );
}

/** Operating manuals, current and legacy. */
export async function ManualList({ blok, locale }: BlockProps) {
  const t = messages[locale];
  const [manuals, legacy] = await Promise.all([storiesOfType('manual', locale, 'name:asc'), storiesOfType('manual-legacy', locale, 'name:asc')]);
  return (
    <section className="container section card-grid" {...editableAttributes(blok)}>
      {[...manuals, ...legacy].map((manual) => (
        <StoryCard
          key={manual.uuid}
          story={manual}
          locale={locale}
          headingLevel={2}
          meta={manual.content.component === 'manual' && text(manual.content.firmware_version) ? `${t['manual.firmware']} ${text(manual.content.firmware_version)}` : 'PDF'}
        />
      ))}
    </section>
  );
}
