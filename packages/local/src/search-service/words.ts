/** lower case, accents folded, ß → ss: "Wärme" matches "warme" and "waerme" matches neither, as in Algolia */
export function normalise(term: string): string {
  return term.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(/\p{Diacritic}/gu, '');
}

export const WORD = /[\p{L}\p{N}]+/gu;
export const tokenize = (text: string) => text.match(WORD) ?? [];
