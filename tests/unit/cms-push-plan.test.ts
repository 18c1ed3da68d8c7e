/** The push's plan (pure): an empty space gets everything in order, a matching space nothing, a changed model file its component only. */
import { describe, expect, it } from 'vitest';
import type { ContentModel } from '../../packages/cms/src/model';
import type { ContentData, StoredStory } from '../../packages/cms/src/space-files';
import { emptyMapping, storyBody } from '../../packages/cms/src/push/desired';
import { missingLanguages } from '../../packages/cms/src/push/languages';
import { planPush, summarise, type Desired } from '../../packages/cms/src/push/plan';
import { demoAssetPath } from '../../packages/cms/src/push/rewrite';
import type { RemoteAsset, RemoteComponent, RemoteDatasource, RemoteGroup, RemoteStory, SpaceState } from '../../packages/cms/src/push/state';

const uuid = (id: number) => `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`;

const model: ContentModel = {
  groups: [{ name: 'Parts', uuid: 'repo-parts' }],
  components: [
    { name: 'page', display_name: 'Page', is_root: true, is_nestable: false, component_group_uuid: null, schema: { title: { type: 'text', pos: 0, translatable: true } } },
    { name: 'teaser', display_name: 'Teaser', is_root: false, is_nestable: true, component_group_uuid: 'repo-parts', schema: { image: { type: 'asset', pos: 0 } } },
  ],
};

function story(id: number, fullSlug: string, extra: Partial<StoredStory> = {}): StoredStory {
  const slug = fullSlug.replace(/\/$/, '').split('/').pop()!;
  return {
    id,
    uuid: uuid(id),
    name: slug,
    slug,
    full_slug: fullSlug,
    parent_id: 0,
    position: 0,
    is_startpage: false,
    tag_list: [],
    published: true,
    created_at: '2026-01-01T00:00:00.000Z',
    published_at: '2026-01-01T00:00:00.000Z',
    first_published_at: '2026-01-01T00:00:00.000Z',
    sort_by_date: null,
    translated_slugs: { en: { path: fullSlug.replace('produkte', 'products'), name: `${slug} (en)` } },
    content: { _uid: `blok-${id}`, component: 'page', title: slug },
    ...extra,
  };
}

const THOR = '1000/800x600/aa11/thor.svg';
const SHEET = '1000/documents/sheet.pdf';
const folder = story(10, 'produkte', { is_folder: true, content: undefined, translated_slugs: { en: { path: 'products', name: 'Products' } } });
const startPage = story(11, 'produkte/', { parent_id: 10, is_startpage: true, content: { _uid: 'b11', component: 'page', products: [uuid(12)] } });
const product = story(12, 'produkte/thor', {
  parent_id: 10,
  position: 1,
  content: { _uid: 'b12', component: 'page', back: { id: uuid(11), linktype: 'story' }, image: { filename: `https://a.storyblok.com${demoAssetPath(THOR)}` } },
});
const home = story(1, 'home', { draft: { content: { _uid: 'b1', component: 'page', title: 'Home (draft)' } } });
const webinars = story(2, 'webinare', { published: false });

const content: ContentData = {
  space: { id: 1000, name: 'Demo', domain: 'http://localhost:3000/', default_language: 'de', language_codes: ['en', 'fr'] },
  stories: [home, startPage, folder, product, webinars],
  datasources: [{ id: 1, name: 'Topics', slug: 'topics', entries: [{ id: 5, name: 'Betrieb', value: 'operation', dimensions: { de: 'Betrieb', en: 'Operation', fr: 'Utilisation' } }] }],
};
const desired: Desired = { model, content, assetFiles: [SHEET, THOR] };

const emptySpace: SpaceState = { groups: [], components: [], datasources: [], entries: {}, assets: [], stories: [] };

/** A space holding all of `desired`, as the Management API would answer (ids, uuids and asset URLs of its own, defaults spelled out). */
function fullSpace(): SpaceState {
  const mapping = emptyMapping(content);
  mapping.assetUrls.set(demoAssetPath(THOR), 'https://a.storyblok.com/f/7/800x600/ffee/thor.svg');
  mapping.assetUrls.set(demoAssetPath(SHEET), 'https://a.storyblok.com/f/7/x/ddcc/sheet.pdf');
  for (const entry of content.stories) {
    mapping.storyIds.set(entry.id, entry.id + 500);
    mapping.storyUuids.set(entry.uuid, `space-${entry.id}`);
  }
  const stories: RemoteStory[] = content.stories.map((entry) => {
    const { body } = storyBody(entry, entry.draft ? 'draft' : 'published', mapping);
    return {
      id: entry.id + 500,
      uuid: `space-${entry.id}`,
      name: body.name,
      slug: body.slug,
      full_slug: entry.full_slug,
      parent_id: body.parent_id ?? null,
      is_folder: Boolean(entry.is_folder),
      is_startpage: body.is_startpage,
      position: body.position,
      published: entry.published,
      unpublished_changes: Boolean(entry.draft),
      tag_list: body.tag_list ?? [],
      sort_by_date: body.sort_by_date ?? null,
      first_published_at: entry.first_published_at,
      content: body.content,
      translated_slugs: body.translated_slugs_attributes.map((slug, index) => ({ id: entry.id * 10 + index, lang: slug.lang, slug: slug.slug, name: slug.name, published: entry.published })),
    } as RemoteStory; // the keys the plan reads
  });
  return {
    groups: [{ id: 3, uuid: 'space-parts', name: 'Parts', parent_id: null, parent_uuid: null } satisfies RemoteGroup],
    components: model.components.map((component, index) => ({
      ...component,
      id: 100 + index,
      created_at: '2026-11-25T00:00:00.000Z',
      updated_at: '2026-11-25T00:00:00.000Z',
      description: '',
      component_group_uuid: component.component_group_uuid ? 'space-parts' : null,
      schema: Object.fromEntries(Object.entries(component.schema).map(([name, field]) => [name, { required: false, ...field }])),
    }) as RemoteComponent),
    datasources: [{ id: 20, name: 'Topics', slug: 'topics', dimensions: ['de', 'en', 'fr'].map((code, index) => ({ id: 30 + index, name: code, entry_value: code })) } satisfies RemoteDatasource],
    entries: { topics: [{ id: 40, name: 'Betrieb', value: 'operation', dimensionValues: { de: 'Betrieb', en: 'Operation', fr: 'Utilisation' } }] },
    assets: [
      { id: 60, filename: 'https://a.storyblok.com/f/7/800x600/ffee/thor.svg', short_filename: 'thor.svg' } as RemoteAsset,
      { id: 61, filename: 'https://a.storyblok.com/f/7/x/ddcc/sheet.pdf', short_filename: 'sheet.pdf' } as RemoteAsset,
    ],
    stories,
  };
}

