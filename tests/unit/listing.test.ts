import { describe, expect, it, vi } from 'vitest';
import { plainText } from '@/content/fields';
import { relatedStories } from '@/content/mapping';
import type { ContentVersion, DatasourceEntry, InfoCenterDocumentBlok, RichTextDocument, Story } from '@/content/types';
import { documentContext } from '@/lib/documents';
import { loadListPage as loadPage, parseListRequest as parseRequest, visitorLanguageFirst, type ListRequest } from '@/features/listing/listing';
import { listingNamed } from '@/registry/listings';

// the site's listings, by the name the list API takes
const parseListRequest = (name: string, params: URLSearchParams) => parseRequest(listingNamed(name)!, params);
const loadListPage = (name: string, request: ListRequest, labels: DatasourceEntry[], version: ContentVersion) => loadPage(listingNamed(name)!, request, labels, version);

/** the stories the mocked content service lists */
const listed = vi.hoisted(() => ({ stories: [] as unknown[] }));
vi.mock('@/content', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getStoriesPage: async () => ({ stories: listed.stories, total: listed.stories.length }),
}));

describe('listing requests', () => {
  it('reads locale, page, search term and only the listing’s own filters', () => {
    expect(parseListRequest('news', new URLSearchParams('locale=fr&page=2&q= thor &category=events&docType=x'))).toEqual({
      locale: 'fr',
      page: 2,
      searchTerm: 'thor',
      filters: { category: 'events' },
    });
    expect(parseListRequest('documents', new URLSearchParams('locale=de&docType=datasheet&productName=AC-THOR&language=en'))).toEqual({
      locale: 'de',
      page: 1,
      searchTerm: '',
      filters: { docType: 'datasheet', productName: 'AC-THOR', language: 'en' },
    });
  });

  it.each(['locale=xx', 'page=1', 'locale=de&page=0', 'locale=de&page=abc', 'locale=de&page=1.5'])('refuses %s', (query) => {
    expect(parseListRequest('news', new URLSearchParams(query))).toHaveProperty('error');
  });

  it('bounds the length of free text', () => {
    const result = parseListRequest('news', new URLSearchParams(`locale=de&q=${'a'.repeat(500)}`));
    expect('searchTerm' in result && result.searchTerm.length).toBe(100);
  });
});

describe('content field helpers', () => {
  it('turns rich text into plain text', () => {
    const doc: RichTextDocument = {
      type: 'doc',
      content: [
        { type: 'heading', content: [{ type: 'text', text: 'Title' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'First' }, { type: 'text', text: ' line.' }] },
        { type: 'bullet_list', content: [{ type: 'list_item', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Item' }] }] }] },
      ],
    };
    expect(plainText(doc)).toBe('Title First line. Item');
  });

  it('maps resolved relations to stories and skips unresolved uuids', () => {
    const related = relatedStories([
      'f0000000-0000-4000-8000-000000000000',
      { id: 2004, uuid: 'u', name: 'AC-THOR', slug: 'ac-thor', full_slug: 'en/products/ac-thor', default_full_slug: 'produkte/ac-thor', lang: 'en', content: { _uid: 'x', component: 'product' } },
    ]);
    expect(related.map((s) => [s.name, s.paths.de, s.fullSlug])).toEqual([['AC-THOR', 'produkte/ac-thor', 'en/products/ac-thor']]);
  });
});

describe('info-center listing', () => {
  const document = (uuid: string, docType: string, filename: string): Story<InfoCenterDocumentBlok> => ({
    id: 1,
    uuid,
    name: uuid,
    slug: uuid,
    fullSlug: `infocenter/${uuid}`,
    defaultFullSlug: `infocenter/${uuid}`,
    firstPublishedAt: null,
    publishedAt: null,
    component: 'info-center-document',
    content: { _uid: uuid, component: 'info-center-document', doc_type: docType, file: { id: 1, filename } },
    paths: { de: `infocenter/${uuid}`, en: `infocenter/${uuid}`, fr: `infocenter/${uuid}`, es: `infocenter/${uuid}`, nl: `infocenter/${uuid}`, it: `infocenter/${uuid}` },
  });

  it('decides the direct download by the stored doc_type value, whatever the entry is named', async () => {
    const onSite = `https://${documentContext().siteHost}/files/a.pdf`;
    listed.stories = [document('sheet', 'datasheet', onSite), document('certificate', 'certificate', onSite)];
    // the editors renamed both entries: the rule must not follow the names
    const labels: DatasourceEntry[] = [
      { name: 'Produktdatenblatt', value: 'datasheet', label: 'Data sheet' },
      { name: 'Datenblatt', value: 'certificate', label: 'Certificate' },
    ];
    // a chosen language: one read (without one, the visitor's language comes first, in two)
    const { items } = await loadListPage('documents', { locale: 'en', page: 1, searchTerm: '', filters: { language: 'en' } }, labels, 'published');
    expect(items.map((item) => [item.key, item.meta[0], item.file?.download])).toEqual([
      ['sheet', 'Data sheet', true],
      ['certificate', 'Certificate', false],
    ]);
  });
});

describe('the visitor’s language first', () => {
  // 30 documents in German and 40 in other languages, each part already in the listing's order
  const documents = [...Array.from({ length: 30 }, (_, i) => ({ id: `de-${i}`, language: 'de' })), ...Array.from({ length: 40 }, (_, i) => ({ id: `x-${i}`, language: i % 2 ? 'fr' : 'es' }))];
  const reads: string[] = [];
  const read = async (page: number, condition: Record<string, string>) => {
    reads.push(`${page}:${JSON.stringify(condition)}`);
    const part = documents.filter((d) => ('in' in condition ? d.language === condition.in : d.language !== condition.not_in));
    return { stories: part.slice((page - 1) * 25, page * 25), total: part.length };
  };

  it.each([
    [1, 'de-0', 'de-24', 25],
    [2, 'de-25', 'x-19', 25],
    [3, 'x-20', 'x-39', 20],
    [4, undefined, undefined, 0],
  ])('page %i runs from %s to %s (%i entries) of 70', async (page, first, last, count) => {
    const { stories, total } = await visitorLanguageFirst(read, 'de', page);
    expect(total).toBe(70);
    expect(stories).toHaveLength(count);
    expect(stories[0]?.id).toBe(first);
    expect(stories.at(-1)?.id).toBe(last);
  });

  it('every document once, in order, over all pages', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => visitorLanguageFirst(read, 'de', page)));
    expect(pages.flatMap((p) => p.stories).map((d) => d.id)).toEqual(documents.map((d) => d.id));
  });

  it('reads a second page of the other languages only where a page starts inside one', async () => {
    reads.length = 0;
    await visitorLanguageFirst(read, 'de', 3);
    expect(reads).toEqual(['3:{"in":"de"}', '1:{"not_in":"de"}', '2:{"not_in":"de"}']);
  });
});
