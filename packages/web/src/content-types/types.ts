import type { ComponentType } from 'react';
import type { Locale } from '@/i18n/routing';
import type { SearchDefinition } from '@/features/search/types';
import type { ContentTypeBlok, Story } from '@/content/types';
import type { RenderBlocks } from '@/ui/RichText';

export interface LayoutProps<C extends ContentTypeBlok = ContentTypeBlok> {
  story: Story<C>;
  locale: Locale;
  /** the site's block renderer, handed in by the page: content types sit below the registry that composes them */
  renderBlocks: RenderBlocks;
}

/**
 * What the site knows of a content type, kept in the type's folder (`content-types/<type>/index.ts`) and
 * composed by one line in `registry/content-types.ts`.
 */
export interface ContentTypeDefinition<C extends ContentTypeBlok> {
  Layout: ComponentType<LayoutProps<C>>;
  /** how the site search finds its stories; without it they are not searched */
  search?: SearchDefinition<C>;
  /** the page's title and description where its SEO fields are empty (else the story's name and the site's description) */
  seo?: (content: C) => { title?: string; description?: string };
}