describe('planPush', () => {
  it('brings an empty space everything, in an order that can run', () => {
    const { actions } = planPush(desired, emptySpace);
    expect(actions.map((action) => action.line)).toEqual([
      'create component group "Parts"',
      'create component page',
      'create component teaser',
      'create datasource topics with dimensions de, en, fr',
      'create entry topics/operation',
      'upload asset documents/sheet.pdf',
      'upload asset 800x600/aa11/thor.svg',
      'create folder produkte',
      'create story home (published, with a newer draft)',
      'create story webinare (draft only)',
      'create story produkte/ as a draft (refers to stories created after it)',
      'create story produkte/thor (published)',
      'update story produkte/: references (published)',
    ]);
    expect(actions.find((action) => action.kind === 'createEntry')).toMatchObject({ codes: ['de', 'en', 'fr'] });
    expect(summarise(actions)).toBe(
      '1 component groups created, 2 components created, 1 datasources created, 1 datasource entries created, 2 assets uploaded, 1 folders created, 4 stories created, 1 stories updated',
    );
  });

  it('has nothing to do when the space holds it all', () => {
    const { actions, mapping } = planPush(desired, fullSpace());
    expect(actions).toEqual([]);
    expect(mapping.storyUuids.get(uuid(12))).toBe('space-12');
    expect(mapping.groupUuids.get('repo-parts')).toBe('space-parts');
  });

  it('updates only the component whose model file changed', () => {
    const changed: ContentModel = {
      ...model,
      components: model.components.map((component) =>
        component.name === 'teaser' ? { ...component, schema: { ...component.schema, caption: { type: 'text', pos: 1, translatable: true } } } : component,
      ),
    };
    const { actions } = planPush({ ...desired, model: changed }, fullSpace());
    expect(actions).toEqual([expect.objectContaining({ kind: 'updateComponent', id: 101, line: 'update component teaser: field caption (text) added' })]);
  });

  it('puts publication right: publish, save the published version before the draft, unpublish', () => {
    const space = fullSpace();
    const byId = (id: number) => space.stories.find((entry) => entry.id === id + 500)!;
    byId(12).published = false;
    byId(1).unpublished_changes = false;
    byId(2).published = true;
    const { actions } = planPush(desired, space);
    expect(actions.map((action) => action.line)).toEqual([
      'update story home: published version (published, with a newer draft)',
      'unpublish story webinare (draft only in the repository)',
      'publish story produkte/thor',
    ]);
  });

  it('names what changed in a story, a folder, a datasource and its entries; reuses assets by name and size', () => {
    const space = fullSpace();
    const byId = (id: number) => space.stories.find((entry) => entry.id === id + 500)!;
    byId(12).position = 4;
    byId(12).content = { ...byId(12).content, title: 'edited' };
    byId(10).translated_slugs = [];
    byId(1).sort_by_date = '2020-01-01';
    byId(1).first_published_at = '2026-01-01T00:00:00Z';
    space.datasources[0]!.dimensions.pop();
    delete space.entries.topics![0]!.dimensionValues.fr;
    space.entries.topics![0]!.dimensionValues.en = 'Running';
    space.assets.pop();
    const { actions } = planPush(desired, space);
    expect(actions.map((action) => action.line)).toEqual([
      'update datasource topics: dimensions fr',
      'update entry topics/operation: labels en, fr',
      'upload asset documents/sheet.pdf',
      'update folder produkte: translated slugs',
      'update story home: sort date (published, with a newer draft)',
      'update story produkte/thor: content, position (published)',
    ]);
  });
});

describe('missingLanguages', () => {
  it('says exactly what to set, or nothing', () => {
    const space = { languages: [{ code: 'en', name: 'English' }] };
    expect(missingLanguages(space, { ...content.space, language_codes: ['en', 'fr', 'nl'] })).toBe(
      'The space lacks languages of the content: fr (French), nl (Dutch).\n' +
        'In Storyblok: Settings → Internationalization → add languages: fr (French), nl (Dutch); then run the push again.\n' +
        '(The default language holds de (German): nothing to add for it.)',
    );
    expect(missingLanguages({ languages: [{ code: 'en', name: 'English' }, { code: 'fr', name: 'French' }] }, content.space)).toBeNull();
  });
});
