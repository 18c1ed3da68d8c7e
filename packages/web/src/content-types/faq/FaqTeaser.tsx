import { ContentLink } from '@/ui/ContentLink';
import { RichText } from '@/ui/RichText';
import { SectionHead } from '@/ui/SectionHead';
import { siteConfig } from '@/config';
import { richText, text, chosenStories } from '@/content/fields';
import { editableAttributes } from '@/content/editable';
import { storiesOfType } from '@/content/request-content';
import type { FaqTeaserBlok } from '@/content/types';
import { resolveLink } from '@/lib/links';
import type { BlockProps } from '@/blocks/types';

/** `faq-teaser`: a few chosen questions, each answer behind a disclosure, and the way to all questions. */
export async function FaqTeaser({ blok, locale, renderBlocks }: BlockProps<FaqTeaserBlok>) {
  const faqs = await storiesOfType('frequently-asked-question', locale, 'position:asc');
  const chosen = chosenStories(blok.faqs, faqs);
  const link = resolveLink(blok.link, { locale, ...siteConfig });
  if (!chosen.length) return null;
  return (
    <section className="section section--spacious faq-teaser" {...editableAttributes(blok)}>
      <div className="container faq-teaser__inner">
        <SectionHead headline={text(blok.headline)} intro={text(blok.intro)}>
          {link && text(blok.link_label) ? (
            <ContentLink className="button" link={link}>
              {text(blok.link_label)}
            </ContentLink>
          ) : null}
        </SectionHead>
        <div className="faq-teaser__items">
          {chosen.map((faq) => (
            <details key={faq.uuid} className="faq__item">
              <summary>{text(faq.content.question) || faq.name}</summary>
              <RichText document={richText(faq.content.answer)} locale={locale} headingLevel={3} renderBlocks={renderBlocks} />
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
