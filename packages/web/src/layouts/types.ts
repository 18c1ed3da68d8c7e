import type { Locale } from '@/i18n/routing';
import type { Story } from '@/lib/content/types';

export interface LayoutProps {
  story: Story;
  locale: Locale;
}
