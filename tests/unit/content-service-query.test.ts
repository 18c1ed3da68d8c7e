import { describe, expect, it } from 'vitest';
import { BadRequest, compareBy, matchesCondition, matchesFilter, matchesSlugPattern, parseFilterQuery, parseSortBy } from '../../packages/local/src/content-service/query';
import { localise } from '../../packages/local/src/content-service/store';

const params = (query: string) => new URLSearchParams(query);

describe('filter_query parsing', () => {
  it('reads field conditions and indexed or-alternatives', () => {
    expect(parseFilterQuery(params('filter_query[component][in]=news&filter_query[__or][0][a][is]=true&filter_query[__or][1][b][in]=x'))).toEqual({
      and: [{ field: 'component', op: 'in', value: 'news' }],
      or: [[{ field: 'a', op: 'is', value: 'true' }], [{ field: 'b', op: 'in', value: 'x' }]],
    });
  });

  it('reads `[__or][]` as the client sends arrays: a repeated field starts a new alternative', () => {
    const { or } = parseFilterQuery(params('filter_query[__or][][a][in]=1&filter_query[__or][][b][in]=2&filter_query[__or][][a][in]=3'));
    expect(or).toEqual([
      [
        { field: 'a', op: 'in', value: '1' },
        { field: 'b', op: 'in', value: '2' },
      ],
      [{ field: 'a', op: 'in', value: '3' }],
    ]);
  });

  it.each(['filter_query[a][near]=1', 'filter_query[a]=1', 'filter_query[__or][0][a]=1'])('refuses %s', (query) => {
    expect(() => parseFilterQuery(params(query))).toThrow(BadRequest);
  });
});

describe('filter_query operators', () => {
  const content = { title: 'AC-THOR 9s', tags: ['heat', 'pv'], power: '9000', date: '2026-05-01 10:00', empty: '', flag: true };
  it.each([
    ['title', 'in', 'AC-THOR 9s,ELWA', true],
    ['title', 'not_in', 'ELWA', true],
    ['title', 'like', 'ac-thor*', true],
    ['title', 'not_like', '*ELWA*', true],
    ['title', 'exists', '', true],
    ['empty', 'exists', '', false],
    ['empty', 'is', 'empty', true],
    ['flag', 'is', 'true', true],
    ['tags', 'in_array', 'pv,x', true],
    ['tags', 'all_in_array', 'pv,x', false],
    ['power', 'gt_int', '8000', true],
    ['power', 'lt_float', '8000.5', false],
    ['date', 'gt_date', '2026-04-30 00:00', true],
    ['date', 'lt_date', '2026-04-30 00:00', false],
  ] as const)('%s %s %s → %s', (field, op, value, expected) => {
    expect(matchesCondition(content, { field, op, value })).toBe(expected);
  });

  it('needs all and-conditions and one whole or-alternative', () => {
    const filter = parseFilterQuery(params('filter_query[title][like]=AC*&filter_query[__or][0][power][gt_int]=10000&filter_query[__or][1][flag][is]=true'));
    expect(matchesFilter(content, filter)).toBe(true);
    expect(matchesFilter({ ...content, flag: false }, filter)).toBe(false);
  });
});

describe('slugs, sorting and translation', () => {
  it('matches by_slugs patterns with wildcards', () => {
    expect(matchesSlugPattern('news/launch', ['news/*'])).toBe(true);
    expect(matchesSlugPattern('newsletter', ['news/*'])).toBe(false);
  });

  it('sorts by content fields as numbers when asked', () => {
    const rows = [{ content: { n: '10' } }, { content: { n: '9' } }];
    expect([...rows].sort(compareBy(parseSortBy('content.n:asc:int')!))[0]).toEqual({ content: { n: '9' } });
    expect([...rows].sort(compareBy(parseSortBy('content.n:asc')!))[0]).toEqual({ content: { n: '10' } });
    expect(() => parseSortBy('content.n:up')).toThrow(BadRequest);
  });

  it('localises field translations at any depth and strips the translation keys', () => {
    const blok = { title: 'Titel', title__i18n__en: 'Title', body: [{ text: 'Text', text__i18n__fr: 'Texte', text__i18n__en: '' }] };
    expect(localise(blok, 'en')).toEqual({ title: 'Title', body: [{ text: 'Text' }] });
    expect(localise(blok, 'fr')).toEqual({ title: 'Titel', body: [{ text: 'Texte' }] });
    expect(localise(blok, null)).toEqual({ title: 'Titel', body: [{ text: 'Text' }] });
  });
});
