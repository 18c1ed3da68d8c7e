import { ContentImage } from '@/ui/ContentImage';
import { RichText } from '@/ui/RichText';
import { StoryCard } from '@/ui/StoryCard';
import { translator } from '@/i18n/messages';
import { assetOf, bloks, richText, text } from '@/content/fields';
import { relatedStories } from '@/content/mapping';
import type { ReferenceBlok } from '@/content/types';
import { editableAttributes } from '@/content/editable';
import type { LayoutProps } from '../types';

/** A customer project: product, facts about the project, customer opinion, summary. */
export function ReferenceLayout({ story, locale, renderBlocks }: LayoutProps<ReferenceBlok>) {
  const t = translator(locale);
  const content = story.content;
  const image = assetOf(content.image);
  const products = relatedStories(content.product);
  const facts = bloks(content.facts);
  return (
    <article className="container article" {...editableAttributes(content)}>
      {text(content.location) ? <p className="article__meta">{text(content.location)}</p> : null}
      <h1>{text(content.title) || story.name}</h1>
      {text(content.description) ? <p className="lead">{text(content.description)}</p> : null}
      {image ? <ContentImage className="article__image" src={image.filename} alt={image.alt ?? ''} width={1200} height={800} priority sizes="(max-width: 900px) 100vw, 48rem" /> : null}
      {products.length ? (
        <section aria-labelledby="reference-product">
          <h2 id="reference-product">{t('reference.product')}</h2>
          <div className="card-grid">
            {products.map((product) => (
              <StoryCard key={product.uuid} story={product} locale={locale} />
            ))}
          </div>
        </section>
      ) : null}
      {facts.length ? (
        <section aria-labelledby="reference-facts">
          <h2 id="reference-facts">{t('reference.facts')}</h2>
          <dl className="facts">
            {facts.map((fact) => (
              <div key={fact._uid} {...editableAttributes(fact)}>
                <dt>{text(fact.label)}</dt>
                <dd>{text(fact.value)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {text(content.customer_opinion) ? (
        <section aria-labelledby="reference-opinion">
          <h2 id="reference-opinion">{t('reference.opinion')}</h2>
          <figure className="quote">
            <blockquote>
              <p>{text(content.customer_opinion)}</p>
            </blockquote>
            {text(content.customer_name) ? <figcaption>{text(content.customer_name)}</figcaption> : null}
          </figure>
        </section>
      ) : null}
      {richText(content.summary) ? (
        <section aria-labelledby="reference-summary">
          <h2 id="reference-summary">{t('reference.summary')}</h2>
          <RichText document={richText(content.summary)} locale={locale} headingLevel={3} renderBlocks={renderBlocks} />
        </section>
      ) : null}
    </article>
  );
}
