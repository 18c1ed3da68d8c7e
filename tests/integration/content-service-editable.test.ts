/**
 * `_editable`: the comment Storyblok's draft API puts on every blok, by which the visual editor's
 * bridge finds a block on the page. The content service sends it in draft answers only, as the
 * real API does, and both the site's parser and the bridge's read it.
 */
import { editableAttributes as bridgeEditableAttributes } from '@storyblok/preview-bridge';
import { afterEach, describe, expect, it } from 'vitest';
import { isStory, loadContent } from '../../packages/cms/src/space-files';
import { editableAttributes } from '@/content/editable';
import { DEMO_CONTENT_DIR, PREVIEW_TOKEN, PUBLIC_TOKEN, useContentService } from '../support/content-service';

const local = useContentService();
const content = loadContent(DEMO_CONTENT_DIR);
const SPACE = content.space.id;
const LANGUAGES = [null, ...content.space.language_codes];

type Json = Record<string, unknown>;
interface FoundBlok {
  blok: Json;
  /** the story the blok belongs to: a story resolved inside another keeps its own */
  storyId: number;
}

async function cdn(path: string, params: Record<string, string | null>): Promise<Json> {
  const version = params.version ?? 'published';
  const query = new URLSearchParams({ token: version === 'draft' ? PREVIEW_TOKEN : PUBLIC_TOKEN });
  for (const [name, value] of Object.entries(params)) if (value !== null) query.set(name, value);
  const response = await fetch(`${local.base}/v2/cdn/${path}?${query}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as Json;
}

/** every blok (an object with `component` and `_uid`) in a tree: bloks fields, rich-text `blok` nodes, stories inside */
function bloksOf(node: unknown, storyId: number, found: FoundBlok[] = []): FoundBlok[] {
  if (Array.isArray(node)) node.forEach((item) => bloksOf(item, storyId, found));
  else if (node && typeof node === 'object') {
    const object = node as Json;
    const own = typeof object.uuid === 'string' && typeof object.id === 'number' && 'content' in object ? object.id : storyId;
    if (typeof object.component === 'string' && typeof object._uid === 'string') found.push({ blok: object, storyId });
    for (const value of Object.values(object)) bloksOf(value, own, found);
  }
  return found;
}

const uidsOf = (tree: unknown) => bloksOf(tree, 0).map(({ blok }) => blok._uid).sort();

/** what Storyblok writes: name, space, uid, id, all strings, `": "` and `", "` between them */
const FORMAT = /^<!--#storyblok#\{"name": "[^"]+", "space": "\d+", "uid": "[^"]+", "id": "\d+"\}-->$/;

function expectEditable({ blok, storyId }: FoundBlok) {
  const editable = blok._editable;
  const where = `${String(blok.component)} ${String(blok._uid)} in story ${storyId}`;
  expect(editable, where).toMatch(FORMAT);
  expect(JSON.parse((editable as string).slice('<!--#storyblok#'.length, -'-->'.length)), where).toEqual({
    name: blok.component,
    space: String(SPACE),
    uid: blok._uid,
    id: String(storyId),
  });
  expect(Object.keys(blok).at(-1), where).toBe('_editable');
}

async function draftStories(language: string | null): Promise<Json[]> {
  const stories: Json[] = [];
  for (let page = 1; ; page++) {
    const answer = await cdn('stories', { version: 'draft', per_page: '100', page: String(page), language });
    stories.push(...(answer.stories as Json[]));
    if ((answer.stories as Json[]).length < 100) return stories;
  }
}

describe('_editable in draft answers', () => {
  it('is on every blok of every story at every depth, in every language, with its story, space, uid and name', async () => {
    const stored = new Map(content.stories.filter(isStory).map((s) => [s.id, s.draft?.content ?? s.content]));
    for (const language of LANGUAGES) {
      const stories = await draftStories(language);
      expect(stories).toHaveLength(stored.size);
      for (const story of stories) {
        const found = bloksOf(story.content, story.id as number);
        // the same bloks as stored: none missed, none invented
        expect(found.map(({ blok }) => blok._uid).sort(), `story ${String(story.id)}`).toEqual(uidsOf(stored.get(story.id as number)));
        found.forEach(expectEditable);
      }
    }
  });

  it('is written exactly as Storyblok writes it', async () => {
    const stored = content.stories.filter(isStory).find((s) => s.full_slug === 'produkte/ac-thor')!;
    const { story } = (await cdn(`stories/${stored.id}`, { version: 'draft' })) as { story: { content: Json } };
    expect(story.content._editable).toBe(
      `<!--#storyblok#{"name": "product", "space": "${SPACE}", "uid": "${stored.content._uid}", "id": "${stored.id}"}-->`,
    );
  });

  it('is on the bloks of stories resolved as relations and links, with their own story id', async () => {
    const faq = content.stories.filter(isStory).find((s) => s.content.component === 'frequently-asked-question' && Array.isArray(s.content.products) && s.content.products.length)!;
    const answer = await cdn(`stories/${faq.id}`, { version: 'draft', resolve_relations: 'frequently-asked-question.products', language: 'en' });
    const rels = answer.rels as Json[];
    expect(rels.length).toBeGreaterThan(0);
    for (const rel of rels) {
      const found = bloksOf(rel.content, rel.id as number);
      expect(found.length).toBeGreaterThan(1);
      found.forEach(expectEditable);
    }
    const settings = await cdn('stories/_settings', { version: 'draft', resolve_links: 'story' });
    const links = (settings.links as Json[]).filter((link) => link.content);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) bloksOf(link.content, link.id as number).forEach(expectEditable);
  });

  describe('in content written through the Management API', () => {
    afterEach(() => local.service.reload());

    it('reaches bloks nested in bloks and in rich-text blok nodes, and replaces any stored _editable', async () => {
      const story = content.stories.filter(isStory).find((s) => s.full_slug === 'ueber-uns')!;
      const nested = {
        _uid: 'root-1',
        component: 'page',
        _editable: '<!--#storyblok#{"name": "stale", "space": "1", "uid": "root-1", "id": "1"}-->',
        body: [
          {
            _uid: 'section-1',
            component: 'text-section',
            items: [
              {
                _uid: 'card-1',
                component: 'teaser',
                text: {
                  type: 'doc',
                  content: [
                    { type: 'paragraph', content: [{ type: 'text', text: 'Before the block' }] },
                    { type: 'blok', attrs: { id: 'rt-node', body: [{ _uid: 'rt-1', component: 'button', icons: [{ _uid: 'deep-1', component: 'icon' }] }] } },
                  ],
                },
              },
            ],
          },
        ],
      };
      local.service.store.updateStory(story.id, { content: nested as never }, false);
      const draft = (await cdn(`stories/${story.id}`, { version: 'draft' })).story as Json;
      const found = bloksOf(draft.content, story.id);
      expect(found.map(({ blok }) => blok._uid).sort()).toEqual(['card-1', 'deep-1', 'root-1', 'rt-1', 'section-1']);
      found.forEach(expectEditable);
      // the unpublished change stays out of the published answer, and so does every _editable
      const published = (await cdn(`stories/${story.id}`, {})).story as Json;
      expect(JSON.stringify(published)).not.toContain('_editable');
      local.service.store.publishStory(story.id);
      expect(JSON.stringify(await cdn(`stories/${story.id}`, {}))).not.toContain('_editable');
    });
  });
});

