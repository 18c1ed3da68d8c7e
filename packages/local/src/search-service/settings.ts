/**
 * Index settings as Algolia's `PUT /1/indexes/{index}/settings` takes them: the ones the stand-in
 * applies, checked as Algolia checks them; other Algolia settings are kept and returned but change
 * nothing here (docs/features.md "Search" lists them); a name Algolia does not know is refused with its message.
 * The settings are typed with Algolia's own client types, so a name or value the vendor's API does
 * not have fails the typecheck.
 */
import type { IndexSettings } from '@algolia/client-search';

export type { IndexSettings };

/** A `PUT settings` body: settings to set, and `null` for those reset to their default. */
export type SettingsChanges = { [Name in keyof IndexSettings]?: IndexSettings[Name] | null };

export class SettingsError extends Error {}

type Check = [(value: unknown) => boolean, string];

const stringList = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');
const languagesOrBoolean: Check = [(value) => typeof value === 'boolean' || stringList(value), 'a boolean or an array of language codes'];
const CHECKS: { [Name in keyof IndexSettings]?: Check } = {
  searchableAttributes: [stringList, 'an array of strings'],
  attributesForFaceting: [stringList, 'an array of strings'],
  customRanking: [(value) => stringList(value) && (value as string[]).every((rule) => /^(asc|desc)\([^()]+\)$/.test(rule)), 'an array of asc(attribute) or desc(attribute)'],
  indexLanguages: [stringList, 'an array of language codes'],
  queryLanguages: [stringList, 'an array of language codes'],
  // Algolia's types also allow the strings "true" and "false" here
  ignorePlurals: [(value) => value === 'true' || value === 'false' || languagesOrBoolean[0](value), languagesOrBoolean[1]],
  removeStopWords: languagesOrBoolean,
  decompoundQuery: [(value) => typeof value === 'boolean', 'a boolean'],
  decompoundedAttributes: [
    (value) => !!value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(stringList),
    'an object of language codes, each with an array of attributes',
  ],
  attributesToHighlight: [stringList, 'an array of strings'],
  attributesToSnippet: [stringList, 'an array of strings'],
  attributesToRetrieve: [stringList, 'an array of strings'],
  unretrievableAttributes: [stringList, 'an array of strings'],
  highlightPreTag: [(value) => typeof value === 'string', 'a string'],
  highlightPostTag: [(value) => typeof value === 'string', 'a string'],
  hitsPerPage: [(value) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 1000, 'an integer from 0 to 1000'],
  attributeCriteriaComputedBy: [(value) => value === 'best' || value === 'minProximity' || value === 'sum', 'one of best, minProximity, sum'],
};

const CHECK_OF: ReadonlyMap<string, Check> = new Map(Object.entries(CHECKS));

/** Algolia settings the stand-in keeps without applying them. */
const KEPT_ONLY: ReadonlySet<string> = new Set<keyof IndexSettings>([
  'ranking', 'typoTolerance', 'minWordSizefor1Typo', 'minWordSizefor2Typos', 'distinct', 'attributeForDistinct', 'replicas',
  'paginationLimitedTo', 'advancedSyntax', 'optionalWords', 'separatorsToIndex', 'numericAttributesForFiltering',
  'allowTyposOnNumericTokens', 'snippetEllipsisText', 'restrictHighlightAndSnippetArrays', 'responseFields', 'maxValuesPerFacet',
  'sortFacetValuesBy', 'userData', 'camelCaseAttributes', 'keepDiacriticsOnCharacters', 'customNormalization',
  'attributeCriteriaComputedByMinProximity', 'renderingContent', 'exactOnSingleWordQuery', 'alternativesAsExact', 'minProximity',
  'maxFacetHits', 'queryType', 'removeWordsIfNoResults', 'disableTypoToleranceOnAttributes', 'disableTypoToleranceOnWords',
  'disablePrefixOnAttributes', 'disableExactOnAttributes', 'relevancyStrictness', 'enableRules', 'enablePersonalization',
  'enableReRanking', 'mode', 'semanticSearch', 'attributesToTransliterate',
]);

/**
 * The settings a `PUT settings` body sets, or a SettingsError with Algolia's reason. The values of
 * settings the stand-in only keeps are not checked.
 */
export function parseSettings(body: Record<string, unknown>): SettingsChanges {
  for (const [name, value] of Object.entries(body)) {
    const check = CHECK_OF.get(name);
    if (!check && !KEPT_ONLY.has(name)) throw new SettingsError(`Invalid object attributes: ${name} near line:1 column:${JSON.stringify(body).indexOf(`"${name}"`) + 2}`);
    if (check && value !== null && !check[0](value)) throw new SettingsError(`Invalid syntax for ${name}: it must be ${check[1]}`);
  }
  return body;
}

/** A facet declaration's attribute and whether facet counts may be asked for it. */
export function facetDeclarations(settings: IndexSettings): Map<string, { counted: boolean }> {
  const declared = new Map<string, { counted: boolean }>();
  for (const entry of settings.attributesForFaceting ?? []) {
    const match = /^(filterOnly|searchable|afterDistinct)\((.+)\)$/.exec(entry);
    declared.set(match ? match[2]! : entry, { counted: match?.[1] !== 'filterOnly' });
  }
  return declared;
}

/** Searchable attributes in rank order: each attribute with its rank (`a,b` share one). */
export function searchableRanks(settings: IndexSettings, allAttributes: readonly string[]): Map<string, number> {
  const ranks = new Map<string, number>();
  if (!settings.searchableAttributes?.length) {
    allAttributes.forEach((attribute, rank) => ranks.set(attribute, rank));
    return ranks;
  }
  settings.searchableAttributes.forEach((entry, rank) => {
    for (const part of entry.split(',')) ranks.set(part.trim().replace(/^unordered\((.+)\)$/, '$1'), rank);
  });
  return ranks;
}

/** Searchable attributes marked `unordered(…)`: where in them a word matched does not count. */
export function unorderedAttributes(settings: IndexSettings): Set<string> {
  return new Set((settings.searchableAttributes ?? []).flatMap((entry) => entry.split(',')).flatMap((part) => /^unordered\((.+)\)$/.exec(part.trim())?.[1] ?? []));
}

/** `desc(a)`/`asc(a)` as comparators of two records (numbers compared as numbers, other values as text). */
export function customRankingCompare(settings: IndexSettings): (a: Record<string, unknown>, b: Record<string, unknown>) => number {
  const rules = (settings.customRanking ?? []).map((rule) => {
    const [, direction, attribute] = /^(asc|desc)\((.+)\)$/.exec(rule)!;
    return { attribute: attribute!, sign: direction === 'desc' ? -1 : 1 };
  });
  const compare = (x: unknown, y: unknown) => {
    if (x === y) return 0;
    if (x === undefined || x === null) return 1;
    if (y === undefined || y === null) return -1;
    return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
  };
  return (a, b) => {
    for (const { attribute, sign } of rules) {
      const x = a[attribute];
      const y = b[attribute];
      // a missing value ranks last in both directions, as on Algolia
      if ((x === undefined || x === null) !== (y === undefined || y === null)) return compare(x, y);
      const order = sign * compare(x, y);
      if (order) return order;
    }
    return 0;
  };
}
