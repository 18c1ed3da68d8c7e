import { DownloadList } from '@/components/DownloadList';
import { RichText } from '@/components/RichText';
import { messages } from '@/i18n/messages';
import { bloks, richText, text } from '@/lib/content/fields';
import { contentDateToIso, formatDate } from '@/lib/dates';
import type { LayoutProps } from './types';

/** An operating manual: firmware version, last update, table of contents and chapters with stable anchors. */
export function ManualLayout({ story, locale }: LayoutProps) {
  const t = messages[locale];
  const content = story.content;
  const chapters = bloks(content.chapters);
  const lastUpdate = text(content.last_update);
  return (
    <article className="container article manual">
      <h1>{text(content.title) || story.name}</h1>
      <dl className="facts">
        {text(content.firmware_version) ? (
          <div>
            <dt>{t['manual.firmware']}</dt>
            <dd>{text(content.firmware_version)}</dd>
          </div>
        ) : null}
        {lastUpdate ? (
          <div>
            <dt>{t['manual.lastUpdate']}</dt>
            <dd>
              <time dateTime={contentDateToIso(lastUpdate) ?? undefined}>{formatDate(lastUpdate, locale)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      <RichText document={richText(content.intro)} locale={locale} />
      {chapters.length ? (
        <nav className="toc" aria-labelledby="toc-title">
          <h2 id="toc-title">{t['manual.toc']}</h2>
          <ol>
            {chapters.map((chapter) => (
              <li key={chapter._uid}>
                <a href={`#${text(chapter.anchor) || chapter._uid}`}>{text(chapter.title)}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {chapters.map((chapter) => (
        <section key={chapter._uid} id={text(chapter.anchor) || chapter._uid} className="manual__chapter">
          <h2>{text(chapter.title)}</h2>
          <RichText document={richText(chapter.content)} locale={locale} headingLevel={3} />
        </section>
      ))}
    </article>
  );
}

/** A legacy manual: its PDF files per language. */
export function ManualLegacyLayout({ story, locale }: LayoutProps) {
  const t = messages[locale];
  return (
    <article className="container article manual">
      <h1>{text(story.content.title) || story.name}</h1>
      {text(story.content.description) ? <p className="lead">{text(story.content.description)}</p> : null}
      <h2>{t['manual.files']}</h2>
      <DownloadList downloads={bloks(story.content.files)} />
    </article>
  );
}
