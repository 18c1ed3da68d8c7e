import { StoryCard } from '@/ui/StoryCard';
import { translator } from '@/i18n/messages';
import { text } from '@/content/fields';
import { editableAttributes } from '@/content/editable';
import { storiesOfType } from '@/content/request-content';
import type { BlockProps } from '@/blocks/types';

/** Operating manuals, current and legacy. */
export async function ManualList({ blok, locale }: BlockProps) {
  const t = translator(locale);
  const [manuals, legacy] = await Promise.all([storiesOfType('manual', locale, 'name:asc'), storiesOfType('manual-legacy', locale, 'name:asc')]);
  return (
    <section className="container section card-grid" {...editableAttributes(blok)}>
      {[...manuals, ...legacy].map((manual) => (
        <StoryCard
          key={manual.uuid}
          story={manual}
          locale={locale}
          headingLevel={2}
          meta={manual.content.component === 'manual' && text(manual.content.firmware_version) ? `${t('manual.firmware')} ${text(manual.content.firmware_version)}` : 'PDF'}
        />
      ))}
    </section>
  );
}
