import type { ComponentType } from 'react';
import type { Blok } from '@/lib/content/types';
import { PageLayout } from './PageLayout';
import type { LayoutProps } from './types';

/** One layout per content type. */
export const layouts: Partial<Record<string, ComponentType<LayoutProps>>> = {
  page: PageLayout,
};

/** The header floats over the page when the first hero block is an animated hero, otherwise it sticks to the top. */
export function headerFloats(content: Blok): boolean {
  const hero = Array.isArray(content.hero) ? (content.hero as Blok[]) : [];
  return hero[0]?.component === 'animated-hero';
}
