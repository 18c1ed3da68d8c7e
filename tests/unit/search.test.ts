import { describe, expect, it } from 'vitest';
import { SearchIndex, typoDistance } from '../../packages/local/src/search-service/engine';
import { decompound } from '../../packages/local/src/search-service/language';
import { parseSettings } from '../../packages/local/src/search-service/settings';
import { FilterSyntaxError, matchesFilter, parseFilters } from '../../packages/local/src/search-service/filters';
import { contentText, fitRecord, MAX_RECORD_BYTES, toSearchRecord } from '@/features/search/indexer';
import { groupResults, highlightHtml, hitId, toResultItem } from '@/features/search/mapping';
import { HIGHLIGHT } from '@/features/search/query';
import { SEARCH_INDEX_SETTINGS } from '@/features/search/settings';
import { searchDefinitions } from '@/registry/content-types';
import { SEARCH_TYPES, type SearchHit, type SearchLabels, type SearchRecord } from '@/features/search/types';
import type { ContentTypeBlok, ContentTypeName, Story } from '@/content/types';

const labels: SearchLabels = {
  types: { page: 'Pages', product: 'Products', 'frequently-asked-question': 'FAQ', manual: 'Manuals', 'info-center-document': 'Documents', reference: 'References', news: 'News' },
  docTypes: { datasheet: 'Data sheet' },
};
const hit = (fields: Partial<SearchHit>): SearchHit => ({ objectID: '2001-en', name: 'AC-THOR', type: 'product', full_slug: 'products/ac-thor', lang: 'en', ...fields });

describe('search hit → result item (spec §3, §5)', () => {
  it('takes the id from the objectID before the first hyphen', () => {
    expect(hitId('2001-en')).toBe('2001');
    expect(hitId('7001-de-2')).toBe('7001');
    expect(toResultItem(hit({}), labels, 'en')).toMatchObject({ id: '2001', name: 'AC-THOR', component: 'product', category: 'Products', href: '/en/products/ac-thor/' });
  });

  it('links the home page to the locale root', () => {
    expect(toResultItem(hit({ type: 'page', full_slug: '' }), labels, 'de')?.href).toBe('/en/');
    expect(toResultItem(hit({ type: 'page', full_slug: '', lang: 'de' }), labels, 'de')?.href).toBe('/de/');
  });

  it('uses the text as a website link only when it is an address shorter than 1000 characters', () => {
    const document = { type: 'info-center-document', docType: 'datasheet' };
    expect(toResultItem(hit({ ...document, text: 'https://docs.example/ac-thor.pdf' }), labels, 'en')?.websiteLink).toBe('https://docs.example/ac-thor.pdf');
    const long = `https://docs.example/${'a'.repeat(1000)}.pdf`;
    expect(toResultItem(hit({ ...document, text: long }), labels, 'en')?.websiteLink).toBeUndefined();
    expect(toResultItem(hit({ text: 'A short description, not an address.' }), labels, 'en')?.websiteLink).toBeUndefined();
  });

  it('drops hits whose category cannot be resolved', () => {
    expect(toResultItem(hit({ type: 'info-center-document', docType: 'unknown-type' }), labels, 'en')).toBeNull();
    expect(toResultItem(hit({ type: 'info-center-document' }), labels, 'en')).toBeNull();
    expect(toResultItem(hit({ type: 'job' }), labels, 'en')).toBeNull();
    expect(toResultItem(hit({ type: 'info-center-document', docType: 'datasheet' }), labels, 'en')?.category).toBe('Data sheet');
  });

  it('shows highlighted words as <mark> and escapes everything else', () => {
    const value = `${HIGHLIGHT.pre}AC&lt;b&gt;${HIGHLIGHT.post} &lt;img src=x onerror=alert(1)&gt; &amp; more`;
    expect(highlightHtml(value)).toBe('<mark>AC&lt;b&gt;</mark> &lt;img src=x onerror=alert(1)&gt; &amp; more');
    expect(toResultItem(hit({ name: '<script>x</script>' }), labels, 'en')?.nameHtml).toBe('&lt;script&gt;x&lt;/script&gt;');
  });

  it('groups in the palette in the order page, product, FAQ, manual, document, reference, news and leaves empty groups out', () => {
    const items = ['news', 'product', 'page', 'reference', 'frequently-asked-question', 'product']
      .map((type, i) => toResultItem(hit({ objectID: `${i}-en`, type }), labels, 'en')!)
      .reverse();
    const groups = groupResults(items, labels);
    expect(groups.map((g) => g.type)).toEqual(['page', 'product', 'frequently-asked-question', 'reference', 'news']);
    expect(groups[1]!.items).toHaveLength(2);
    expect(SEARCH_TYPES).toEqual(['page', 'product', 'frequently-asked-question', 'manual', 'info-center-document', 'reference', 'news']);
  });

  it('groups on the results page the group of the best hit first (a named product before pages that mention it)', () => {
    const items = ['product', 'manual', 'page', 'news', 'product', 'page']
      .map((type, i) => toResultItem(hit({ objectID: `${i}-en`, type }), labels, 'en')!);
    const groups = groupResults(items, labels, 'best-hit');
    expect(groups.map((g) => g.type)).toEqual(['product', 'manual', 'page', 'news']);
    expect(groups[0]!.items.map((item) => item.id)).toEqual(['0', '4']);
    expect(groupResults(items.slice(2), labels, 'best-hit').map((g) => g.type)).toEqual(['page', 'news', 'product']);
    expect(SEARCH_TYPES).toEqual(['page', 'product', 'frequently-asked-question', 'manual', 'info-center-document', 'reference', 'news']);
  });

  it("gives a hit with a picture a thumbnail through the image service, sized for the results page", () => {
    const image = 'https://a.storyblok.com/f/1000/800x600/a1c404/ac-thor.png';
    expect(toResultItem(hit({ image }), labels, 'en')?.thumbnail).toBe(`${image}/m/192x0`);
    expect(toResultItem(hit({ image: image.replace('.png', '.svg') }), labels, 'en')?.thumbnail).toBe(image.replace('.png', '.svg'));
    expect(toResultItem(hit({}), labels, 'en')?.thumbnail).toBeUndefined();
  });
});

