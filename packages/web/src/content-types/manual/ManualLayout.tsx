import { DownloadList } from '@/ui/DownloadList';
import { ManualContents } from '@/content-types/manual/ManualContents';
import { ManualDownload } from '@/content-types/manual/ManualDownload';
import { ManualSearch } from '@/content-types/manual/FindInManual';
import { RichText } from '@/ui/RichText';
import { MANUAL_DOWNLOAD_TEXTS, MANUAL_SEARCH_TEXTS } from '@/content-types/manual/texts';
import { clientTexts, translator } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { bloks, richText, text } from '@/content/fields';
import { relatedStories } from '@/content/mapping';
import type { ManualBlok, ManualLegacyBlok, StoryblokRelation } from '@/content/types';
import { contentDateToIso, formatDate } from '@/lib/dates';
import { editableAttributes } from '@/content/editable';
import { manualChapters } from '@/content-types/manual/chapters';
import { MANUAL_CHAPTER_ATTRIBUTE, MANUAL_TEXT_ATTRIBUTE } from '@/content-types/manual/find-in-manual';
import { storyHref } from '@/lib/links';
import type { LayoutProps } from '../types';

/** An operating manual: firmware version, last update, PDF download, search in the text, table of contents and chapters with stable anchors. */
export function ManualLayout({ story, locale, renderBlocks }: LayoutProps<ManualBlok>) {
  const t = translator(locale);
  const content = story.content;
  const chapters = manualChapters(content);
  // the chapter blocks, in the order of `chapters` (one chapter each), for the editor's markers
  const chapterBloks = bloks(content.chapters);
  const lastUpdate = text(content.last_update);
  return (
    <article className="container article manual" {...editableAttributes(content)}>
      <h1>{text(content.title) || story.name}</h1>
      <dl className="facts">
        <ManualProducts relation={content.product} locale={locale} />
        {text(content.firmware_version) ? (
          <div>
            <dt>{t('manual.firmware')}</dt>
            <dd>{text(content.firmware_version)}</dd>
          </div>
        ) : null}
        {lastUpdate ? (
          <div>
            <dt>{t('manual.lastUpdate')}</dt>
            <dd>
              <time dateTime={contentDateToIso(lastUpdate) ?? undefined}>{formatDate(lastUpdate, locale)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      <ManualDownload id={story.id} texts={clientTexts(locale, MANUAL_DOWNLOAD_TEXTS)} />
      <ManualSearch texts={clientTexts(locale, MANUAL_SEARCH_TEXTS)} chapters={chapters.map(({ id, title }) => ({ id, title }))} />
      <ManualContents heading={t('manual.toc')} chapters={chapters} />
      <div {...{ [MANUAL_TEXT_ATTRIBUTE]: '' }}>
        <RichText document={richText(content.intro)} locale={locale} renderBlocks={renderBlocks} />
        {chapters.map((chapter, index) => (
          <section
            key={chapter.id}
            id={chapter.id}
            className="manual__chapter"
            aria-labelledby={`${chapter.id}-title`}
            {...{ [MANUAL_CHAPTER_ATTRIBUTE]: '' }}
            {...editableAttributes(chapterBloks[index] ?? {})}
          >
            <div className="manual__chapter-head">
              <h2 id={`${chapter.id}-title`}>{chapter.title}</h2>
              <a className="manual__chapter-link" href={`#${chapter.id}`} aria-label={`${t('manual.chapterLink')}: ${chapter.title}`}>
                #
              </a>
            </div>
            <RichText document={richText(chapter.content)} locale={locale} headingLevel={3} renderBlocks={renderBlocks} />
          </section>
        ))}
      </div>
    </article>
  );
}

/** A legacy manual: its PDF files per language. */
export function ManualLegacyLayout({ story, locale }: LayoutProps<ManualLegacyBlok>) {
  const t = translator(locale);
  return (
    <article className="container article manual" {...editableAttributes(story.content)}>
      <h1>{text(story.content.title) || story.name}</h1>
      {text(story.content.description) ? <p className="lead">{text(story.content.description)}</p> : null}
      <dl className="facts">
        <ManualProducts relation={story.content.product} locale={locale} />
      </dl>
      <h2>{t('manual.files')}</h2>
      <DownloadList downloads={bloks(story.content.files)} locale={locale} />
    </article>
  );
}

/** The product(s) a manual belongs to, by name (their titles are slogans), each a link to its page (nothing when none is chosen). */
function ManualProducts({ relation, locale }: { relation: readonly StoryblokRelation[] | undefined; locale: Locale }) {
  const products = relatedStories(relation);
  if (!products.length) return null;
  return (
    <div>
      <dt>{translator(locale)('manual.product')}</dt>
      <dd>
        {products.map((product, index) => (
          <span key={product.uuid}>
            {index ? ', ' : null}
            <a href={storyHref(product.fullSlug, locale)}>{product.name}</a>
          </span>
        ))}
      </dd>
    </div>
  );
}
