import type { ComponentType } from 'react';
import type { RenderBlocks } from '@/ui/RichText';
import type { Locale } from '@/i18n/routing';
import { bloks as blokList } from '@/content/fields';
import type { NestableBlok } from '@/content/types';
import { editableAttributes } from '@/content/editable';
import { contentVersion } from '@/content/request-content';
import { blockRegistry } from './content-types';
import type { BlockProps } from '../blocks/types';

/** Nothing for visitors; for editors in draft mode a visible note that the site lacks this component (a click on it selects the block, to replace it). */
async function UnknownBlock({ blok }: { blok: NestableBlok }) {
  if ((await contentVersion()) !== 'draft') return null;
  return (
    <p className="block-placeholder" role="note" {...editableAttributes(blok)}>
      Unknown component “{blok.component}”: add it to the block registry.
    </p>
  );
}

/**
 * Renders content blocks through the registry, one component per content-service component. Each
 * block puts the editor's marker (`editableAttributes`) on its own outermost element.
 */
export function Blocks({ bloks, locale }: { bloks: readonly NestableBlok[] | undefined; locale: Locale }) {
  const renderBlocks = blockRenderer(locale);
  return blokList(bloks).map((blok) => {
    // the one cast: the registry holds under each component's name the component for that block, so the
    // component found under the blok's name takes the blok; TypeScript cannot follow a lookup by a runtime name
    const Component = blockRegistry[blok.component] as ComponentType<BlockProps> | undefined;
    if (!Component) return <UnknownBlock key={blok._uid} blok={blok} />;
    return <Component key={blok._uid} blok={blok} locale={locale} renderBlocks={renderBlocks} />;
  });
}

/** The blocks embedded in rich text rendered as all blocks are: what layouts and blocks hand to `RichText`. */
export function blockRenderer(locale: Locale): RenderBlocks {
  return (bloks) => <Blocks bloks={bloks} locale={locale} />;
}
