/**
 * The language rules the search stand-in applies when an index or query asks for them, as Algolia
 * does: stop words (`removeStopWords`), singular and plural forms (`ignorePlurals`) and compound
 * words split into their parts (German and Dutch: the query's with `decompoundQuery`, the records'
 * in the attributes `decompoundedAttributes` lists). Algolia's dictionaries are far larger; these
 * cover the site's six languages well enough to behave alike on its content (see docs/features.md "Search" for
 * where they differ). Words here are normalised (lower case, accents folded).
 */

/** Stop words per language: short function words that would otherwise have to occur in every hit. */
const STOP_WORDS: Record<string, ReadonlySet<string>> = Object.fromEntries(
  Object.entries({
    de: 'der die das den dem des und oder ein eine einen einem einer mit fur von zu zum zur im in am an auf ist sind wie was wer wo',
    en: 'the and or a an of for to in on at is are with how what which my can i',
    fr: 'le la les l et ou un une des du de d pour avec en au aux est que qui comment mon ma',
    es: 'el la los las y o un una unos de del para con en al es que como mi se',
    nl: 'de het een en of van voor met in op aan is zijn hoe wat mijn',
    it: 'il lo la l gli le e o un una uno di del della per con in al e che come mio',
  }).map(([language, words]) => [language, new Set(words.split(' '))]),
);

/** Languages whose compound words Algolia splits among the site's (it also splits Finnish, Danish, Swedish and Norwegian). */
export const DECOMPOUND_LANGUAGES: ReadonlySet<string> = new Set(['de', 'nl']);

export const isStopWord = (word: string, languages: readonly string[]) => languages.some((language) => STOP_WORDS[language]?.has(word));

/** Singular and plural endings per language: [ending of one form, ending of the other]. */
const PLURAL_ENDINGS: Record<string, [string, string][]> = {
  en: [['', 's'], ['', 'es'], ['y', 'ies']],
  de: [['', 'e'], ['', 'en'], ['', 'n'], ['', 'er'], ['', 's']],
  fr: [['', 's'], ['', 'x'], ['al', 'aux']],
  es: [['', 's'], ['', 'es']],
  nl: [['', 'en'], ['', 's'], ['', 'n']],
  it: [['o', 'i'], ['a', 'e'], ['e', 'i'], ['co', 'chi'], ['ca', 'che']],
};

/** The word's other forms (singular ↔ plural) in the given languages, the word itself included. */
export function pluralForms(word: string, languages: readonly string[]): string[] {
  const forms = new Set([word]);
  if (word.length < 3 || /\d/.test(word)) return [word];
  for (const language of languages) {
    for (const [one, other] of PLURAL_ENDINGS[language] ?? []) {
      if (word.endsWith(one)) forms.add(word.slice(0, word.length - one.length) + other);
      if (word.endsWith(other) && word.length - other.length >= 3) forms.add(word.slice(0, word.length - other.length) + one);
    }
  }
  return [...forms];
}

/** Letters joining the parts of a German or Dutch compound (Heizstab·s·steuerung, zonne·boiler). */
const LINKING = ['', 's', 'es', 'n', 'en', 'e'];
/** parts shorter than this are no words of their own (Algolia splits by dictionary; "datashet" is no data·s·het) */
const MIN_PART = 4;

/**
 * A compound's parts, each a word the index holds (`known`), longest first part first; null when the
 * word is no compound of known words. Three or more parts are found by splitting the rest again.
 */
export function decompound(word: string, known: (part: string) => boolean, depth = 0): string[] | null {
  if (word.length < 2 * MIN_PART || depth > 3) return null;
  for (let cut = word.length - MIN_PART; cut >= MIN_PART; cut--) {
    const rest = word.slice(cut);
    for (const link of LINKING) {
      const head = word.slice(0, cut);
      if (link && !head.endsWith(link)) continue;
      const first = link ? head.slice(0, head.length - link.length) : head;
      if (first.length < MIN_PART || !known(first)) continue;
      if (rest.length >= MIN_PART && known(rest)) return [first, rest];
      const more = decompound(rest, known, depth + 1);
      if (more) return [first, ...more];
    }
  }
  return null;
}

/** Every part of a compound and the parts of its parts (Algolia indexes each as a word of its own). */
function allParts(word: string, known: (part: string) => boolean): string[] {
  return (decompound(word, known) ?? []).flatMap((part) => [part, ...allParts(part, known)]);
}

/** For each word that is part of a compound in the records: the compounds holding it, by attribute. */
export type RecordCompounds = Map<string, Map<string, Set<string>>>;

/** The records of a language (`lang`) as decompounding sees them: the words of each searched attribute. */
export interface LanguageWords {
  language: string;
  words: ReadonlyMap<string, Iterable<string>>;
}

/**
 * Algolia's `decompoundedAttributes` (`{ de: [attributes], nl: [attributes] }`): the compounds of the
 * listed attributes split into their parts. As on Algolia, which knows no record's language, a
 * language's attributes are split in every record by that language's dictionary; the stand-in's
 * dictionary of a language is the words of the records in it (`lang`), or of all records when none is.
 */
export function recordCompounds(records: Iterable<LanguageWords>, listed: ReadonlyMap<string, readonly string[]>): RecordCompounds {
  const compounds: RecordCompounds = new Map();
  const split = new Set([...listed.values()].flat());
  const dictionaries = new Map<string, Set<string>>();
  const all = new Set<string>();
  const candidates = new Map<string, Set<string>>();
  const add = <T>(map: Map<string, Set<T>>, key: string, item: T) => {
    const set = map.get(key) ?? new Set<T>();
    map.set(key, set.add(item));
  };
  for (const { language, words } of records) {
    for (const [attribute, inAttribute] of words) {
      for (const word of inAttribute) {
        add(dictionaries, language, word);
        all.add(word);
        if (split.has(attribute) && word.length >= 2 * MIN_PART && !/\d/.test(word)) add(candidates, attribute, word);
      }
    }
  }
  for (const [language, attributes] of listed) {
    const dictionary = dictionaries.get(language) ?? all;
    const known = (part: string) => dictionary.has(part);
    // a compound begins and ends with a known word: most words are ruled out by their first and last letters
    const edges = (end: (word: string) => string) => new Set([...dictionary].filter((word) => word.length >= MIN_PART).map(end));
    const [heads, tails] = [edges((word) => word.slice(0, MIN_PART)), edges((word) => word.slice(-MIN_PART))];
    const partsOf = new Map<string, string[]>();
    for (const attribute of attributes) {
      for (const word of candidates.get(attribute) ?? []) {
        if (!heads.has(word.slice(0, MIN_PART)) || !tails.has(word.slice(-MIN_PART))) continue;
        if (!partsOf.has(word)) partsOf.set(word, allParts(word, known));
        for (const part of partsOf.get(word)!) {
          const byAttribute = compounds.get(part) ?? new Map<string, Set<string>>();
          compounds.set(part, byAttribute);
          add(byAttribute, attribute, word);
        }
      }
    }
  }
  return compounds;
}
