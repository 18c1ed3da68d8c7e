import { JsonLd } from '@/ui/JsonLd';
import { RichText } from '@/ui/RichText';
import { translator } from '@/i18n/messages';
import { getDatasource } from '@/content';
import { plainText, richText, text } from '@/content/fields';
import { editableAttributes } from '@/content/editable';
import { contentVersion, storiesOfType } from '@/content/request-content';
import { faqPageJsonLd } from './structured-data';
import type { BlockProps } from '@/blocks/types';

/** FAQ grouped by topic, each answer behind a disclosure; FAQPage structured data. */
export async function FaqList({ blok, locale, renderBlocks }: BlockProps) {
  const t = translator(locale);
  const [faqs, topics] = await Promise.all([
    storiesOfType('frequently-asked-question', locale, 'position:asc'),
    // without topic labels the questions are still shown, in one group
    getDatasource('faq-topics', locale, { version: await contentVersion() }).catch(() => []),
  ]);
  const known = new Set(topics.map((topic) => topic.value));
  const groups = [
    ...topics.map((topic) => ({ topic, items: faqs.filter((f) => f.content.topic === topic.value) })),
    { topic: { value: 'other', label: t('faq.title') }, items: faqs.filter((f) => !known.has(String(f.content.topic))) },
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
