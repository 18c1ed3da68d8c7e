import { bloks } from '@/content/fields';
import type { PageBlok } from '@/content/types';
import { editableAttributes } from '@/content/editable';
import type { LayoutProps } from '../types';

export function PageLayout({ story, renderBlocks }: LayoutProps<PageBlok>) {
  const blocks = (
    <>
      {renderBlocks(bloks(story.content.hero))}
      {renderBlocks(bloks(story.content.body))}
    </>
  );
  // A page has no element of its own (its blocks are its elements; the element around them is the route's), so
  // the editor's marker of the page gets a box-less wrapper, in draft only: visitors get the blocks as they are.
  const attributes = editableAttributes(story.content);
  return Object.keys(attributes).length ? (
    <div style={{ display: 'contents' }} {...attributes}>
      {blocks}
    </div>
  ) : (
    blocks
  );
}
