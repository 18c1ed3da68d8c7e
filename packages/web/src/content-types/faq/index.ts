import { text } from '@/content/fields';
import type { FrequentlyAskedQuestionBlok } from '@/content/types';
import type { ContentTypeDefinition } from '../types';
import { FaqLayout } from './FaqLayout';

export const faqType: ContentTypeDefinition<FrequentlyAskedQuestionBlok> = {
  Layout: FaqLayout,
  search: { type: 'frequently-asked-question', rank: 2, title: (content) => text(content.question) },
};
