import { ContentImage } from '@/ui/ContentImage';
import { ContentLink } from '@/ui/ContentLink';
import { RichText } from '@/ui/RichText';
import { siteConfig } from '@/config';
import { assetOf, richText, text } from '@/content/fields';
import type { ImageTextBlok } from '@/content/types';
import { editableAttributes } from '@/content/editable';
import { resolveLink } from '@/lib/links';
import type { BlockProps } from './types';

/** `image-text`: a picture beside a text, left or right on wide screens (the picture first on a phone). */
export function ImageText({ blok, locale, renderBlocks }: BlockProps<ImageTextBlok>) {
  const image = assetOf(blok.image);
  const link = resolveLink(blok.link, { locale, ...siteConfig });
  const classes = ['section', 'section--spacious', 'image-text', blok.tone === 'surface' ? 'section--surface' : '', blok.image_position === 'left' ? 'image-text--image-left' : ''];
  return (
    <section className={classes.filter(Boolean).join(' ')} {...editableAttributes(blok)}>
      <div className="container image-text__inner">
        <div className="image-text__body">
          {text(blok.eyebrow) ? <span className="eyebrow">{text(blok.eyebrow)}</span> : null}
          {text(blok.headline) ? <h2>{text(blok.headline)}</h2> : null}
          <RichText document={richText(blok.text)} locale={locale} headingLevel={3} renderBlocks={renderBlocks} />
          {link && text(blok.link_label) ? (
            <p className="image-text__action">
              <ContentLink className="button button--primary" link={link}>
                {text(blok.link_label)}
              </ContentLink>
            </p>
          ) : null}
        </div>
        {image ? (
          <div className="image-text__media">
            <ContentImage src={image.filename} alt={image.alt ?? ''} width={1200} height={900} sizes="(max-width: 860px) 100vw, 50vw" />
          </div>
        ) : null}
      </div>
    </section>
  );
}