describe('published answers', () => {
  it('carry no _editable: lists, single stories, relations and links, in every language', async () => {
    for (const language of LANGUAGES) {
      const list = await cdn('stories', { per_page: '100', language, resolve_relations: 'frequently-asked-question.products,manual.product', resolve_links: 'story' });
      expect((list.stories as Json[]).length).toBeGreaterThan(10);
      expect(JSON.stringify(list)).not.toContain('_editable');
    }
    expect(JSON.stringify(await cdn('stories/_settings', { resolve_links: 'story' }))).not.toContain('_editable');
  });

  it('search_term does not find the draft comments', async () => {
    const answer = await cdn('stories', { version: 'draft', search_term: '#storyblok#' });
    expect(answer.stories).toEqual([]);
  });
});

describe("the site's and the bridge's parsers", () => {
  it('read every blok of a draft story into the same attributes', async () => {
    const stored = content.stories.filter(isStory).find((s) => s.full_slug === 'produkte/ac-thor')!;
    const { story } = (await cdn(`stories/${stored.id}`, { version: 'draft', language: 'fr' })) as { story: Json };
    const found = bloksOf(story.content, stored.id);
    expect(found.length).toBeGreaterThan(5);
    for (const { blok } of found) {
      const expected = {
        'data-blok-c': JSON.stringify({ name: blok.component, space: String(SPACE), uid: blok._uid, id: String(stored.id) }),
        'data-blok-uid': `${stored.id}-${String(blok._uid)}`,
      };
      expect(editableAttributes(blok)).toEqual(expected);
      expect(bridgeEditableAttributes(blok as { _editable?: string })).toEqual(expected);
    }
  });
});
