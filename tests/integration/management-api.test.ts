/**
 * The content service's Management API stand-in, driven over HTTP as a push drives Storyblok's:
 * what it writes is what the CDN API then answers.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGEMENT_RATE_LIMITS, type RateLimitError } from '../../packages/local/src/content-service/management';
import { createContentService, type ContentService } from '../../packages/local/src/content-service/server';

const TOKEN = 'test-personal-access-token';
const PUBLIC_TOKEN = 'local-public-token';
const PREVIEW_TOKEN = 'local-preview-token';
const SPACE = 1000;
const dataDir = fileURLToPath(new URL('../../packages/local/content', import.meta.url));

let service: ContentService;
let base: string;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the assertions read the answers' JSON field by field
type Json = Record<string, any>;

interface Reply<T = Json> {
  status: number;
  body: T;
  headers: Headers;
}

async function mapi<T = Json>(method: string, path: string, body?: unknown, token = TOKEN): Promise<Reply<T>> {
  const response = await fetch(`${base}/v1/spaces/${SPACE}${path}`, {
    method,
    headers: { authorization: token, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as T) : ({} as T), headers: response.headers };
}

async function cdn(path: string, params: Record<string, string> = {}, token = PUBLIC_TOKEN) {
  const query = new URLSearchParams({ token, ...params });
  const response = await fetch(`${base}/v2/cdn/${path}?${query}`);
  return { status: response.status, body: (await response.json()) as Json };
}

const uid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

beforeAll(async () => {
  service = createContentService({ dataDir, publicToken: PUBLIC_TOKEN, previewToken: PREVIEW_TOKEN, managementToken: TOKEN, emptySpace: true });
  base = await service.listen(0);
});
afterAll(() => service.close());

describe('access', () => {
  it('refuses an unknown token, a Bearer token and another space; answers the space with its languages', async () => {
    expect(await mapi('GET', '', undefined, 'wrong')).toMatchObject({ status: 401, body: { error: 'Unauthorized' } });
    expect((await mapi('GET', '', undefined, '')).status).toBe(401);
    expect((await mapi('GET', '', undefined, `Bearer ${TOKEN}`)).status).toBe(401);
    const other = await fetch(`${base}/v1/spaces/1001`, { headers: { authorization: TOKEN } });
    expect(other.status).toBe(404);
    const { status, body } = await mapi('GET', '');
    expect(status).toBe(200);
    expect(body.space).toMatchObject({ id: SPACE, default_lang_name: 'German' });
    expect(body.space.languages.map((l: { code: string }) => l.code)).toEqual(['en', 'fr', 'es', 'nl', 'it']);
    expect(body.space.languages[0]).toMatchObject({ code: 'en', name: 'English' });
  });

  it('starts as an empty space', async () => {
    expect((await mapi('GET', '/stories')).body.stories).toEqual([]);
    expect((await mapi('GET', '/datasources')).body.datasources).toEqual([]);
    expect((await mapi('GET', '/components')).body).toEqual({ components: [], component_groups: [] });
    expect((await cdn('stories')).body.stories).toEqual([]);
    expect((await fetch(`${base}/f/1000/800x600/a1c404/ac-thor.svg`)).status).toBe(404);
  });

  for (const [plan, limit] of Object.entries(MANAGEMENT_RATE_LIMITS)) {
    it(`answers 429 {"error": …} above the ${plan} plan's limit of ${limit} calls a second, whatever the endpoint`, async () => {
      const limited = createContentService({ dataDir, publicToken: PUBLIC_TOKEN, previewToken: PREVIEW_TOKEN, managementToken: TOKEN, managementRateLimitPerSecond: limit, emptySpace: true });
      const limitedBase = await limited.listen(0);
      try {
        const endpoints = ['', '/stories', '/components', '/datasources', '/assets', '/app_provisions'];
        const get = (index: number) => fetch(`${limitedBase}/v1/spaces/${SPACE}${endpoints[index % endpoints.length]}`, { headers: { authorization: TOKEN } });
        const replies = await Promise.all(Array.from({ length: limit + 2 }, (_, index) => get(index)));
        expect(replies.filter((r) => r.status === 200)).toHaveLength(limit);
        const refused = replies.filter((r) => r.status === 429);
        expect(refused).toHaveLength(2);
        const body = (await refused[0]!.json()) as RateLimitError;
        expect(Object.keys(body)).toEqual(['error']);
        expect(typeof body.error).toBe('string');
        // the CDN API is limited apart: Management API calls do not count against it
        expect((await cdn('stories')).status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 1100));
        expect((await get(0)).status).toBe(200);
      } finally {
        await limited.close();
      }
    });
  }

  it('is off without a management token', async () => {
    const plain = createContentService({ dataDir, publicToken: PUBLIC_TOKEN, previewToken: PREVIEW_TOKEN });
    const plainBase = await plain.listen(0);
    try {
      expect((await fetch(`${plainBase}/v1/spaces/${SPACE}`, { headers: { authorization: TOKEN } })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('folders and stories', () => {
  let folderId: number;
  let startPageId: number;
  let childId: number;

  it('creates a folder, its start page and a child with translated slugs, which the CDN serves in every language', async () => {
    const folder = await mapi('POST', '/stories', {
      story: { name: 'Produkte', slug: 'produkte', parent_id: 0, is_folder: true, translated_slugs_attributes: [{ lang: 'en', slug: 'products', name: 'Products' }] },
      publish: 1,
    });
    expect(folder.status).toBe(201);
    expect(folder.body.story).toMatchObject({ full_slug: 'produkte', is_folder: true, parent_id: 0 });
    folderId = folder.body.story.id;

    const startPage = await mapi('POST', '/stories', {
      story: {
        name: 'Produkte',
        slug: 'produkte',
        parent_id: folderId,
        is_startpage: true,
        content: { _uid: uid(1), component: 'page', title: 'Unsere Produkte', title__i18n__en: 'Our products' },
        translated_slugs_attributes: [{ lang: 'en', slug: 'products', name: 'Products' }],
      },
      publish: 1,
    });
    expect(startPage.status).toBe(201);
    expect(startPage.body.story).toMatchObject({ full_slug: 'produkte/', is_startpage: true, published: true, unpublished_changes: false });
    startPageId = startPage.body.story.id;

    const child = await mapi('POST', '/stories', {
      story: {
        name: 'AC-THOR',
        slug: 'ac-thor',
        parent_id: folderId,
        position: 2,
        content: {
          _uid: uid(2),
          component: 'product',
          title: 'AC-THOR Heizstab-Regler',
          title__i18n__en: 'AC-THOR heating rod controller',
          body: [{ _uid: uid(3), component: 'text', text: 'Hallo', text__i18n__en: 'Hello' }],
        },
        translated_slugs_attributes: [
          { lang: 'en', slug: 'ac-thor', name: 'AC-THOR' },
          { lang: 'fr', slug: 'ac-thor-fr', name: 'AC-THOR (fr)' },
        ],
      },
    });
    expect(child.status).toBe(201);
    const story = child.body.story;
    childId = story.id;
    expect(story).toMatchObject({ full_slug: 'produkte/ac-thor', parent_id: folderId, published: false, position: 2 });
    expect(story.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(story.content.title__i18n__en).toBe('AC-THOR heating rod controller');
    expect(story.translated_slugs).toEqual([
      { id: expect.any(Number), lang: 'en', slug: 'ac-thor', name: 'AC-THOR', published: false },
      { id: expect.any(Number), lang: 'fr', slug: 'ac-thor-fr', name: 'AC-THOR (fr)', published: false },
    ]);

    // a story created without publish is a draft: the CDN serves it with version=draft only
    expect((await cdn('stories/produkte/ac-thor')).status).toBe(404);
    const draft = await cdn('stories/en/products/ac-thor', { version: 'draft' }, PREVIEW_TOKEN);
    expect(draft.body.story).toMatchObject({ full_slug: 'en/products/ac-thor', name: 'AC-THOR' });
    expect(draft.body.story.content.body[0].text).toBe('Hello');

    expect((await mapi('GET', `/stories/${childId}/publish`)).status).toBe(200);
    const german = await cdn('stories/produkte/ac-thor');
    expect(german.body.story).toMatchObject({ full_slug: 'produkte/ac-thor', lang: 'default' });
    expect(german.body.story.content.title).toBe('AC-THOR Heizstab-Regler');
    const english = await cdn('stories/en/products/ac-thor');
    expect(english.body.story.content.title).toBe('AC-THOR heating rod controller');
    expect(english.body.story.translated_slugs).toContainEqual({ lang: 'fr', path: 'produkte/ac-thor-fr', name: 'AC-THOR (fr)', published: true });
    expect(english.body.story.translated_slugs).toContainEqual({ lang: 'es', path: 'produkte/ac-thor', name: 'AC-THOR', published: true });

    // a folder's path answers its start page, in the default language and translated
    expect((await cdn('stories/produkte')).body.story.id).toBe(startPageId);
    const englishStart = await cdn('stories/en/products');
    expect(englishStart.body.story).toMatchObject({ id: startPageId, full_slug: 'en/products/' });
    expect(englishStart.body.story.content.title).toBe('Our products');
    const listed = await cdn('stories', { starts_with: 'produkte/' });
    expect(listed.body.stories.map((s: { full_slug: string }) => s.full_slug).sort()).toEqual(['produkte/', 'produkte/ac-thor']);
  });

  it('lists folders and stories without content, pages them, and finds one by full slug', async () => {
    const all = await mapi('GET', '/stories?per_page=2');
    expect(all.headers.get('total')).toBe('3');
    expect(all.body.stories).toHaveLength(2);
    expect(all.body.stories.every((s: object) => !('content' in s))).toBe(true);
    const folders = await mapi('GET', '/stories?folder_only=1');
    expect(folders.body.stories.map((s: { id: number }) => s.id)).toEqual([folderId]);
    const bySlug = await mapi('GET', '/stories?with_slug=produkte/ac-thor');
    expect(bySlug.body.stories.map((s: { id: number }) => s.id)).toEqual([childId]);
    expect((await mapi('GET', '/stories?contain_component=text')).status).toBe(422);
  });

  it('keeps content changes of a published story unpublished until it is published', async () => {
    const current = (await mapi('GET', `/stories/${childId}`)).body.story;
    const changed = await mapi('PUT', `/stories/${childId}`, { story: { content: { ...current.content, title: 'AC-THOR neu' } } });
    expect(changed.body.story).toMatchObject({ published: true, unpublished_changes: true });
    expect((await cdn('stories/produkte/ac-thor')).body.story.content.title).toBe('AC-THOR Heizstab-Regler');
    expect((await cdn('stories/produkte/ac-thor', { version: 'draft' }, PREVIEW_TOKEN)).body.story.content.title).toBe('AC-THOR neu');
    const published = await mapi('GET', `/stories/${childId}/publish`);
    expect(published.body.story).toMatchObject({ unpublished_changes: false, published: true });
    expect(published.body.story.first_published_at).not.toBeNull();
    expect((await cdn('stories/produkte/ac-thor')).body.story.content.title).toBe('AC-THOR neu');
  });

  it("updates translated slugs by id, and a folder's new translated slug moves the paths under it", async () => {
    const { body } = await mapi('GET', `/stories/${childId}`);
    const french = body.story.translated_slugs.find((t: { lang: string }) => t.lang === 'fr');
    const renamed = await mapi('PUT', `/stories/${childId}`, { story: { translated_slugs_attributes: [{ id: french.id, slug: 'ac-thor-francais' }] } });
    expect(renamed.body.story.translated_slugs).toContainEqual({ id: french.id, lang: 'fr', slug: 'ac-thor-francais', name: 'AC-THOR (fr)', published: true });
    await mapi('PUT', `/stories/${folderId}`, { story: { translated_slugs_attributes: [{ lang: 'fr', slug: 'produits', name: 'Produits' }] } });
    expect((await cdn('stories/fr/produits/ac-thor-francais')).body.story.id).toBe(childId);
    expect((await cdn('stories/fr/produits')).body.story.id).toBe(startPageId);
  });

  it("refuses what Storyblok refuses, with Storyblok's messages", async () => {
    const create = (story: object) => mapi('POST', '/stories', { story });
    const page = (n: number) => ({ _uid: uid(n), component: 'page' });
    expect(await create({ name: 'Doppelt', slug: 'ac-thor', parent_id: folderId, content: page(10) })).toMatchObject({ status: 422, body: { slug: ['has already been taken'] } });
    expect(await create({ name: 'Unter', slug: 'unter', parent_id: childId, content: page(11) })).toMatchObject({ status: 422, body: { parent_id: ['must be a folder'] } });
    expect(await create({ name: 'Fehlt', parent_id: 0, content: page(12) })).toMatchObject({ status: 422, body: { slug: ["can't be blank"] } });
    expect(await mapi('POST', '/stories', { name: 'x', slug: 'x' })).toMatchObject({ status: 422, body: { error: 'param is missing or the value is empty: story' } });
    expect(await create({ name: 'Start', slug: 'start', is_startpage: true, content: page(13) })).toMatchObject({ status: 422, body: { is_startpage: [expect.any(String)] } });
    expect(await create({ name: 'Pfad', slug: 'a/b', content: page(14) })).toMatchObject({ status: 422, body: { slug: ['is invalid'] } });

    const noUid = await create({ name: 'Ohne', slug: 'ohne-uid', content: { ...page(15), body: [{ component: 'text' }] } });
    expect(noUid).toMatchObject({ status: 422, body: { content: ['body[0]: a blok needs its _uid'] } });
    const noComponent = await create({ name: 'Ohne', slug: 'ohne-component', content: { ...page(16), body: [{ _uid: uid(17), text: 'x' }] } });
    expect(noComponent).toMatchObject({ status: 422, body: { content: ['body[0]: a blok needs its component'] } });
    expect(await create({ name: 'Ohne', slug: 'ohne-root', content: { title: 'x' } })).toMatchObject({ status: 422, body: { content: ['needs its component at the root'] } });
    // field values that are objects in arrays (assets, rich text nodes) are not bloks
    const fieldValues = await create({
      name: 'Felder',
      slug: 'felder',
      content: { ...page(18), gallery: [{ id: 1, filename: 'https://a.storyblok.com/f/1000/x/ab/a.png', fieldtype: 'asset' }], text: { type: 'doc', content: [{ type: 'paragraph' }] } },
    });
    expect(fieldValues.status).toBe(201);

    const badLanguage = await create({ name: 'Sprache', slug: 'sprache', content: page(19), translated_slugs_attributes: [{ lang: 'de', slug: 'sprache' }] });
    expect(badLanguage.status).toBe(422);
    expect(badLanguage.body['translated_slugs.lang']).toHaveLength(1);
    const twice = await mapi('PUT', `/stories/${childId}`, { story: { translated_slugs_attributes: [{ lang: 'en', slug: 'again' }] } });
    expect(twice).toMatchObject({ status: 422, body: { 'translated_slugs.lang': ['has already been taken'] } });
    expect((await mapi('PUT', '/stories/999999', { story: { name: 'x' } })).status).toBe(404);
    expect((await mapi('GET', '/stories/999999')).body).toEqual(['This record could not be found']);
  });

  it('unpublishes a story: the CDN serves it with version=draft only, with its unpublished changes', async () => {
    const current = (await mapi('GET', `/stories/${childId}`)).body.story;
    await mapi('PUT', `/stories/${childId}`, { story: { content: { ...current.content, title: 'AC-THOR Entwurf' } } });
    const unpublished = await mapi('GET', `/stories/${childId}/unpublish`);
    expect(unpublished.status).toBe(200);
    expect(unpublished.body.story).toMatchObject({ id: childId, published: false, unpublished_changes: false });
    expect(unpublished.body.story.content.title).toBe('AC-THOR Entwurf');
    expect((await cdn('stories/produkte/ac-thor')).status).toBe(404);
    expect((await cdn('stories/en/products/ac-thor')).status).toBe(404);
    expect((await cdn('stories', { starts_with: 'produkte/' })).body.stories.map((s: { id: number }) => s.id)).toEqual([startPageId]);
    const draft = await cdn('stories/produkte/ac-thor', { version: 'draft' }, PREVIEW_TOKEN);
    expect(draft.status).toBe(200);
    expect(draft.body.story.content.title).toBe('AC-THOR Entwurf');
    expect((await mapi('GET', '/stories/999999/unpublish')).status).toBe(404);
  });

  it('deletes a story with its translated slugs, answering it; its slug is free again', async () => {
    expect((await mapi('DELETE', `/stories/${childId}`, undefined, 'wrong')).status).toBe(401);
    expect((await mapi('GET', `/stories/${childId}`)).status).toBe(200);
    const deleted = await mapi('DELETE', `/stories/${childId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.story).toMatchObject({ id: childId, full_slug: 'produkte/ac-thor', content: { title: 'AC-THOR Entwurf' } });
    expect(deleted.body.story.translated_slugs.map((t: { slug: string }) => t.slug)).toEqual(['ac-thor', 'ac-thor-francais']);

    for (const slug of ['produkte/ac-thor', 'en/products/ac-thor', 'fr/produits/ac-thor-francais']) {
      expect((await cdn(`stories/${slug}`, { version: 'draft' }, PREVIEW_TOKEN)).status).toBe(404);
    }
    expect(await mapi('GET', `/stories/${childId}`)).toMatchObject({ status: 404, body: ['This record could not be found'] });
    expect((await mapi('GET', `/stories?by_ids=${childId}`)).body.stories).toEqual([]);
    expect(await mapi('DELETE', `/stories/${childId}`)).toMatchObject({ status: 404, body: ['This record could not be found'] });
    expect((await mapi('GET', `/stories/${childId}/publish`)).status).toBe(404);

    const again = await mapi('POST', '/stories', { story: { name: 'AC-THOR', slug: 'ac-thor', parent_id: folderId, content: { _uid: uid(20), component: 'product' } } });
    expect(again.status).toBe(201);
    expect(again.body.story).toMatchObject({ full_slug: 'produkte/ac-thor', translated_slugs: [] });
  });

  it('deletes a folder with everything under it', async () => {
    const create = async (story: object) => (await mapi('POST', '/stories', { story, publish: 1 })).body.story.id as number;
    const folder = await create({ name: 'Archiv', slug: 'archiv', is_folder: true });
    const sub = await create({ name: 'Alt', slug: 'alt', parent_id: folder, is_folder: true });
    const inFolder = await create({ name: 'Eins', slug: 'eins', parent_id: folder, content: { _uid: uid(21), component: 'page' } });
    const inSub = await create({ name: 'Zwei', slug: 'zwei', parent_id: sub, content: { _uid: uid(22), component: 'page' } });
    expect((await cdn('stories/archiv/alt/zwei')).status).toBe(200);

    const deleted = await mapi('DELETE', `/stories/${folder}`);
    expect(deleted.body.story).toMatchObject({ id: folder, is_folder: true, full_slug: 'archiv' });
    expect((await mapi('GET', `/stories?by_ids=${[folder, sub, inFolder, inSub].join(',')}`)).body.stories).toEqual([]);
    expect((await cdn('stories', { starts_with: 'archiv', version: 'draft' }, PREVIEW_TOKEN)).body.stories).toEqual([]);
    expect((await cdn('stories/archiv/eins', { version: 'draft' }, PREVIEW_TOKEN)).status).toBe(404);
    // the others are untouched
    expect((await cdn('stories/produkte')).body.story.id).toBe(startPageId);
  });
});

describe('components and component groups', () => {
  it('creates and updates them, refusing a name that is taken', async () => {
    const group = await mapi('POST', '/component_groups', { component_group: { name: 'Inhalte' } });
    expect(group.status).toBe(201);
    expect(group.body.component_group).toMatchObject({ id: expect.any(Number), uuid: expect.any(String), name: 'Inhalte', parent_id: null });
    const component = {
      name: 'teaser',
      display_name: 'Teaser',
      is_root: false,
      is_nestable: true,
      component_group_uuid: group.body.component_group.uuid,
      preview_field: 'headline',
      schema: { headline: { type: 'text', pos: 0, translatable: true, required: true } },
    };
    const created = await mapi('POST', '/components', { component });
    expect(created.status).toBe(201);
    expect(created.body.component).toMatchObject({ ...component, id: expect.any(Number) });
    expect(await mapi('POST', '/components', { component })).toMatchObject({ status: 422, body: { name: ['has already been taken'] } });
    expect((await mapi('POST', '/components', { component: { ...component, name: 'other', component_group_uuid: 'nope' } })).status).toBe(422);
    const updated = await mapi('PUT', `/components/${created.body.component.id}`, { component: { ...component, display_name: 'Teaser-Kachel' } });
    expect(updated).toMatchObject({ status: 200, body: { component: { id: created.body.component.id, display_name: 'Teaser-Kachel' } } });
    const listed = await mapi('GET', '/components');
    expect(listed.body.components).toHaveLength(1);
    expect(listed.body.component_groups).toHaveLength(1);
    expect(await mapi('POST', '/components', { component: { display_name: 'Ohne Namen' } })).toMatchObject({ status: 422, body: { name: ["can't be blank"] } });
  });
});

describe('datasources', () => {
  it('keeps entries with a value per dimension, which the CDN answers with dimension=<entry_value>', async () => {
    const created = await mapi('POST', '/datasources', {
      datasource: { name: 'News categories', slug: 'news-categories', dimensions_attributes: [{ name: 'English', entry_value: 'en' }, { name: 'Français', entry_value: 'fr' }] },
    });
    expect(created.status).toBe(201);
    const datasource = created.body.datasource;
    expect(datasource.dimensions).toEqual([
      expect.objectContaining({ id: expect.any(Number), name: 'English', entry_value: 'en', datasource_id: datasource.id }),
      expect.objectContaining({ id: expect.any(Number), name: 'Français', entry_value: 'fr', datasource_id: datasource.id }),
    ]);
    expect(await mapi('POST', '/datasources', { datasource: { name: 'Again', slug: 'news-categories' } })).toMatchObject({ status: 422, body: { slug: ['has already been taken'] } });

    const entry = await mapi('POST', '/datasource_entries', { datasource_entry: { name: 'Veranstaltungen', value: 'events', datasource_id: datasource.id } });
    expect(entry).toMatchObject({ status: 201, body: { datasource_entry: { name: 'Veranstaltungen', value: 'events', datasource_id: datasource.id } } });
    const [english] = datasource.dimensions;
    const put = await mapi('PUT', `/datasource_entries/${entry.body.datasource_entry.id}`, {
      datasource_entry: { name: 'Veranstaltungen', value: 'events', dimension_value: 'Events' },
      dimension_id: english.id,
    });
    expect(put.status).toBe(204);
    const withoutDimension = await mapi('PUT', `/datasource_entries/${entry.body.datasource_entry.id}`, { datasource_entry: { dimension_value: 'x' } });
    expect(withoutDimension.status).toBe(422);
    // PATCH with `dimension_id` in the query, as Storyblok's client sends it (its OpenAPI's partial update)
    const [, french] = datasource.dimensions;
    const patched = await fetch(`${base}/v1/spaces/${SPACE}/datasource_entries/${entry.body.datasource_entry.id}?dimension_id=${french.id}`, {
      method: 'PATCH',
      headers: { authorization: TOKEN, 'content-type': 'application/json' },
      body: JSON.stringify({ datasource_entry: { dimension_value: 'Événements' } }),
    });
    expect(patched.status).toBe(204);
    expect((await mapi('GET', `/datasource_entries?datasource_id=${datasource.id}&dimension=${french.id}`)).body.datasource_entries[0].dimension_value).toBe('Événements');
    await mapi('PUT', `/datasource_entries/${entry.body.datasource_entry.id}`, { datasource_entry: { dimension_value: '' }, dimension_id: french.id });

    // the Management API takes the dimension's id, the CDN its entry_value
    const managed = await mapi('GET', `/datasource_entries?datasource_id=${datasource.id}&dimension=${english.id}`);
    expect(managed.body.datasource_entries).toEqual([{ id: entry.body.datasource_entry.id, name: 'Veranstaltungen', value: 'events', dimension_value: 'Events', datasource_id: datasource.id }]);
    const delivered = await cdn('datasource_entries', { datasource: 'news-categories', dimension: 'en' });
    expect(delivered.body.datasource_entries).toEqual([{ id: entry.body.datasource_entry.id, name: 'Veranstaltungen', value: 'events', dimension_value: 'Events' }]);
    expect((await cdn('datasource_entries', { datasource: 'news-categories', dimension: 'fr' })).body.datasource_entries[0].dimension_value).toBeNull();

    const renamed = await mapi('PUT', `/datasources/${datasource.id}`, { datasource: { dimensions_attributes: [{ id: english.id, name: 'English', entry_value: 'en-gb' }] } });
    expect(renamed.body.datasource.dimensions[0].entry_value).toBe('en-gb');
    expect((await cdn('datasource_entries', { datasource: 'news-categories', dimension: 'en-gb' })).body.datasource_entries[0].dimension_value).toBe('Events');
  });
});

describe('assets', () => {
  it('uploads in three steps (sign, post to the bucket, finish) and serves the file', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="6"/>';
    const signed = await mapi('POST', '/assets', { filename: 'ac.thor.svg', size: '800x600' });
    expect(signed.status).toBe(200);
    const { id, post_url, fields, pretty_url } = signed.body;
    expect(fields.key).toMatch(/^f\/1000\/800x600\/[0-9a-f]{10}\/ac_thor\.svg$/);
    expect(pretty_url).toBe(`//a.storyblok.com/${fields.key}`);
    expect(Object.keys(fields).sort()).toEqual(
      ['key', 'acl', 'Expires', 'Cache-Control', 'Content-Type', 'policy', 'x-amz-credential', 'x-amz-algorithm', 'x-amz-date', 'x-amz-signature'].sort(),
    );
    const form = (values: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(values)) data.append(name, value);
      data.append('file', new Blob([svg], { type: 'image/svg+xml' }), 'ac.thor.svg');
      return data;
    };
    expect((await fetch(post_url, { method: 'POST', body: form({ ...fields, key: 'f/1000/x/0000000000/other.svg' }) })).status).toBe(403);
    expect((await fetch(post_url, { method: 'POST', body: form({ ...fields, 'x-amz-signature': '0'.repeat(64) }) })).status).toBe(403);
    expect((await mapi('GET', `/assets/${id}/finish_upload`)).status).toBe(422);

    expect((await fetch(post_url, { method: 'POST', body: form(fields) })).status).toBe(204);
    expect((await mapi('GET', '/assets')).body.assets).toEqual([]);
    const finished = await mapi('GET', `/assets/${id}/finish_upload`);
    // as Storyblok's: the asset's address on the S3 origin (the bucket is the asset CDN's host), which has no image service
    expect(finished.body).toMatchObject({ id, filename: `https://s3.amazonaws.com/a.storyblok.com/${fields.key}` });
    const [listed] = (await mapi('GET', '/assets')).body.assets;
    expect(listed).toMatchObject({ id, filename: `https://s3.amazonaws.com/a.storyblok.com/${fields.key}`, short_filename: 'ac_thor.svg', content_type: 'image/svg+xml', content_length: svg.length });
    expect((await mapi('GET', `/assets/${id}`)).body.filename).toBe(`https://s3.amazonaws.com/a.storyblok.com/${fields.key}`);
    expect(signed.body.public_url).toBe(`https://s3.amazonaws.com/a.storyblok.com/${fields.key}`);

    const file = await fetch(`${base}/${fields.key}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/svg+xml');
    expect(await file.text()).toBe(svg);
    const head = await fetch(`${base}/${fields.key}/m/400x300`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(svg.length));
    expect((await mapi('POST', '/assets', { size: '800x600' })).status).toBe(422);
  });
});

describe('the Translatable Slugs app', () => {
  it('is listed among the app provisions of a space that has it', async () => {
    const { status, body } = await mapi<{ app_provisions: { slug: string; name: string }[] }>('GET', '/app_provisions');
    expect(status).toBe(200);
    expect(body.app_provisions).toEqual([expect.objectContaining({ slug: 'translatable-slugs', name: 'Translatable Slugs' })]);
  });

  it('is missing from a space without it, which keeps no translated slugs: the Management API and the CDN answer none', async () => {
    const starter = createContentService({ dataDir, publicToken: PUBLIC_TOKEN, previewToken: PREVIEW_TOKEN, managementToken: TOKEN, emptySpace: true, translatableSlugs: false });
    const starterBase = await starter.listen(0);
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${starterBase}/v1/spaces/${SPACE}${path}`, {
        method,
        headers: { authorization: TOKEN, 'content-type': 'application/json' },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as Json };
    };
    try {
      expect((await call('GET', '/app_provisions')).body).toEqual({ app_provisions: [] });
      const folder = await call('POST', '/stories', {
        story: { name: 'Produkte', slug: 'produkte', parent_id: 0, is_folder: true, translated_slugs_attributes: [{ lang: 'en', slug: 'products', name: 'Products' }] },
      });
      expect(folder.status).toBe(201);
      const created = await call('POST', '/stories', {
        story: {
          name: 'AC-THOR',
          slug: 'ac-thor',
          parent_id: folder.body.story.id,
          content: { _uid: uid(40), component: 'page' },
          translated_slugs_attributes: [{ lang: 'en', slug: 'ac-thor-en', name: 'AC-THOR' }],
        },
        publish: 1,
      });
      expect(created.status).toBe(201);
      expect(created.body.story).not.toHaveProperty('translated_slugs');
      expect(created.body.story).not.toHaveProperty('localized_paths');
      const read = await call('GET', `/stories/${created.body.story.id}`);
      expect(read.body.story).not.toHaveProperty('translated_slugs');

      const delivered = await fetch(`${starterBase}/v2/cdn/stories/produkte/ac-thor?token=${PUBLIC_TOKEN}`);
      const { story } = (await delivered.json()) as Json;
      expect(story).not.toHaveProperty('translated_slugs');
      // the English address is the German one under the language's prefix
      expect((await fetch(`${starterBase}/v2/cdn/stories/en/products/ac-thor-en?token=${PUBLIC_TOKEN}`)).status).toBe(404);
      const english = (await (await fetch(`${starterBase}/v2/cdn/stories/en/produkte/ac-thor?token=${PUBLIC_TOKEN}`)).json()) as Json;
      expect(english.story).toMatchObject({ id: created.body.story.id, full_slug: 'en/produkte/ac-thor' });
    } finally {
      await starter.close();
    }
  });
});

describe('ids', () => {
  it('are never given twice, not even after the space is read from its files again (POST /_local/reload)', async () => {
    const demo = createContentService({ dataDir, publicToken: PUBLIC_TOKEN, previewToken: PREVIEW_TOKEN, managementToken: TOKEN });
    const demoBase = await demo.listen(0);
    try {
      const create = async (slug: string) => {
        const response = await fetch(`${demoBase}/v1/spaces/${SPACE}/stories`, {
          method: 'POST',
          headers: { authorization: TOKEN, 'content-type': 'application/json' },
          body: JSON.stringify({ story: { name: slug, slug, content: { _uid: uid(30), component: 'page' } } }),
        });
        expect(response.status).toBe(201);
        return ((await response.json()) as Json).story.id as number;
      };
      const first = await create('e2e-once');
      expect((await fetch(`${demoBase}/_local/reload`, { method: 'POST' })).status).toBe(200);
      expect(await create('e2e-again')).toBeGreaterThan(first);
    } finally {
      await demo.close();
    }
  });
});
