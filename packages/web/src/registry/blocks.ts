import { blocks } from '@/blocks';
import { formBlocks } from '@/features/forms';
import { searchBlocks } from '@/features/search';
import type { BlockMap } from '../blocks/types';

/**
 * The blocks of no content type, one map per folder that owns blocks (its index exports it): the generic
 * blocks and the features'. A content type's blocks come with its definition (registry/content-types.ts).
 */
export const blockMaps: readonly BlockMap[] = [blocks, formBlocks, searchBlocks];
