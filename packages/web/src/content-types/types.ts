import type { Locale } from '@/i18n/routing';
import type { ContentTypeBlok, Story } from '@/content/types';
import type { RenderBlocks } from '@/ui/RichText';

export interface LayoutProps<C extends ContentTypeBlok = ContentTypeBlok> {
  story: Story<C>;
  locale: Locale;
  /** the site's block renderer, handed in by the page: content types sit below the registry that composes them */
  renderBlocks: RenderBlocks;
}
