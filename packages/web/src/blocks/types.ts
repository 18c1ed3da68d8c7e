import type { Locale } from '@/i18n/routing';
import type { NestableBlok } from '@/lib/content/types';

export interface BlockProps<B extends NestableBlok = NestableBlok> {
  blok: B;
  locale: Locale;
}
