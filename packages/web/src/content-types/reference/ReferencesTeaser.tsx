import { SectionHead, SectionMoreLink } from '@/ui/SectionHead';
import { StoryCard } from '@/ui/StoryCard';
import { siteConfig } from '@/config';
import { text, chosenStories } from '@/content/fields';
import { editableAttributes } from '@/content/editable';
import { storiesOfType } from '@/content/request-content';
import type { ReferencesTeaserBlok } from '@/content/types';
import { resolveLink } from '@/lib/links';
import type { BlockProps } from '@/blocks/types';

const NEWEST = 3;

/** `references-teaser`: customer projects as cards, the chosen ones in their order or else the newest three. */
export async function ReferencesTeaser({ blok, locale }: BlockProps<ReferencesTeaserBlok>) {
  const references = await storiesOfType('reference', locale, 'content.completed:desc');
  const chosen = chosenStories(blok.references, references);
  const shown = chosen.length ? chosen : references.slice(0, NEWEST);
  const link = resolveLink(blok.link, { locale, ...siteConfig });
  return (
    <section className="section section--spacious section--surface references-teaser" {...editableAttributes(blok)}>
      <div className="container">
        <SectionHead headline={text(blok.headline)} intro={text(blok.intro)}>
          <SectionMoreLink link={link} label={text(blok.link_label)} />
        </SectionHead>
        <div className="card-grid">
          {shown.map((reference) => (
            <StoryCard key={reference.uuid} story={reference} locale={locale} meta={text(reference.content.location)} />
          ))}
        </div>
      </div>
    </section>
  );
}
