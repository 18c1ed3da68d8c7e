import { Blocks } from '@/blocks/Blocks';
import type { PageBlok } from '@/lib/content/types';
import type { LayoutProps } from './types';

export function PageLayout({ story, locale }: LayoutProps<PageBlok>) {
  return (
    <>
      <Blocks bloks={story.content.hero} locale={locale} />
      <Blocks bloks={story.content.body} locale={locale} />
    </>
  );
}
