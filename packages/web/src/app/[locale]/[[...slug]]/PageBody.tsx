import type { Locale } from '@/i18n/routing';
import { blockRenderer } from '@/registry/Blocks';
import { headerFloats, layouts, previews } from '@/registry/content-types';
import type { Story } from '@/content/types';

/**
 * A story's page: its content type's layout, or, for a type that has no page (the settings, a redirect),
 * its preview in the visual editor. What the route renders, and what the live preview renders again from
 * the editor's unsaved story.
 */
export function PageBody({ story, locale }: { story: Story; locale: Locale }) {
  const Preview = previews[story.component];
  if (Preview) return <Preview content={story.content} locale={locale} />;
  const Layout = layouts[story.component];
  if (!Layout) return null;
  return (
    <div className="page" data-header={headerFloats(story.content) ? 'overlay' : 'sticky'}>
      <Layout story={story} locale={locale} renderBlocks={blockRenderer(locale)} />
    </div>
  );
}
