/**
 * A content type is one slice: a model file, a folder that exports its definition, one line in the registry.
 * A throw-away type (tests/fixtures/content-type-slice: its model file and its folder's definition) composed
 * into the registry with one line is rendered, listed and indexed, and its relation field is resolved.
 */
import { readFileSync } from 'node:fs';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { componentSchema, loadModel } from '../../packages/cms/src/model';
import { RELATION_FIELDS, relationFields } from '../../packages/cms/src/relations';
import { EDITOR_RELATIONS } from '../../packages/local/src/content-service/editor';
import type { BlockProps } from '@/blocks/types';
import type { LayoutProps } from '@/content-types/types';
import type { ContentTypeBlok, NestableBlok, Story } from '@/content/types';
import { RELATION_FIELDS as SITE_RELATION_FIELDS } from '@/content/relations';
import { loadListPage, parseListRequest } from '@/features/listing/listing';
import { toSearchRecord } from '@/features/search/indexer';
import { blockMaps } from '@/registry/blocks';
import { composeRegistry } from '@/registry/compose';
import { contentTypeDefinitions, siteRegistry } from '@/registry/content-types';
import { fixtureEventType } from '../fixtures/content-type-slice/fixture-event';

/** what the mocked content service lists, and the queries it was asked */
const listed = vi.hoisted(() => ({ stories: [] as unknown[], queries: [] as unknown[] }));
vi.mock('@/content', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getStoriesPage: async (...query: unknown[]) => {
    listed.queries.push(query);
    return { stories: listed.stories, total: listed.stories.length };
  },
}));

const fixtureModel = componentSchema.parse(JSON.parse(readFileSync(new URL('../fixtures/content-type-slice/model/components/fixture-event.json', import.meta.url), 'utf8')));

// the one line: the site's definitions and the fixture's
const registry = composeRegistry([...contentTypeDefinitions, fixtureEventType], blockMaps);
const without = composeRegistry(contentTypeDefinitions, blockMaps);

const story = {
  id: 9001,
  uuid: 'fixture-uuid',
  name: 'Open day',
  slug: 'open-day',
  fullSlug: 'events/open-day',
  defaultFullSlug: 'events/open-day',
  firstPublishedAt: '2026-01-12T08:00:00.000Z',
  publishedAt: null,
  component: 'fixture-event',
  content: { _uid: 'e1', component: 'fixture-event', title: 'Open day at the factory', date: '2026-05-04 10:00', venue: ['00000bbb-0000-4000-8000-000000000bbb'] },
  paths: { de: 'events/open-day', en: 'events/open-day', fr: 'events/open-day', es: 'events/open-day', nl: 'events/open-day', it: 'events/open-day' },
} as unknown as Story;

describe('a content type added with a model file, a folder and one registry line', () => {
  it('is rendered: the registry has its page', () => {
    const Layout = registry.layouts[story.component] as ComponentType<LayoutProps> | undefined;
    expect(Layout).toBeDefined();
    const html = renderToStaticMarkup(createElement(Layout!, { story, locale: 'en', renderBlocks: () => null }));
    expect(html).toBe('<article class="fixture-event"><h1>Open day at the factory</h1><p class="fixture-event__date">2026-05-04 10:00</p></article>');
    expect(without.layouts[story.component]).toBeUndefined();
  });

  it('has its blocks in the registry', () => {
    const List = registry.blocks['fixture-event-list'] as ComponentType<BlockProps> | undefined;
    const blok = { _uid: 'l1', component: 'fixture-event-list' } as unknown as NestableBlok;
    expect(renderToStaticMarkup(createElement(List!, { blok, locale: 'en' }))).toBe('<section class="fixture-event-list">l1</section>');
    expect(without.blocks['fixture-event-list']).toBeUndefined();
  });

  it('is listed: the registry has its listing, and the listing machinery gives its records', async () => {
    const listing = registry.listings['fixture-events'];
    expect(listing).toBeDefined();
    const request = parseListRequest(listing!, new URLSearchParams('locale=en&venue=00000bbb-0000-4000-8000-000000000bbb&category=ignored'));
    expect(request).toEqual({ locale: 'en', page: 1, searchTerm: '', filters: { venue: '00000bbb-0000-4000-8000-000000000bbb' } });
    listed.stories = [story];
    listed.queries = [];
    const page = await loadListPage(listing!, request as Exclude<typeof request, { error: string }>, [], 'published');
    expect(page).toEqual({ items: [{ key: 'fixture-uuid', title: 'Open day at the factory', description: '', href: '/en/events/open-day/', meta: ['2026-05-04 10:00'], image: null, file: null }], total: 1, page: 1 });
    expect(listed.queries).toEqual([['fixture-event', 'en', { page: 1, sortBy: 'content.date:asc', searchTerm: undefined, filter: { venue: { in: '00000bbb-0000-4000-8000-000000000bbb' } } }, { version: 'published' }]]);
    expect(without.listings['fixture-events']).toBeUndefined();
  });

  it('is indexed: the search indexer makes its record', () => {
    const record = toSearchRecord(story, 'en', registry.searchDefinitions);
    expect(record).toMatchObject({ objectID: '9001-en', name: 'Open day at the factory', type: 'news', typeRank: 1, content: '', full_slug: 'events/open-day', lang: 'en' });
    expect(toSearchRecord(story, 'en', without.searchDefinitions)).toBeNull();
  });

  it('has its relation field resolved: the relation list is derived from the model files', () => {
    const model = loadModel();
    expect(relationFields([...model.components, fixtureModel])).toContain('fixture-event.venue');
    expect(relationFields(model.components)).not.toContain('fixture-event.venue');
    // the list the site and the editor stand-in resolve is the model's, kept by `npm run cms:types`
    expect([...RELATION_FIELDS]).toEqual(relationFields(model.components));
    expect(SITE_RELATION_FIELDS).toBe(RELATION_FIELDS);
    expect(EDITOR_RELATIONS).toBe(RELATION_FIELDS);
  });
});

describe('the composed registry', () => {
  it('refuses a content type, block or listing defined twice', () => {
    expect(() => composeRegistry([...contentTypeDefinitions, fixtureEventType, fixtureEventType], blockMaps)).toThrow('the content type "fixture-event" twice');
    expect(() => composeRegistry(contentTypeDefinitions, [...blockMaps, { hero: () => null }])).toThrow('the block "hero" twice');
  });

  it('has a component for every block the model offers a page, and the lists of news and documents', () => {
    const page = loadModel().components.find((component) => component.name === 'page')!;
    const offered = (page.schema.body!.component_whitelist ?? []).filter((name) => name !== 'legacy-slider');
    expect(offered.filter((name) => !siteRegistry.blocks[name])).toEqual([]);
    expect(Object.keys(siteRegistry.listings).sort()).toEqual(['documents', 'news']);
    expect(Object.keys(siteRegistry.layouts).sort()).toEqual(
      ['frequently-asked-question', 'info-center-document', 'job', 'manual', 'manual-legacy', 'news', 'page', 'product', 'reference'] satisfies ContentTypeBlok['component'][],
    );
  });
});
