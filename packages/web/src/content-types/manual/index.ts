import { chosenImage } from '@/content/fields';
import type { ManualBlok, ManualLegacyBlok } from '@/content/types';
import type { PageTypeDefinition } from '../types';
import { ManualLayout, ManualLegacyLayout } from './ManualLayout';
import { ManualList } from './ManualList';

// the manual as its PDF prints it (app/pdf-renderer): its chapters and their contents
export { ManualContents } from './ManualContents';
export { manualChapters } from './chapters';

/** a manual is found by its product's name too, and shows its product's render among the results */
const manualSearch = { type: 'manual', rank: 4, relatedText: ['product'], image: (story: { content: { product?: readonly unknown[] } }) => chosenImage(story.content.product) } as const;

export const manualType: PageTypeDefinition<ManualBlok> = {
  component: 'manual',
  Layout: ManualLayout,
  blocks: { 'manual-list': ManualList },
  search: manualSearch,
};

/** a manual kept as its PDF files: found among the manuals */
export const manualLegacyType: PageTypeDefinition<ManualLegacyBlok> = {
  component: 'manual-legacy',
  Layout: ManualLegacyLayout,
  search: manualSearch,
};
