import { text } from '@/content/fields';
import type { FrequentlyAskedQuestionBlok } from '@/content/types';
import type { PageTypeDefinition } from '../types';
import { FaqLayout } from './FaqLayout';
import { FaqList } from './FaqList';
import { FaqTeaser } from './FaqTeaser';

export const faqType: PageTypeDefinition<FrequentlyAskedQuestionBlok> = {
  component: 'frequently-asked-question',
  Layout: FaqLayout,
  blocks: { 'faq-list': FaqList, 'faq-teaser': FaqTeaser },
  search: { type: 'frequently-asked-question', rank: 2, title: (content) => text(content.question) },
};
