import { ContentLink } from '@/ui/ContentLink';
import { siteConfig } from '@/config';
import { resolveLink } from '@/lib/links';
import type { TeaserGridBlok } from '@/content/types';
import { editableAttributes } from '@/content/editable';
import type { BlockProps } from './types';

export function TeaserGrid({ blok, locale }: BlockProps<TeaserGridBlok>) {
  return (
    <section className="teaser-grid container" {...editableAttributes(blok)}>
      {(blok.items ?? []).map((item) => {
        const link = resolveLink(item.link, { locale, ...siteConfig });
        return (
          <article key={item._uid} className="teaser" {...editableAttributes(item)}>
            <h2 className="teaser__headline">
              {link ? (
                <ContentLink link={link}>{item.headline}</ContentLink>
              ) : (
                item.headline
              )}
            </h2>
            {item.text ? <p>{item.text}</p> : null}
          </article>
        );
      })}
    </section>
  );
}