const story = (component: ContentTypeName, content: Record<string, unknown>, id = 2001): Story => ({
  id,
  uuid: 'u',
  name: 'Story name',
  slug: 's',
  fullSlug: 's',
  defaultFullSlug: 's',
  firstPublishedAt: null,
  publishedAt: null,
  component,
  // loose on purpose: the indexer copes with whatever the content service holds
  content: { _uid: 'x', component, ...content } as ContentTypeBlok,
  paths: { de: 'produkte/s', en: 'products/s', fr: 'produits/s', es: 'productos/s', nl: 'producten/s', it: 'prodotti/s' },
});

describe('index records', () => {
  it('one record per story and language: {id}-{lang}, name, type, rank, date, text, full_slug, lang', () => {
    const record = toSearchRecord(story('news', { title: 'Ten years', description: 'A birthday', date: '2026-03-10 08:00', body: [] }), 'en', searchDefinitions);
    expect(record).toEqual({
      objectID: '2001-en',
      name: 'Ten years',
      type: 'news',
      typeRank: 1,
      date: Date.UTC(2026, 2, 10, 8) / 1000,
      text: 'A birthday',
      // the title and description are the record's name and text already: its snippet never repeats them
      content: '',
      full_slug: 'products/s',
      lang: 'en',
    });
  });

  it("names a product by its name (what visitors type), its title a slogan in the text; products rank first", () => {
    const record = toSearchRecord({ ...story('product', { title: 'AC-THOR – the PV power manager', description: 'Up to 3 kW' }), name: 'AC-THOR', firstPublishedAt: '2026-01-12T08:00:00.000Z' }, 'en', searchDefinitions);
    expect(record).toMatchObject({ name: 'AC-THOR', text: 'AC-THOR – the PV power manager – Up to 3 kW', typeRank: 5, date: Date.UTC(2026, 0, 12, 8) / 1000 });
    const byRank = Object.values(searchDefinitions).sort((a, b) => b.rank - a.rank).map((definition) => definition.type);
    expect([...new Set(byRank)].slice(0, 4)).toEqual(['product', 'manual', 'page', 'frequently-asked-question']);
  });

  it('gives documents their document type and address, FAQ their question, legacy manuals the manual type', () => {
    const document = toSearchRecord(story('info-center-document', { title: 'Data sheet', doc_type: 'datasheet', file: { filename: '/download/ac-thor.pdf' } }), 'de', searchDefinitions);
    expect(document).toMatchObject({ type: 'info-center-document', docType: 'datasheet' });
    expect(document?.text).toMatch(/^http.*\/ac-thor\.pdf$/);
    expect(toSearchRecord(story('frequently-asked-question', { question: 'Can I?', answer: { type: 'doc', content: [] } }), 'en', searchDefinitions)?.name).toBe('Can I?');
    expect(toSearchRecord(story('manual-legacy', { title: 'Old manual' }), 'en', searchDefinitions)?.type).toBe('manual');
  });

  it("finds a manual by its product's name and words, which never fill its snippet, and shows the product's render", () => {
    const product = { uuid: 'p', name: 'USB Interface', content: { component: 'product', title: 'USB Interface – updates from a laptop', description: 'Firmware over USB', image: { filename: 'https://a.storyblok.com/f/1000/800x600/a97010/usb-interface.svg' } } };
    const record = toSearchRecord(story('manual', { title: 'ELWA manual', description: 'Mounting', product: [product] }), 'en', searchDefinitions);
    expect(record).toMatchObject({ related: 'USB Interface USB Interface – updates from a laptop Firmware over USB', image: product.content.image.filename });
    expect(record?.content).not.toMatch(/USB|Firmware/);
    // a product's accessories find it by their names, but their text is not the product's
    const withAccessory = toSearchRecord(story('product', { title: 'ELWA', claim: 'Heats with the sun', accessories: [product] }), 'en', searchDefinitions);
    expect(withAccessory?.related).toBe('USB Interface USB Interface – updates from a laptop Firmware over USB');
    expect(withAccessory?.content).toBe('Heats with the sun');
    expect(SEARCH_INDEX_SETTINGS.searchableAttributes.at(-1)).toBe('unordered(related)');
    expect(SEARCH_INDEX_SETTINGS.attributesToSnippet).not.toContain(expect.stringMatching(/^related/));
  });

  it('leaves out stories that are not searched: jobs and pages kept out of search engines', () => {
    expect(toSearchRecord(story('job', { title: 'Engineer' }), 'en', searchDefinitions)).toBeNull();
    expect(toSearchRecord(story('page', { title: 'Search', seo: [{ component: 'seo', noIndex: true }] }), 'en', searchDefinitions)).toBeNull();
  });

  it('takes text, rich text and nested blocks but no addresses, ids or untranslated copies', () => {
    const text = contentText({
      _uid: 'a1',
      component: 'page',
      body: [{ _uid: 'b', component: 'text-section', headline: 'Heading', text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Rich words' }] }] } }],
      image: { filename: 'https://a.storyblok.com/x.png', alt: 'alt text' },
      link: { linktype: 'url', url: 'https://example.com' },
      headline__i18n__fr: 'Titre',
      date: '2026-01-01',
      content_problems: '[de] Pflichtfeld ist leer: title',
    });
    expect(text).toBe('Heading Rich words');
    // a choice's stored value is an id, not words (an icon's "thermometer", an audience's "planner")
    const choices = contentText({ component: 'page', body: [{ component: 'feature', icon: 'thermometer', title: 'Hot water' }, { component: 'audience-path', audience: 'planner', title: 'For planners' }] });
    expect(choices).toBe('Hot water For planners');
  });

  it('trims records under the 10 KB limit at a word boundary, counting bytes', () => {
    const big: SearchRecord = { objectID: '1-de', name: 'n', type: 'page', typeRank: 3, text: '', content: 'Wärmepumpe äöü '.repeat(2000), full_slug: 'x', lang: 'de' };
    const fitted = fitRecord(big);
    const size = Buffer.byteLength(JSON.stringify(fitted));
    expect(size).toBeLessThanOrEqual(9_500);
    expect(size).toBeGreaterThan(8_000);
    expect(size).toBeLessThan(MAX_RECORD_BYTES);
    expect(fitted.content.endsWith('Wärmepumpe') || fitted.content.endsWith('äöü')).toBe(true);
    const small = { ...big, content: 'short' };
    expect(fitRecord(small)).toBe(small);
    // the story's own text gives way first (a manual's chapters), then the chosen stories'
    const related = fitRecord({ ...big, related: 'chosen '.repeat(300).trim() });
    expect(related.related).toBe('chosen '.repeat(300).trim());
    expect(Buffer.byteLength(JSON.stringify(related))).toBeLessThanOrEqual(9_500);
    const both = fitRecord({ ...big, content: '', related: 'chosen '.repeat(2000).trim() });
    expect(Buffer.byteLength(JSON.stringify(both))).toBeLessThanOrEqual(9_500);
    expect(both.related!.endsWith('chosen')).toBe(true);
  });
});

describe('local search engine', () => {
  const records = [
    { objectID: '1-de', name: 'AC-THOR', type: 'product', text: 'PV-Power-Manager', content: 'Warmwasser und Heizung mit Photovoltaik', lang: 'de' },
    { objectID: '1-en', name: 'AC-THOR', type: 'product', text: 'PV power manager', content: 'Hot water and heating from photovoltaics', lang: 'en' },
    { objectID: '2-de', name: 'Modbus Interface', type: 'product', text: '', content: 'Gebäudeleittechnik', lang: 'de' },
    { objectID: '3-de', name: 'Wärmepumpe & <Speicher>', type: 'page', text: '', content: 'Heizstab im Speicher', lang: 'de' },
  ];
  /** an index with the site's kind of settings: language filter-only, type counted */
  const indexOf = (settings: Record<string, unknown> = { attributesForFaceting: ['filterOnly(lang)', 'type'] }, items: Record<string, unknown>[] = records) => {
    const index = new SearchIndex();
    index.setSettings(settings);
    items.forEach((record) => index.save(record as never));
    return index;
  };
  const index = indexOf();
  const names = (query: string, filters?: string, target = index, extra: Record<string, unknown> = {}) =>
    target.query({ query, filters, ...extra }).hits.map((h) => `${h.objectID}`);

  it('needs every word, allows a prefix on the last one and filters by language', () => {
    expect(names('hot water', 'lang:en')).toEqual(['1-en']);
    expect(names('hot wat', 'lang:en')).toEqual(['1-en']);
    expect(names('hot cold', 'lang:en')).toEqual([]);
    expect(names('ac-thor', 'lang:de')).toEqual(['1-de']);
  });

  it('tolerates typos like Algolia: none under 4 letters, one up to 7 (a swap is one), two from 8', () => {
    expect(names('ac-tohr', 'lang:en')).toEqual(['1-en']);
    expect(names('modbsu')).toEqual(['2-de']);
    expect(names('gebaudeleittechnkk')).toEqual(['2-de']);
    expect(names('hto', 'lang:en')).toEqual([]);
    expect(typoDistance('tohr', 'thor')).toBe(1);
    expect(typoDistance('tohr', 'rohs')).toBe(2);
  });

  it('folds accents and case', () => {
    expect(names('warmepumpe')).toEqual(['3-de']);
    expect(names('WÄRMEPUMPE')).toEqual(['3-de']);
  });

  it('highlights matched words and escapes the rest', () => {
    const [first] = index.query({ query: 'speicher', highlightPreTag: '[', highlightPostTag: ']' }).hits as { _highlightResult: Record<string, { value: string; matchLevel: string }> }[];
    expect(first!._highlightResult.name).toEqual({ value: 'Wärmepumpe &amp; &lt;[Speicher]&gt;', matchLevel: 'full', matchedWords: ['speicher'] });
  });

  it('lists everything for an empty query, paged', () => {
    const page = index.query({ query: '', hitsPerPage: 3, page: 1 });
    expect(page).toMatchObject({ nbHits: 4, nbPages: 2, page: 1, hitsPerPage: 3 });
    expect(page.hits).toHaveLength(1);
  });

  it('filters and counts only attributes declared for faceting: others match nothing and get no counts, as on Algolia', () => {
    const bare = indexOf({});
    expect(names('ac-thor', 'lang:de', bare)).toEqual([]);
    expect(names('ac-thor', 'lang:de OR type:product', bare)).toEqual([]);
    expect(names('ac-thor', 'NOT lang:de', bare)).toEqual(['1-de', '1-en']);
    expect(names('ac-thor', 'lang:de AND type:product')).toEqual(['1-de']);
    expect(index.query({ query: '', facets: ['type', 'lang', 'text'] }).facets).toEqual({ type: { product: 3, page: 1 } });
    expect(index.query({ query: 'ac-thor', facets: ['*'] }).facets).toEqual({ type: { product: 2 } });
    expect(index.query({ query: 'ac-thor' }).facets).toBeUndefined();
  });

  it('searches only the searchable attributes, ranked by their order, then by the custom ranking', () => {
    const items = [
      { objectID: 'a', name: 'Heizstab', text: '', rank: 1, lang: 'de' },
      { objectID: 'b', name: 'Regler', text: 'für jeden Heizstab', rank: 9, lang: 'de' },
      { objectID: 'c', name: 'Heizstab', text: '', rank: 5, lang: 'de' },
      { objectID: 'd', name: 'Anderes', text: '', secret: 'Heizstab', rank: 9, lang: 'de' },
    ];
    const ranked = indexOf({ searchableAttributes: ['name', 'text'], customRanking: ['desc(rank)'] }, items);
    expect(names('heizstab', undefined, ranked)).toEqual(['c', 'a', 'b']);
    // without searchableAttributes every attribute is searched (Algolia's default)
    expect(names('heizstab', undefined, indexOf({}, items)).sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps stop words unless asked, then removes those of the query languages', () => {
    const items = [{ objectID: 'x', name: 'Heizstab im Speicher', lang: 'de' }, { objectID: 'y', name: 'Heizstab Speicher', lang: 'de' }];
    expect(names('heizstab im speicher', undefined, indexOf({}, items))).toEqual(['x']);
    expect(names('heizstab im speicher', undefined, indexOf({ removeStopWords: true }, items), { queryLanguages: ['de'] }).sort()).toEqual(['x', 'y']);
    expect(names('heizstab im speicher', undefined, indexOf({ removeStopWords: ['en'] }, items))).toEqual(['x']);
  });

  it('removes no stop word from the last word while it is read as a prefix (a space after it ends that)', () => {
    const items = [{ objectID: 'e', name: 'AC ELWA-E', lang: 'it' }, { objectID: '2', name: 'AC ELWA 2', lang: 'it' }];
    const italian = indexOf({ removeStopWords: true }, items);
    // "e" stays, and the record holding it as a word comes first ("elwa" begins with it too)
    expect(names('ac elwa-e', undefined, italian, { queryLanguages: ['it'] })).toEqual(['e', '2']);
    expect(names('ac elwa e', undefined, italian, { queryLanguages: ['it'] })[0]).toBe('e');
    expect(names('ac elwa e ', undefined, italian, { queryLanguages: ['it'] }).sort()).toEqual(['2', 'e']);
  });

  it('finds singular and plural forms only with ignorePlurals, by query language', () => {
    // plurals of words too short for a typo or a prefix to bridge singular and plural
    const items = [{ objectID: 'one', name: 'Ein Rad', lang: 'de' }, { objectID: 'many', name: 'Zwei Räder', lang: 'de' }, { objectID: 'en', name: 'one box', lang: 'en' }];
    expect(names('räder', undefined, indexOf({}, items))).toEqual(['many']);
    expect(names('räder', undefined, indexOf({ ignorePlurals: true }, items), { queryLanguages: ['de'] }).sort()).toEqual(['many', 'one']);
    expect(names('boxes', undefined, indexOf({}, items))).toEqual([]);
    expect(names('boxes', undefined, indexOf({ ignorePlurals: true }, items), { queryLanguages: ['en'] })).toEqual(['en']);
    expect(names('boxes', undefined, indexOf({ ignorePlurals: ['it'] }, items), { queryLanguages: ['en'] })).toEqual([]);
  });

  it('splits German and Dutch compounds into words the index holds, for those query languages only', () => {
    const items = [
      { objectID: 'de', name: 'Speicher für warmes Wasser', content: 'Warmwasser im Speicher', lang: 'de' },
      { objectID: 'nl', name: 'Boiler voor warm water', content: 'water', lang: 'nl' },
      { objectID: 'whole', name: 'Der Warmwasserspeicher', lang: 'de' },
    ];
    const compounds = indexOf({}, items);
    expect(names('warmwasserspeicher', undefined, compounds)).toEqual(['whole']);
    expect(names('warmwasserspeicher', undefined, compounds, { queryLanguages: ['de'] })).toEqual(['whole', 'de']);
    expect(names('warmwaterboiler', undefined, compounds, { queryLanguages: ['nl'] })).toEqual(['nl']);
    expect(names('warmwaterboiler', undefined, compounds, { queryLanguages: ['fr'] })).toEqual([]);
    expect(names('warmwasserspeicher', undefined, compounds, { queryLanguages: ['de'], decompoundQuery: false })).toEqual(['whole']);
    expect(decompound('datashet', (word) => ['data', 'het', 'sheet'].includes(word))).toBeNull();
  });

  it('settings are replaced by name; null resets one; a copy carries them', () => {
    const target = indexOf({ hitsPerPage: 5, customRanking: ['desc(rank)'] });
    target.setSettings({ hitsPerPage: null, removeStopWords: true } as never);
    expect(target.settings).toEqual({ customRanking: ['desc(rank)'], removeStopWords: true });
    expect(target.copy(['settings']).settings).toEqual(target.settings);
    expect(target.copy(['settings']).size).toBe(0);
    expect(target.copy().size).toBe(4);
  });
});

describe('index settings as the stand-in takes them', () => {
  it('takes the settings the site sets, and refuses unknown names and wrong values with the reason', () => {
    expect(parseSettings(SEARCH_INDEX_SETTINGS)).toEqual(SEARCH_INDEX_SETTINGS);
    expect(() => parseSettings({ searchableAttributes: 'name' })).toThrow('Invalid syntax for searchableAttributes');
    expect(() => parseSettings({ customRanking: ['rank'] })).toThrow('asc(attribute) or desc(attribute)');
    expect(() => parseSettings({ searchableAttribute: ['name'] })).toThrow('Invalid object attributes: searchableAttribute');
    expect(parseSettings({ typoTolerance: 'min' })).toEqual({ typoTolerance: 'min' });
  });
});

describe('filters syntax', () => {
  const record = { lang: 'de', type: 'product', tags: ['a', 'b'] };
  it.each([
    ['lang:de', true],
    ['lang:en', false],
    ['lang:de AND type:product', true],
    ['lang:en OR type:product', true],
    ['(lang:en OR lang:de) AND NOT type:page', true],
    ['type:"product"', true],
    ['tags:b', true],
  ])('%s → %s', (filters, expected) => {
    expect(matchesFilter(record, parseFilters(filters))).toBe(expected);
  });

  it.each(['lang', 'lang:de AND', '(lang:de', 'lang:de )'])('refuses %s', (filters) => {
    expect(() => parseFilters(filters)).toThrow(FilterSyntaxError);
  });
});
