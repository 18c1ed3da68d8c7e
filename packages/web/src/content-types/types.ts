import type { ComponentType } from 'react';
import type { Locale } from '@/i18n/routing';
import type { IndexDefinition } from '@/features/search/indexer';
import type { ListingDefinition } from '@/features/listing/listing';
import type { BlockMap } from '@/blocks/types';
import type { ContentTypeBlok, Story } from '@/content/types';
import type { RenderBlocks } from '@/ui/RichText';

export interface LayoutProps<C extends ContentTypeBlok = ContentTypeBlok> {
  story: Story<C>;
  locale: Locale;
  /** the site's block renderer, handed in by the page: content types sit below the registry that composes them */
  renderBlocks: RenderBlocks;
}

/**
 * Everything the site knows of a content type, exported by the type's folder (`content-types/<type>/index.ts`)
 * and composed by one line in `registry/content-types.ts`: its page, the blocks it renders, its listing, how it
 * is searched, its SEO fallback. Its styles sit beside its components (`<type>.css`, imported in order by
 * `app/globals.css`); the stories its relation fields choose are resolved wherever a story is read, the
 * fields taken from the model (`@pv/cms/relations`).
 */
export interface ContentTypeDefinition<C extends ContentTypeBlok = ContentTypeBlok> {
  /** the content type's name in the model (its root component) */
  component: C['component'];
  /** its page; none for data other pages show (the partners the partner finder shows) */
  Layout?: ComponentType<LayoutProps<C>>;
  /** the nestable blocks of its own it renders (its list and teaser blocks), by component name */
  blocks?: BlockMap;
  /** its paged listing: the list block's first page, every page at `/api/list/<name>/` */
  listing?: ListingDefinition<C>;
  /** how the site search finds its stories; without it they are not searched */
  search?: IndexDefinition<C>;
  /** the page's title and description where its SEO fields are empty (else the story's name and the site's description) */
  seo?: (content: C) => { title?: string; description?: string };
  /** what the visual editor shows of a story that is no page (the settings' header and footer, where a redirect leads) */
  Preview?: ComponentType<PreviewProps<C>>;
}

export interface PreviewProps<C extends ContentTypeBlok = ContentTypeBlok> {
  content: C;
  locale: Locale;
}

/** A content type with a page of its own. */
export type PageTypeDefinition<C extends ContentTypeBlok = ContentTypeBlok> = ContentTypeDefinition<C> & { Layout: ComponentType<LayoutProps<C>> };
