import { ContentImage } from '@/ui/ContentImage';
import { ContentLink } from '@/ui/ContentLink';
import { siteConfig } from '@/config';
import { editableAttributes } from '@/content/editable';
import type { AnimatedHeroBlok, HeroBlok } from '@/content/types';
import { resolveLink } from '@/lib/links';
import type { BlockProps } from './types';

/** Page-top banner. The animated variant is full height and the header floats over it. */
function HeroSection({ blok, locale, animated }: BlockProps<HeroBlok | AnimatedHeroBlok> & { animated: boolean }) {
  // only the animated hero has a button
  const button = 'cta_link' in blok ? { label: blok.cta_label, link: resolveLink(blok.cta_link, { locale, ...siteConfig }) } : null;
  return (
    <section className={animated ? 'hero hero--animated' : 'hero'} {...editableAttributes(blok)}>
      {blok.image?.filename ? (
        <ContentImage className="hero__image" src={blok.image.filename} alt={blok.image.alt ?? ''} fill priority sizes="100vw" />
      ) : null}
      <div className="hero__body container">
        <h1 className="hero__headline">{blok.headline}</h1>
        {blok.text ? <p className="hero__text">{blok.text}</p> : null}
        {button?.link && button.label ? (
          <ContentLink className="button button--primary" link={button.link}>
            {button.label}
          </ContentLink>
        ) : null}
      </div>
    </section>
  );
}

export const Hero = (props: BlockProps<HeroBlok>) => <HeroSection {...props} animated={false} />;
export const AnimatedHero = (props: BlockProps<AnimatedHeroBlok>) => <HeroSection {...props} animated />;
