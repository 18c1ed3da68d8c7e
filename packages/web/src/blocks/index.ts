import { AudiencePaths } from './AudiencePaths';
import { CtaBand } from './CtaBand';
import { Embed } from './Embed';
import { FeatureGrid } from './FeatureGrid';
import { AnimatedHero, Hero } from './Hero';
import { ImageText } from './ImageText';
import { KeyFigures } from './KeyFigures';
import { PartnerLogos } from './PartnerLogos';
import { TeaserGrid } from './TeaserGrid';
import { Testimonial } from './Testimonial';
import { TextSection } from './TextSection';
import type { BlockMap } from './types';

/** The generic blocks: those of no content type and no feature (a block of a content type lives in its folder). */
export const blocks: BlockMap = {
  hero: Hero,
  'animated-hero': AnimatedHero,
  'text-section': TextSection,
  'teaser-grid': TeaserGrid,
  'audience-paths': AudiencePaths,
  'key-figures': KeyFigures,
  'image-text': ImageText,
  'feature-grid': FeatureGrid,
  testimonial: Testimonial,
  'partner-logos': PartnerLogos,
  'cta-band': CtaBand,
  embed: Embed,
};
