import { JsonLd } from '@/ui/JsonLd';
import { RichText } from '@/ui/RichText';
import { plainText, richText, text } from '@/content/fields';
import { faqPageJsonLd } from './structured-data';
import type { FrequentlyAskedQuestionBlok } from '@/content/types';
import { editableAttributes } from '@/content/editable';
import type { LayoutProps } from '../types';

export function FaqLayout({ story, locale, renderBlocks }: LayoutProps<FrequentlyAskedQuestionBlok>) {
  const question = text(story.content.question) || story.name;
  return (
    <article className="container article" {...editableAttributes(story.content)}>
      <h1>{question}</h1>
      <RichText document={richText(story.content.answer)} locale={locale} renderBlocks={renderBlocks} />
      <JsonLd data={faqPageJsonLd([{ question, answer: plainText(story.content.answer) }])} />
    </article>
  );
}
