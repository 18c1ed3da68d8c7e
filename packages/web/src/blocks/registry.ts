import type { ComponentType } from 'react';
import { AnimatedHero, Hero } from './Hero';
import { TeaserGrid } from './TeaserGrid';
import { TextSection } from './TextSection';
import type { BlockProps } from './types';

/** One React component per content-service component. */
export const blockRegistry: Record<string, ComponentType<BlockProps<never>>> = {
  hero: Hero,
  'animated-hero': AnimatedHero,
  'text-section': TextSection,
  'teaser-grid': TeaserGrid,
};
