import { describe, expect, it } from 'vitest';
import { SearchIndex, typoDistance } from '../../packages/local/src/search-service/engine';
import { FilterSyntaxError, matchesFilter, parseFilters } from '../../packages/local/src/search-service/filters';
import { contentText, fitRecord, MAX_RECORD_BYTES, toSearchRecord } from '@/lib/search/indexer';
import { groupResults, highlightHtml, hitId, toResultItem } from '@/lib/search/mapping';
import { HIGHLIGHT } from '@/lib/search/query';
import { SEARCH_TYPES, type SearchHit, type SearchLabels, type SearchRecord } from '@/lib/search/types';
import type { ContentTypeBlok, ContentTypeName, Story } from '@/lib/content/types';

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

  it('groups in the order page, product, FAQ, manual, document, reference, news and leaves empty groups out', () => {
    const items = ['news', 'product', 'page', 'reference', 'frequently-asked-question', 'product']
      .map((type, i) => toResultItem(hit({ objectID: `${i}-en`, type }), labels, 'en')!)
      .reverse();
    const groups = groupResults(items, labels);
    expect(groups.map((g) => g.type)).toEqual(['page', 'product', 'frequently-asked-question', 'reference', 'news']);
    expect(groups[1]!.items).toHaveLength(2);
    expect(SEARCH_TYPES).toEqual(['page', 'product', 'frequently-asked-question', 'manual', 'info-center-document', 'reference', 'news']);
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
  it('one record per story and language: {id}-{lang}, name, type, text, full_slug, lang', () => {
    const record = toSearchRecord(story('product', { title: 'AC-THOR', description: 'PV power manager', intro: 'Hot water from the sun.' }), 'en');
    expect(record).toEqual({
      objectID: '2001-en',
      name: 'AC-THOR',
      type: 'product',
      text: 'PV power manager',
      content: 'AC-THOR PV power manager Hot water from the sun.',
      full_slug: 'products/s',
      lang: 'en',
    });
  });

  it('gives documents their document type and address, FAQ their question, legacy manuals the manual type', () => {
    const document = toSearchRecord(story('info-center-document', { title: 'Data sheet', doc_type: 'datasheet', file: { filename: '/download/ac-thor.pdf' } }), 'de');
    expect(document).toMatchObject({ type: 'info-center-document', docType: 'datasheet' });
    expect(document?.text).toMatch(/^http.*\/ac-thor\.pdf$/);
    expect(toSearchRecord(story('frequently-asked-question', { question: 'Can I?', answer: { type: 'doc', content: [] } }), 'en')?.name).toBe('Can I?');
    expect(toSearchRecord(story('manual-legacy', { title: 'Old manual' }), 'en')?.type).toBe('manual');
  });

  it('leaves out stories that are not searched: jobs and pages kept out of search engines', () => {
    expect(toSearchRecord(story('job', { title: 'Engineer' }), 'en')).toBeNull();
    expect(toSearchRecord(story('page', { title: 'Search', seo: [{ component: 'seo', noIndex: true }] }), 'en')).toBeNull();
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
    });
    expect(text).toBe('Heading Rich words');
  });

  it('trims records under the 10 KB limit at a word boundary, counting bytes', () => {
    const big: SearchRecord = { objectID: '1-de', name: 'n', type: 'page', text: '', content: 'Wärmepumpe äöü '.repeat(2000), full_slug: 'x', lang: 'de' };
    const fitted = fitRecord(big);
    const size = Buffer.byteLength(JSON.stringify(fitted));
    expect(size).toBeLessThanOrEqual(9_500);
    expect(size).toBeGreaterThan(8_000);
    expect(size).toBeLessThan(MAX_RECORD_BYTES);
    expect(fitted.content.endsWith('Wärmepumpe') || fitted.content.endsWith('äöü')).toBe(true);
    const small = { ...big, content: 'short' };
    expect(fitRecord(small)).toBe(small);
  });
});

describe('local search engine', () => {
  const index = new SearchIndex();
  const records = [
    { objectID: '1-de', name: 'AC-THOR', type: 'product', text: 'PV-Power-Manager', content: 'Warmwasser und Heizung mit Photovoltaik', lang: 'de' },
    { objectID: '1-en', name: 'AC-THOR', type: 'product', text: 'PV power manager', content: 'Hot water and heating from photovoltaics', lang: 'en' },
    { objectID: '2-de', name: 'Modbus Interface', type: 'product', text: '', content: 'Gebäudeleittechnik', lang: 'de' },
    { objectID: '3-de', name: 'Wärmepumpe & <Speicher>', type: 'page', text: '', content: 'Heizstab im Speicher', lang: 'de' },
  ];
  records.forEach((record) => index.save(record));
  const names = (query: string, filters?: string) => index.query({ query, filters }).hits.map((h) => `${h.objectID}`);

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
