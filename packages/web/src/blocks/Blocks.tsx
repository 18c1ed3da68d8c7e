import { storyblokEditable } from '@storyblok/react/rsc';
import type { ComponentType } from 'react';
import type { Locale } from '@/i18n/routing';
import type { Blok } from '@/lib/content/types';
import { contentVersion } from '@/lib/request-content';
import { blockRegistry } from './registry';
import type { BlockProps } from './types';

/**
 * Renders content blocks through the registry. A component the site does not know renders
 * nothing for visitors and a visible placeholder for editors in draft mode.
 */
export async function Blocks({ bloks, locale }: { bloks: unknown; locale: Locale }) {
  if (!Array.isArray(bloks)) return null;
  const draft = (await contentVersion()) === 'draft';
  return (bloks as Blok[]).map((blok) => {
    const Component = blockRegistry[blok.component] as ComponentType<BlockProps> | undefined;
    if (!Component) {
      return draft ? (
        <p key={blok._uid} className="block-placeholder" role="note">
          Unknown component “{blok.component}”: add it to the block registry.
        </p>
      ) : null;
    }
    return (
      <div key={blok._uid} className="block" {...storyblokEditable(blok as Parameters<typeof storyblokEditable>[0])}>
        <Component blok={blok} locale={locale} />
      </div>
    );
  });
}
