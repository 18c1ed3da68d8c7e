import type { ProductBlok } from '@/content/types';
import type { ContentTypeDefinition } from '../types';
import { ProductLayout } from './ProductLayout';

export const productType: ContentTypeDefinition<ProductBlok> = {
  Layout: ProductLayout,
  // found and shown by the product's name: its title is a slogan
  search: { type: 'product', rank: 5, name: (story) => story.name },
};
