import { SectionHead, SectionMoreLink } from '@/ui/SectionHead';
import { StoryCard } from '@/ui/StoryCard';
import { siteConfig } from '@/config';
import { text } from '@/content/fields';
import { editableAttributes } from '@/content/editable';
import { storiesOfType } from '@/content/request-content';
import type { LatestNewsBlok } from '@/content/types';
import { formatDate } from '@/lib/dates';
import { resolveLink } from '@/lib/links';
import type { BlockProps } from '@/blocks/types';

const DEFAULT_COUNT = 3;

/** `latest-news`: the newest news items as cards, newest first. */
export async function LatestNews({ blok, locale }: BlockProps<LatestNewsBlok>) {
  const news = await storiesOfType('news', locale, 'content.date:desc');
  // the content service answers newest first
  const newest = news.slice(0, blok.count && blok.count > 0 ? blok.count : DEFAULT_COUNT);
  const link = resolveLink(blok.link, { locale, ...siteConfig });
  return (
    <section className="section section--spacious latest-news" {...editableAttributes(blok)}>
      <div className="container">
        <SectionHead headline={text(blok.headline)}>
          <SectionMoreLink link={link} label={text(blok.link_label)} />
        </SectionHead>
        <div className="card-grid">
          {newest.map((item) => (
            <StoryCard key={item.uuid} story={item} locale={locale} meta={text(item.content.date) ? formatDate(text(item.content.date), locale) : undefined} />
          ))}
        </div>
      </div>
    </section>
  );
}
