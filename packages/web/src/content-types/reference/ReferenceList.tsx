import { StoryCard } from '@/ui/StoryCard';
import { text } from '@/content/fields';
import { editableAttributes } from '@/content/editable';
import { storiesOfType } from '@/content/request-content';
import type { BlockProps } from '@/blocks/types';

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
