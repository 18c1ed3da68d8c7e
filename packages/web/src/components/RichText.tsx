import { StoryblokServerRichText } from '@storyblok/react/rsc';
import type { RichTextDocument } from '@/lib/content/types';

export function RichText({ document, className }: { document: RichTextDocument | null | undefined; className?: string }) {
  if (!document?.content?.length) return null;
  return (
    <StoryblokServerRichText
      className={className ? `rich-text ${className}` : 'rich-text'}
      document={document as Parameters<typeof StoryblokServerRichText>[0]['document']}
    />
  );
}
