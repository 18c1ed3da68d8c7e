import { isStoryId } from '@pv/shared/story-paths';
import { notFound } from 'next/navigation';
import { blockRenderer } from '@/registry/Blocks';
import { ManualContents, manualChapters } from '@/content-types/manual';
import { RichText } from '@/ui/RichText';
import { siteConfig } from '@/config';
import { translator } from '@/i18n/messages';
import { isLocale } from '@/i18n/routing';
import { getStoryById } from '@/content';
import { richText, text } from '@/content/fields';
import { relatedStories } from '@/content/mapping';
import { formatDate } from '@/lib/dates';

// the PDF must show the publication it is cached under: always the content service's current one
export const dynamic = 'force-dynamic';

/** A CSS string literal: the running header shows content text. */
const cssString = (value: string) => `"${value.replace(/["\\]/g, '\\$&').replace(/[\n\r]+/g, ' ')}"`;

/** One manual as a print document: cover, table of contents (page numbers filled in by the PDF service), intro and chapters. */
export default async function ManualPrintPage({ params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  if (!isLocale(lang) || !isStoryId(id)) notFound();
  const story = await getStoryById(Number(id), lang, { version: 'published' });
  if (!story || story.content.component !== 'manual') notFound();
  const t = translator(lang);
  const content = story.content;
  const title = text(content.title) || story.name;
  const product = relatedStories(content.product)[0];
  const firmware = text(content.firmware_version);
  const lastUpdate = text(content.last_update);
  const chapters = manualChapters(content);
  const footer = [siteConfig.organisation.name, firmware ? `${t('manual.firmware')} ${firmware}` : ''].filter(Boolean).join(' · ');
  const runningTexts = `@page { @top-left { content: ${cssString(title)}; } @bottom-left { content: ${cssString(footer)}; } }`;

  return (
    <>
      <title>{title}</title>
      <style>{runningTexts}</style>
      <section className="cover">
        <img src="/logo-light.svg" alt={siteConfig.organisation.name} />
        <div>
          {product ? <p className="cover__product">{product.name}</p> : null}
          <h1>{title}</h1>
        </div>
        <dl>
          {firmware ? (
            <>
              <dt>{t('manual.firmware')}</dt>
              <dd>{firmware}</dd>
            </>
          ) : null}
          {lastUpdate ? (
            <>
              <dt>{t('manual.lastUpdate')}</dt>
              <dd>{formatDate(lastUpdate, lang)}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <ManualContents heading={t('manual.toc')} chapters={chapters} pageNumbers />
      <div className="intro">
        <RichText document={richText(content.intro)} locale={lang} renderBlocks={blockRenderer(lang)} />
      </div>
      {chapters.map((chapter) => (
        <section key={chapter.id} id={chapter.id} className="chapter">
          <h2>{chapter.title}</h2>
          <RichText document={richText(chapter.content)} locale={lang} headingLevel={3} renderBlocks={blockRenderer(lang)} />
        </section>
      ))}
    </>
  );
}
