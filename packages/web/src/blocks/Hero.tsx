import { ContentImage } from '@/components/ContentImage';
import { ContentLink } from '@/components/ContentLink';
import { siteConfig } from '@/config';
import type { Asset, Blok, LinkField } from '@/lib/content/types';
import { resolveLink } from '@/lib/links';
import type { BlockProps } from './types';

export interface HeroBlok extends Blok {
  headline?: string;
  text?: string;
  image?: Asset;
  cta_label?: string;
  cta_link?: LinkField;
}

/** Page-top banner. The animated variant is full height and the header floats over it. */
function HeroSection({ blok, locale, animated }: BlockProps<HeroBlok> & { animated: boolean }) {
  const cta = resolveLink(blok.cta_link, { locale, ...siteConfig });
  return (
    <section className={animated ? 'hero hero--animated' : 'hero'}>
      {blok.image?.filename ? (
        <ContentImage className="hero__image" src={blok.image.filename} alt={blok.image.alt ?? ''} fill priority sizes="100vw" />
      ) : null}
      <div className="hero__body container">
        <h1 className="hero__headline">{blok.headline}</h1>
        {blok.text ? <p className="hero__text">{blok.text}</p> : null}
        {cta && blok.cta_label ? (
          <ContentLink className="button button--primary" link={cta}>
            {blok.cta_label}
          </ContentLink>
        ) : null}
      </div>
    </section>
  );
}

export const Hero = (props: BlockProps<HeroBlok>) => <HeroSection {...props} animated={false} />;
export const AnimatedHero = (props: BlockProps<HeroBlok>) => <HeroSection {...props} animated />;
