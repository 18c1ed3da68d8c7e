/** The attributes declared for faceting (`attributesForFaceting`): what filters may test, and the facet counts. */
import type { Filter } from './filters.js';
import type { SearchRecord } from './full-text.js';

/**
 * The filter with every condition on an attribute not declared for faceting made false: on Algolia it
 * matches nothing. objectID filters without being declared.
 */
export function declaredOnly(filter: Filter, declared: ReadonlyMap<string, unknown>): Filter {
  switch (filter.kind) {
    case 'facet':
      return declared.has(filter.attribute) || filter.attribute === 'objectID' ? filter : { kind: 'or', filters: [] };
    case 'not':
      return { kind: 'not', filter: declaredOnly(filter.filter, declared) };
    default:
      return { kind: filter.kind, filters: filter.filters.map((f) => declaredOnly(f, declared)) };
  }
}

/** Facet counts of the matching records for the facets asked for (`*`: all) that are declared and not filter-only. */
export function facetCounts(asked: string[] | undefined, declared: ReadonlyMap<string, { counted: boolean }>, records: SearchRecord[]) {
  if (!asked?.length) return undefined;
  const attributes = [...declared].filter(([name, { counted }]) => counted && (asked.includes('*') || asked.includes(name))).map(([name]) => name);
  const facets: Record<string, Record<string, number>> = {};
  for (const attribute of attributes) {
    const counts: Record<string, number> = {};
    for (const record of records) {
      const value = record[attribute];
      for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined && item !== null) counts[String(item)] = (counts[String(item)] ?? 0) + 1;
    }
    facets[attribute] = counts;
  }
  return facets;
}
