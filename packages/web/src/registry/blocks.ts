import type { ComponentType } from 'react';
import { Embed } from '../blocks/Embed';
import { InfoCenter, NewsList } from '../features/listing/FilteredLists';
import { ContactFormBlock, NewsletterFormBlock, SupportFormBlock } from '../features/forms/FormBlocks';
import { AnimatedHero, Hero } from '../blocks/Hero';
import { FaqList, JobList, ManualList, ProductList, ReferenceList } from '../features/listing/StoryLists';
import { SearchResultsBlock } from '../features/search/SearchResultsBlock';
import { TeaserGrid } from '../blocks/TeaserGrid';
import { TextSection } from '../blocks/TextSection';
import type { BlokByName, NestableName } from '@/content/types';
import type { BlockProps } from '../blocks/types';

/** One React component per content-service component, each taking blocks of its component. */
export const blockRegistry: { [N in NestableName]?: ComponentType<BlockProps<BlokByName[N]>> } = {
  hero: Hero,
  'animated-hero': AnimatedHero,
  'text-section': TextSection,
  'teaser-grid': TeaserGrid,
  'product-list': ProductList,
  'faq-list': FaqList,
  'reference-list': ReferenceList,
  'job-list': JobList,
  'manual-list': ManualList,
  'news-list': NewsList,
  'info-center': InfoCenter,
  embed: Embed,
  'search-results': SearchResultsBlock,
  'contact-form': ContactFormBlock,
  'support-form': SupportFormBlock,
  'newsletter-form': NewsletterFormBlock,
};
