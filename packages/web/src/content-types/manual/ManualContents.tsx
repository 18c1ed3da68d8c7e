import type { ManualChapter } from '@/content-types/manual/chapters';

/** A manual's table of contents; in print each entry has a slot for its page number, which the PDF service fills in. */
export function ManualContents({ heading, chapters, pageNumbers = false }: { heading: string; chapters: Pick<ManualChapter, 'id' | 'title'>[]; pageNumbers?: boolean }) {
  if (!chapters.length) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 id="toc-title">{heading}</h2>
      <ol>
        {chapters.map((chapter) => (
          <li key={chapter.id}>
            <a href={`#${chapter.id}`}>{chapter.title}</a>
            {pageNumbers ? <span className="toc__page" data-toc-page={chapter.id} /> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
