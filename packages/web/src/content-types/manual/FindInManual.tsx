'use client';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { translate, type ClientTexts } from '@/i18n/client-texts';
import type { ManualSearchTextKey } from './texts';
import { findMatches, MANUAL_CHAPTER_ATTRIBUTE, MANUAL_TEXT_ATTRIBUTE, type ManualMatch } from '@/content-types/manual/find-in-manual';

interface Chapter {
  id: string;
  title: string;
}

const MATCH_HIGHLIGHT = 'manual-match';
const CURRENT_HIGHLIGHT = 'manual-current';

/**
 * The highlight colours, added once the search runs. (In the site's stylesheet, `::highlight()` is
 * more than the HTML validator's CSS parser knows.)
 */
let highlightStyles: CSSStyleSheet | undefined;
function addHighlightStyles() {
  if (highlightStyles) return;
  highlightStyles = new CSSStyleSheet();
  highlightStyles.replaceSync(
    `::highlight(${MATCH_HIGHLIGHT}) { background-color: #ffe58a; color: #111; } ::highlight(${CURRENT_HIGHLIGHT}) { background-color: #f5b700; color: #111; }`,
  );
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, highlightStyles];
}

function reveal(range: Range) {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  range.startContainer.parentElement?.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  if (!('highlights' in CSS)) {
    // no Custom Highlight API: the current match is shown as the selection
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  }
}

/** Search inside the manual: matches highlighted, previous/next, their count and chapter, and a jump to each chapter with matches. */
export function ManualSearch({ texts, chapters }: { texts: ClientTexts<ManualSearchTextKey>; chapters: Chapter[] }) {
  const t = translate(texts);
  const inputId = useId();
  const [term, setTerm] = useState('');
  // the matches and the term they were found for: until a new term is searched, its count is not known
  const [found, setFound] = useState<{ term: string; matches: ManualMatch[] }>({ term: '', matches: [] });
  const matches = found.matches;
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    const pending = setTimeout(() => {
      const root = document.querySelector(`[${MANUAL_TEXT_ATTRIBUTE}]`);
      const next = root ? findMatches(root, term, `[${MANUAL_CHAPTER_ATTRIBUTE}]`) : [];
      setFound({ term, matches: next });
      setCurrent(0);
      if (next[0]) reveal(next[0].range);
    }, 200);
    return () => clearTimeout(pending);
  }, [term]);

  useEffect(() => {
    if (!('highlights' in CSS)) return;
    addHighlightStyles();
    CSS.highlights.set(MATCH_HIGHLIGHT, new Highlight(...matches.map((match) => match.range)));
    const active = matches[current];
    if (active) CSS.highlights.set(CURRENT_HIGHLIGHT, new Highlight(active.range));
    return () => {
      CSS.highlights.delete(MATCH_HIGHLIGHT);
      CSS.highlights.delete(CURRENT_HIGHLIGHT);
    };
  }, [matches, current]);

  function show(index: number) {
    const next = matches.length ? (index + matches.length) % matches.length : 0;
    const match = matches[next];
    if (!match) return;
    setCurrent(next);
    reveal(match.range);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      show(current + (event.shiftKey ? -1 : 1));
    } else if (event.key === 'Escape' && term) {
      event.preventDefault();
      setTerm('');
    }
  }

  const titleOf = (id: string) => chapters.find((chapter) => chapter.id === id)?.title;
  const active = matches[current];
  const activeChapter = active ? titleOf(active.chapter) : undefined;
  const searched = found.term === term && term.trim().length >= 2;
  const perChapter = chapters
    .map((chapter) => ({ ...chapter, first: matches.findIndex((match) => match.chapter === chapter.id), count: matches.filter((match) => match.chapter === chapter.id).length }))
    .filter((chapter) => chapter.count > 0);

  return (
    <div className="manual-search" role="search">
      <label htmlFor={inputId}>{t('manual.search')}</label>
      <div className="manual-search__controls">
        <input
          id={inputId}
          type="search"
          value={term}
          placeholder={t('manual.searchPlaceholder')}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
        />
        <button type="button" className="button" onClick={() => show(current - 1)} disabled={!matches.length} aria-label={t('manual.previous')}>
          ↑
        </button>
        <button type="button" className="button" onClick={() => show(current + 1)} disabled={!matches.length} aria-label={t('manual.next')}>
          ↓
        </button>
      </div>
      <p className="manual-search__status" role="status" aria-live="polite">
        {active
          ? `${t('manual.matches', { current: current + 1, total: matches.length })}${activeChapter ? ` ${t('manual.inChapter', { chapter: activeChapter })}` : ''}`
          : searched
            ? t('manual.noMatches')
            : ''}
      </p>
      {perChapter.length ? (
        <ul className="manual-search__chapters">
          {perChapter.map((chapter) => (
            <li key={chapter.id}>
              <button type="button" className="link-button" onClick={() => show(chapter.first)} aria-current={active?.chapter === chapter.id || undefined}>
                {chapter.title} ({chapter.count})
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
