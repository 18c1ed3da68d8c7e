import { bloks, text } from '@/content/fields';
import type { ManualBlok, RichTextDocument } from '@/content/types';

export interface ManualChapter {
  /** stable anchor: the editor's `anchor`, else the block id (deep links and the PDF's table of contents use it) */
  id: string;
  title: string;
  content: RichTextDocument | undefined;
}

/** A manual's chapters as the viewer and the print page show them. */
export const manualChapters = (content: ManualBlok): ManualChapter[] =>
  bloks(content.chapters).map((chapter) => ({ id: text(chapter.anchor) || chapter._uid, title: text(chapter.title), content: chapter.content }));
