import type { ComponentType } from 'react';
import type { RenderBlocks } from '@/ui/RichText';
import type { Locale } from '@/i18n/routing';
import type { BlokByName, NestableBlok, NestableName } from '@/content/types';

export interface BlockProps<B extends NestableBlok = NestableBlok> {
  blok: B;
  locale: Locale;
  /**
   * The site's block renderer, for blocks that show rich text with embedded blocks: handed down by `Blocks`
   * because a block importing it would import itself through the registry. (A function: blocks are server components.)
   */
  renderBlocks?: RenderBlocks;
}

/** Blocks by the content-service component each renders: what a folder that owns blocks exports from its index. */
export type BlockMap = { [N in NestableName]?: ComponentType<BlockProps<BlokByName[N]>> };
