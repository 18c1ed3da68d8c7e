import MiniSearch from 'minisearch';
import { normalise, tokenize } from './words.js';

export type SearchRecord = { objectID: string } & Record<string, unknown>;

/** MiniSearch, also telling the words it holds (its index is MiniSearch's own, not public) */
export class Engine extends MiniSearch<SearchRecord> {
  /** each searched attribute's words in the records held now (a discarded record's words stay in the index until MiniSearch vacuums it) */
  words(): Map<string, Set<string>> {
    const attributes = new Map(Object.entries(this._fieldIds).map(([attribute, id]) => [id, attribute]));
    const words = new Map<string, Set<string>>();
    for (const [word, byAttribute] of this._index) {
      for (const [id, records] of byAttribute) {
        const attribute = attributes.get(id)!;
        if ([...records.keys()].some((record) => this._documentIds.has(record))) words.set(attribute, (words.get(attribute) ?? new Set()).add(word));
      }
    }
    return words;
  }
}

/** A full-text index of the text attributes `fields`, its words normalised as the queries' are. */
export function createEngine(fields: string[]): Engine {
  return new Engine({
    idField: 'objectID',
    fields,
    tokenize,
    processTerm: normalise,
    extractField: (record, field) => (typeof record[field] === 'string' ? (record[field] as string) : ''),
  });
}

/** the full-text index a record is held in: one per language */
export const partitionKey = (record: Record<string, unknown>) => String(record.lang ?? '');
