import { Blocks } from '@/blocks/Blocks';
import type { LayoutProps } from './types';

export function PageLayout({ story, locale }: LayoutProps) {
  return (
    <>
      <Blocks bloks={story.content.hero} locale={locale} />
      <Blocks bloks={story.content.body} locale={locale} />
    </>
  );
}
