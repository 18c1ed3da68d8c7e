import type { Locale } from '@/i18n/routing';
import type { ContentTypeBlok, Story } from '@/content/types';

export interface LayoutProps<C extends ContentTypeBlok = ContentTypeBlok> {
  story: Story<C>;
  locale: Locale;
}
