import { RichText } from '@/ui/RichText';
import type { TextSectionBlok } from '@/content/types';
import { editableAttributes } from '@/content/editable';
import type { BlockProps } from './types';

export function TextSection({ blok, locale, renderBlocks }: BlockProps<TextSectionBlok>) {
  return (
    <section className="text-section container" {...editableAttributes(blok)}>
      {blok.headline ? <h2>{blok.headline}</h2> : null}
      <RichText document={blok.text} locale={locale} headingLevel={blok.headline ? 3 : 2} renderBlocks={renderBlocks} />
    </section>
  );
}
