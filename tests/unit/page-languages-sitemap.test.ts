import { describe, expect, it, vi } from 'vitest';
import type { Story } from '@/content/types';

const pages: Partial<Story>[] = [
  { id: 1, publishedAt: null, paths: { de: 'sommeraktion', en: 'summer-campaign', fr: 'sommeraktion', es: 'sommeraktion', nl: 'sommeraktion', it: 'sommeraktion' }, content: { _uid: 'a', component: 'page', page_languages: ['de', 'en'] } },
  { id: 2, publishedAt: null, paths: { de: 'kontakt', en: 'contact', fr: 'contact', es: 'contacto', nl: 'contact', it: 'contatti' }, content: { _uid: 'b', component: 'page' } },
];
vi.mock('@/content', () => ({ getAllPages: async () => pages }));

describe('the sitemap', () => {
  it('lists a page in exactly the languages it is in, with those as its alternates; a page without a choice in all six', async () => {
    const { default: sitemap } = await import('@/app/sitemap');
    const entries = await sitemap();
    const campaign = entries.filter((e) => /sommeraktion|summer-campaign/.test(e.url));
    expect(campaign.map((e) => new URL(e.url).pathname)).toEqual(['/de/sommeraktion/', '/en/summer-campaign/']);
    expect(Object.keys(campaign[0]!.alternates?.languages ?? {})).toEqual(['de', 'en', 'x-default']);
    expect(entries.filter((e) => /kontakt|contact|contatti/.test(e.url))).toHaveLength(6);
  });
});
