import type { Locale } from '@/i18n/routing';
import { blockRenderer } from '@/registry/Blocks';
import { headerFloats, layouts } from '@/registry/content-types';
import { RedirectPreview } from '@/content-types/redirect/RedirectPreview';
import { SettingsPreview } from '@/content-types/settings/SettingsPreview';
import type { Story } from '@/content/types';

/**
 * A story's page: its content type's layout (the settings story, no page, shows in preview as the
 * header and footer it configures; a redirect as what it says). What the route renders, and what the live preview renders again
 * from the editor's unsaved story.
 */
export function PageBody({ story, locale }: { story: Story; locale: Locale }) {
  if (story.content.component === 'settings') return <SettingsPreview content={story.content} locale={locale} />;
  if (story.content.component === 'redirect') return <RedirectPreview content={story.content} locale={locale} />;
  const Layout = layouts[story.component];
  if (!Layout) return null;
  return (
    <div className="page" data-header={headerFloats(story.content) ? 'overlay' : 'sticky'}>
      <Layout story={story} locale={locale} renderBlocks={blockRenderer(locale)} />
    </div>
  );
}
