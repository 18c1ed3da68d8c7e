import type { BlockMap } from '@/blocks/types';
import { SearchResultsBlock } from './SearchResultsBlock';

/** The site search's block: the results page. */
export const searchBlocks: BlockMap = {
  'search-results': SearchResultsBlock,
};
