import { describe, expect, it } from 'vitest';
import { findOffsets, foldForSearch } from '@/content-types/manual/find-in-manual';

describe('manual search: folding and offsets', () => {
  it.each([
    ['Überhitzung', 'uberhitzung'],
    ['Élément CHAUFFANT', 'element chauffant'],
    ['Straße', 'straße'],
    ['AC·THOR', 'ac·thor'],
  ])('folds %j to %j, keeping its length', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
    expect(foldForSearch(text)).toHaveLength(text.length);
  });

  it('keeps offsets of characters whose lower case is longer (İ)', () => {
    const text = 'İstanbul heater';
    expect(foldForSearch(text)).toHaveLength(text.length);
    expect(findOffsets(foldForSearch(text), 'heater')).toEqual([9]);
  });

  it('finds every occurrence without overlaps, none for an empty term', () => {
    expect(findOffsets('aaaa', 'aa')).toEqual([0, 2]);
    expect(findOffsets(foldForSearch('Legionellen-Schutz: Legionellen'), foldForSearch('LEGIONELLEN'))).toEqual([0, 20]);
    expect(findOffsets('text', '')).toEqual([]);
  });
});
