import { JsonLd } from '@/components/JsonLd';
import { blockRenderer } from '@/blocks/Blocks';
import { RichText } from '@/components/RichText';
import { plainText, richText, text } from '@/lib/content/fields';
import { faqPageJsonLd } from '@/lib/structured-data';
import type { FrequentlyAskedQuestionBlok } from '@/lib/content/types';
import { editableAttributes } from '@/lib/editable';
import type { LayoutProps } from './types';

export function FaqLayout({ story, locale }: LayoutProps<FrequentlyAskedQuestionBlok>) {
  const question = text(story.content.question) || story.name;
  return (
    <article className="container article" {...editableAttributes(story.content)}>
      <h1>{question}</h1>
      <RichText document={richText(story.content.answer)} locale={locale} renderBlocks={blockRenderer(locale)} />
      <JsonLd data={faqPageJsonLd([{ question, answer: plainText(story.content.answer) }])} />
    </article>
  );
}
