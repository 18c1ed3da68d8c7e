import { text } from '@/lib/content/fields';
import type { Blok } from '@/lib/content/types';

/** A chapter's stable anchor: the editor's `anchor`, else the block id (deep links and the PDF's table of contents use it). */
export const chapterAnchor = (chapter: Blok): string => text(chapter.anchor) || chapter._uid;
