import { describe, expect, it } from 'vitest';
import { plainText } from '@/lib/content/fields';
import { relatedStories } from '@/lib/content/mapping';
import type { RichTextDocument } from '@/lib/content/types';
import { parseListRequest } from '@/lib/listing';

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
