import { describe, expect, it, vi } from 'vitest';
import { plainText } from '@/content/fields';
import { relatedStories } from '@/content/mapping';
import type { DatasourceEntry, InfoCenterDocumentBlok, RichTextDocument, Story } from '@/content/types';
import { documentContext } from '@/lib/documents';
import { loadListPage, parseListRequest } from '@/features/listing/listing';

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
    const { items } = await loadListPage('documents', { locale: 'en', page: 1, searchTerm: '', filters: {} }, labels, 'published');
    expect(items.map((item) => [item.key, item.meta[0], item.file?.download])).toEqual([
      ['sheet', 'Data sheet', true],
      ['certificate', 'Certificate', false],
    ]);
  });
});
