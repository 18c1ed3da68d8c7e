import type { Locale } from '@/i18n/routing';
import type { Blok } from '@/lib/content/types';

export interface BlockProps<B extends Blok = Blok> {
  blok: B;
  locale: Locale;
}
