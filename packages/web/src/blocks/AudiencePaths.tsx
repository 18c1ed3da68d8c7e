import { ContentImage } from '@/ui/ContentImage';
import { ContentLink } from '@/ui/ContentLink';
import { SectionHead } from '@/ui/SectionHead';
import { siteConfig } from '@/config';
import { translator } from '@/i18n/messages';
import { assetOf, bloks, text } from '@/content/fields';
import type { AudiencePathsBlok } from '@/content/types';
import { editableAttributes } from '@/content/editable';
import { resolveLink } from '@/lib/links';
import type { BlockProps } from './types';

/** `audience-paths`: one card each for private customers, installers and planners, leading to what they need. */
export function AudiencePaths({ blok, locale }: BlockProps<AudiencePathsBlok>) {
  const t = translator(locale);
  return (
    <section className="section section--spacious audience-paths" {...editableAttributes(blok)}>
      <div className="container">
        <SectionHead headline={text(blok.headline)} intro={text(blok.intro)} />
        <div className="audience-paths__grid">
          {bloks(blok.items).map((path) => {
            const link = resolveLink(path.link, { locale, ...siteConfig });
            const image = assetOf(path.image);
            return (
              <article key={path._uid} className="audience-path" {...editableAttributes(path)}>
                {image ? <ContentImage className="audience-path__image" src={image.filename} alt={image.alt ?? ''} width={800} height={500} sizes="(max-width: 800px) 100vw, 33vw" /> : null}
                <div className="audience-path__body">
                  {path.audience ? <span className="badge">{t(`audience.${path.audience}`)}</span> : null}
                  <h3 className="audience-path__title">{link ? <ContentLink link={link}>{text(path.title)}</ContentLink> : text(path.title)}</h3>
                  {text(path.text) ? <p>{text(path.text)}</p> : null}
                  {link && text(path.link_label) ? (
                    <span className="link-arrow" aria-hidden="true">
                      {text(path.link_label)}
                    </span>
                  ) : null}
                </div>
              </article>
            );
          })}
        </div>
      </div>
    </section>
  );
}
