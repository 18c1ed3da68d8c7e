/**
 * The search stand-in's record-side decompounding (Algolia's `decompoundedAttributes`): a record's
 * compound is split into its parts only in the attributes listed for its language, whatever the
 * query's language; `decompoundQuery` splits the query only.
 */
import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../../packages/local/src/search-service/engine';
import { parseSettings, type SettingsChanges } from '../../packages/local/src/search-service/settings';

const records = [
  { objectID: 'compound-de', name: 'Der Warmwasserspeicher', text: 'Mit Heizstabsteuerung', lang: 'de' },
  // the words the German dictionary holds: the compounds' parts as words of their own
  { objectID: 'words-de', name: 'Warmes Wasser', text: 'Warm und Wasser im Speicher, dazu Heizstab und Steuerung', lang: 'de' },
  { objectID: 'compound-en', name: 'Warmwasserspeicher (German word)', lang: 'en' },
];

const indexWith = (settings: SettingsChanges) => {
  const index = new SearchIndex();
  index.setSettings(parseSettings({ searchableAttributes: ['name', 'text'], attributesForFaceting: ['filterOnly(lang)'], ...settings }));
  records.forEach((record) => index.save(record));
  return index;
};
const ids = (index: SearchIndex, query: string, filters?: string) => index.query({ query, filters }).hits.map((hit) => hit.objectID).sort();

describe('decompoundedAttributes', () => {
  it('finds a German compound in a listed attribute by its part, without splitting the query', () => {
    const index = indexWith({ decompoundedAttributes: { de: ['name'] } });
    expect(ids(index, 'speicher', 'lang:de')).toEqual(['compound-de', 'words-de']);
    // the parts of a part are words of their own too: warm·wasser·speicher
    expect(ids(index, 'wasser', 'lang:de')).toEqual(['compound-de', 'words-de']);
  });

  it('does not split the attributes it does not list, nor any without the setting', () => {
    expect(ids(indexWith({ decompoundedAttributes: { de: ['name'] } }), 'steuerung', 'lang:de')).toEqual(['words-de']);
    expect(ids(indexWith({}), 'speicher', 'lang:de')).toEqual(['words-de']);
    expect(ids(indexWith({ decompoundedAttributes: { de: ['text'] } }), 'steuerung', 'lang:de')).toEqual(['compound-de', 'words-de']);
  });

  it("splits by the listed language's dictionary in every record, as Algolia does (which knows no record's language)", () => {
    expect(ids(indexWith({ decompoundedAttributes: { de: ['name'] } }), 'speicher', 'lang:en')).toEqual(['compound-en']);
    // the stand-in has no Finnish rules: what is listed for a language it cannot split stays whole
    expect(ids(indexWith({ decompoundedAttributes: { fi: ['name'] } }), 'speicher', 'lang:de')).toEqual(['words-de']);
  });

  it('finds a compound by the beginning of a part at the end of the query, and ranks a whole word above a part', () => {
    const index = indexWith({ decompoundedAttributes: { de: ['name', 'text'] } });
    expect(ids(index, 'speich', 'lang:de')).toEqual(['compound-de', 'words-de']);
    expect(index.query({ query: 'wasser', filters: 'lang:de' }).hits[0]?.objectID).toBe('words-de');
  });

  it('is refused in a shape Algolia does not take', () => {
    expect(() => parseSettings({ decompoundedAttributes: ['name'] })).toThrow('Invalid syntax for decompoundedAttributes');
    expect(() => parseSettings({ decompoundedAttributes: { de: 'name' } })).toThrow('Invalid syntax for decompoundedAttributes');
  });
});
