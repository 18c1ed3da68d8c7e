import { storyblokEditable } from '@storyblok/react/rsc';
import type { ComponentType } from 'react';
import type { Locale } from '@/i18n/routing';
import type { Blok } from '@/lib/content/types';
import { blockRegistry } from './registry';
import type { BlockProps } from './types';

/** Renders content blocks through the registry; a component the site does not know renders nothing. */
export function Blocks({ bloks, locale }: { bloks: unknown; locale: Locale }) {
  if (!Array.isArray(bloks)) return null;
  return (bloks as Blok[]).map((blok) => {
    const Component = blockRegistry[blok.component] as ComponentType<BlockProps> | undefined;
    if (!Component) return null;
    return (
      <div key={blok._uid} className="block" {...storyblokEditable(blok as Parameters<typeof storyblokEditable>[0])}>
        <Component blok={blok} locale={locale} />
      </div>
    );
  });
}
