/**
 * Finding a term in the manual's text as the page shows it: a DOM walk over text nodes, matches
 * as Ranges (highlighted through the CSS Custom Highlight API, so React's markup is never touched).
 */

/** marks the manual's text (intro and chapters) and each chapter, for the search to walk */
export const MANUAL_TEXT_ATTRIBUTE = 'data-manual-text';
export const MANUAL_CHAPTER_ATTRIBUTE = 'data-manual-chapter';

export interface ManualMatch {
  range: Range;
  /** id of the chapter the match is in ('' for the intro) */
  chapter: string;
}

/** Lower-cased, accents removed, one code unit per character kept: offsets stay those of the original text. */
export function foldForSearch(value: string): string {
  let folded = '';
  for (const char of value) {
    const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    // keep the length of each character: offsets in the folded text are offsets in the original
    folded += base.length === char.length ? base : char.toLowerCase().length === char.length ? char.toLowerCase() : char;
  }
  return folded;
}

/** Start offsets of every (non-overlapping) occurrence of `term` in `text`, both already folded. */
export function findOffsets(text: string, term: string): number[] {
  const offsets: number[] = [];
  if (!term) return offsets;
  for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + term.length)) offsets.push(at);
  return offsets;
}

/** Every match of `term` in the text under `root`, in document order. Matches do not span elements. */
export function findMatches(root: Element, term: string, chapterSelector: string): ManualMatch[] {
  const needle = foldForSearch(term.trim());
  if (needle.length < 2) return [];
  const matches: ManualMatch[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    const offsets = findOffsets(foldForSearch(text), needle);
    if (!offsets.length) continue;
    const chapter = node.parentElement?.closest(chapterSelector)?.id ?? '';
    for (const offset of offsets) {
      const range = root.ownerDocument.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + needle.length);
      matches.push({ range, chapter });
    }
  }
  return matches;
}
