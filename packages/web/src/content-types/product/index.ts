import type { ProductBlok } from '@/content/types';
import type { PageTypeDefinition } from '../types';
import { ComparisonTable } from './ComparisonTable';
import { ProductLayout } from './ProductLayout';
import { ProductLineup } from './ProductLineup';
import { ProductList } from './ProductList';

// the product's data sheet: its print document (app/pdf-renderer/datasheet) and the generated PDF's address
export { ProductDatasheet } from './ProductDatasheet';
export { datasheetPdfPath } from './datasheet';

export const productType: PageTypeDefinition<ProductBlok> = {
  component: 'product',
  Layout: ProductLayout,
  blocks: { 'product-lineup': ProductLineup, 'comparison-table': ComparisonTable, 'product-list': ProductList },
  // found and shown by the product's name: its title is a slogan; its accessories' text is searched with it
  search: { type: 'product', rank: 5, name: (story) => story.name, relatedText: ['accessories'] },
};
