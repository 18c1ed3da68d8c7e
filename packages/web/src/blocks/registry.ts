import type { ComponentType } from 'react';
import { Embed } from './Embed';
import { InfoCenter, NewsList } from './FilteredLists';
import { ContactFormBlock, NewsletterFormBlock, SupportFormBlock } from './FormBlocks';
import { AnimatedHero, Hero } from './Hero';
import { FaqList, JobList, ManualList, ProductList, ReferenceList } from './lists';
import { SearchResultsBlock } from './SearchResultsBlock';
import { TeaserGrid } from './TeaserGrid';
import { TextSection } from './TextSection';
import type { BlokByName, NestableName } from '@/lib/content/types';
import type { BlockProps } from './types';

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
