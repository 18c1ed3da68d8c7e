import { ContentImage } from '@/ui/ContentImage';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { assetOf, text } from '@/content/fields';
import type { Story, TechnicalDataRowBlok } from '@/content/types';
import { storyHref } from '@/lib/links';

/**
 * A teaser card linking to a story of any content type: image, title, description (where its type has them)
 * and optional details; `facts` list a product's first technical data, so products can be compared.
 */
export function StoryCard({
  story,
  locale,
  meta,
  facts = [],
  headingLevel = 3,
}: {
  story: Story;
  locale: Locale;
  meta?: ReactNode;
  facts?: TechnicalDataRowBlok[];
  headingLevel?: 2 | 3;
}) {
  const { content } = story;
  const image = 'image' in content ? assetOf(content.image) : null;
  const title = 'title' in content ? text(content.title) : '';
  const description = 'description' in content ? text(content.description) : '';
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <article className="card">
      {image ? (
        // a product's picture is a render of the device: shown whole, not cropped
        <ContentImage className={story.component === 'product' ? 'card__image card__image--contain' : 'card__image'} src={image.filename} alt={image.alt ?? ''} width={640} height={400} sizes="(max-width: 700px) 100vw, 33vw" />
      ) : null}
      <div className="card__body">
        {meta ? <p className="card__meta">{meta}</p> : null}
        <Heading className="card__title">
          <a href={storyHref(story.fullSlug, locale)}>{title || story.name}</a>
        </Heading>
        {description ? <p>{description}</p> : null}
        {facts.length ? (
          <dl className="card__facts">
            {facts.map((fact) => (
              <div key={fact._uid}>
                <dt>{text(fact.label)}</dt>
                <dd>{text(fact.value)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </article>
  );
}
