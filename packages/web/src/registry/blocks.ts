import type { ComponentType } from 'react';
import { Embed } from '../blocks/Embed';
import { InfoCenter } from '@/content-types/info-center-document/InfoCenter';
import { NewsList } from '@/content-types/news/NewsList';
import { ContactFormBlock, NewsletterFormBlock, SupportFormBlock } from '../features/forms/FormBlocks';
import { AnimatedHero, Hero } from '../blocks/Hero';
import { FaqList } from '@/content-types/faq/FaqList';
import { JobList } from '@/content-types/job/JobList';
import { ManualList } from '@/content-types/manual/ManualList';
import { ProductList } from '@/content-types/product/ProductList';
import { ReferenceList } from '@/content-types/reference/ReferenceList';
import { SearchResultsBlock } from '../features/search/SearchResultsBlock';
import { TeaserGrid } from '../blocks/TeaserGrid';
import { TextSection } from '../blocks/TextSection';
import { AudiencePaths } from '../blocks/AudiencePaths';
import { CtaBand } from '../blocks/CtaBand';
import { FeatureGrid } from '../blocks/FeatureGrid';
import { ImageText } from '../blocks/ImageText';
import { KeyFigures } from '../blocks/KeyFigures';
import { PartnerLogos } from '../blocks/PartnerLogos';
import { Testimonial } from '../blocks/Testimonial';
import { FaqTeaser } from '@/content-types/faq/FaqTeaser';
import { LatestNews } from '@/content-types/news/LatestNews';
import { ComparisonTable } from '@/content-types/product/ComparisonTable';
import { ProductLineup } from '@/content-types/product/ProductLineup';
import { ReferencesTeaser } from '@/content-types/reference/ReferencesTeaser';
import { PartnerFinder } from '@/content-types/partner/PartnerFinder';
import type { BlokByName, NestableName } from '@/content/types';
import type { BlockProps } from '../blocks/types';

/** One React component per content-service component, each taking blocks of its component. */
export const blockRegistry: { [N in NestableName]?: ComponentType<BlockProps<BlokByName[N]>> } = {
  hero: Hero,
  'animated-hero': AnimatedHero,
  'text-section': TextSection,
  'teaser-grid': TeaserGrid,
  'audience-paths': AudiencePaths,
  'product-lineup': ProductLineup,
  'key-figures': KeyFigures,
  'image-text': ImageText,
  'feature-grid': FeatureGrid,
  'comparison-table': ComparisonTable,
  testimonial: Testimonial,
  'references-teaser': ReferencesTeaser,
  'latest-news': LatestNews,
  'faq-teaser': FaqTeaser,
  'partner-logos': PartnerLogos,
  'cta-band': CtaBand,
  'partner-finder': PartnerFinder,
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
