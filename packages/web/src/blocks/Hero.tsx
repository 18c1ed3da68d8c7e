import { ContentImage } from '@/ui/ContentImage';
import { ContentLink } from '@/ui/ContentLink';
import { siteConfig } from '@/config';
import { editableAttributes } from '@/content/editable';
import type { AnimatedHeroBlok, HeroBlok } from '@/content/types';
import { resolveLink } from '@/lib/links';
import type { BlockProps } from './types';

/** Page-top banner: headline, text and artwork side by side. The animated variant is full height and the header floats over it. */
function HeroSection({ blok, locale, animated }: BlockProps<HeroBlok | AnimatedHeroBlok> & { animated: boolean }) {
  // only the animated hero has a button
  const button = 'cta_link' in blok ? { label: blok.cta_label, link: resolveLink(blok.cta_link, { locale, ...siteConfig }) } : null;
  const media = blok.image?.filename ? (
    <div className="hero__media">
      <ContentImage className="hero__image" src={blok.image.filename} alt={blok.image.alt ?? ''} fill priority sizes={animated ? '100vw' : '(max-width: 860px) 100vw, 50vw'} />
    </div>
  ) : null;
  const body = (
    <div className="hero__body">
      <h1 className="hero__headline">{blok.headline}</h1>
      {blok.text ? <p className="hero__text">{blok.text}</p> : null}
      {button?.link && button.label ? (
        <ContentLink className="button button--accent button--large" link={button.link}>
          {button.label}
        </ContentLink>
      ) : null}
    </div>
  );
  // the text has its own column beside the artwork; the animated hero's artwork fills the section behind a scrim
  return (
    <section className={animated ? 'hero hero--animated' : media ? 'hero' : 'hero hero--compact'} {...editableAttributes(blok)}>
      {animated ? media : null}
      <div className="hero__inner container">
        {body}
        {animated ? null : media}
      </div>
    </section>
  );
}

export const Hero = (props: BlockProps<HeroBlok>) => <HeroSection {...props} animated={false} />;
export const AnimatedHero = (props: BlockProps<AnimatedHeroBlok>) => <HeroSection {...props} animated />;
