/**
 * The content service's stand-in of Storyblok's visual editor (`GET /_editor/`): the preview
 * address it frames (the editor's query with a token the site accepts), its 400s, and the editor's
 * side of the bridge protocol, its page script run here against a stand-in frame.
 */
import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { isStory, loadContent } from '../../packages/cms/src/space-files';
import { isValidPreviewToken, previewTokenParams } from '@/content/preview';
import { DEMO_CONTENT_DIR, PREVIEW_TOKEN, PUBLIC_TOKEN, useContentService } from '../support/content-service';

const SITE = 'http://localhost:3000';
const local = useContentService();
const content = loadContent(DEMO_CONTENT_DIR);
const SPACE = String(content.space.id);
const stories = content.stories.filter(isStory);
const storyAt = (fullSlug: string) => stories.find((s) => s.full_slug === fullSlug)!;
const product = storyAt('produkte/ac-thor');
const faq = storyAt('faq/ac-thor-oder-ac-thor-9s');

type Json = Record<string, unknown>;

const editorAddress = (params: Record<string, string>) => `${local.base}/_editor/?${new URLSearchParams(params)}`;

async function editorPage(params: Record<string, string>): Promise<string> {
  const response = await fetch(editorAddress(params));
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  return response.text();
}

/** the framed address as the browser reads it from the page */
function frameAddress(html: string): string {
  const src = /<iframe id="preview"[^>]* src="([^"]+)"/.exec(html)?.[1];
  expect(src).toBeDefined();
  return src!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

describe('GET /_editor/', () => {
  it("frames the site's page with the editor's preview query and a token the site accepts", async () => {
    const before = Math.floor(Date.now() / 1000);
    const html = await editorPage({ site: SITE, path: '/en/products/ac-thor/', story: String(product.id), lang: 'en' });
    const raw = frameAddress(html);
    expect(raw).toContain('&_storyblok_tk[token]=');
    const frame = new URL(raw);
    expect(frame.origin).toBe(SITE);
    expect(frame.pathname).toBe('/en/products/ac-thor/');
    const query = frame.searchParams;
    expect(query.get('_storyblok')).toBe(String(product.id));
    expect(query.get('_storyblok_c')).toBe('product');
    expect(query.get('_storyblok_lang')).toBe('en');
    expect(query.get('_storyblok_release')).toBe('0');
    expect(query.get('_storyblok_tk[space_id]')).toBe(SPACE);
    const timestamp = Number(query.get('_storyblok_tk[timestamp]'));
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(query.get('_storyblok_tk[token]')).toBe(createHash('sha1').update(`${SPACE}:${PREVIEW_TOKEN}:${timestamp}`).digest('hex'));
    // the site's own check
    const params = previewTokenParams(query);
    expect(isValidPreviewToken(params, { previewToken: PREVIEW_TOKEN, expectedSpaceId: SPACE })).toBe(true);
    expect(isValidPreviewToken(params, { previewToken: PUBLIC_TOKEN, expectedSpaceId: SPACE })).toBe(false);
  });

  it("names the default language `default` (also when asked for by its code) and keeps the path's own query", async () => {
    for (const lang of [undefined, 'default', content.space.default_language]) {
      const html = await editorPage({ site: `${SITE}/`, path: '/de/produkte/ac-thor/?x=1', story: String(product.id), ...(lang && { lang }) });
      const frame = new URL(frameAddress(html));
      expect(frame.pathname).toBe('/de/produkte/ac-thor/');
      expect(frame.searchParams.get('x')).toBe('1');
      expect(frame.searchParams.get('_storyblok_lang')).toBe('default');
    }
  });

  it('answers 400 with the reason for a missing, unknown or wrong parameter', async () => {
    const good = { site: SITE, path: '/en/', story: String(product.id), lang: 'en' };
    const folder = content.stories.find((s) => s.is_folder)!;
    const cases: [Record<string, string>, string][] = [
      [{ path: '/en/', story: good.story }, 'site is missing'],
      [{ site: SITE, story: good.story }, 'path is missing'],
      [{ site: SITE, path: '/en/' }, 'story is missing'],
      [{ ...good, story: '999999' }, 'story 999999'],
      [{ ...good, story: 'produkte/ac-thor' }, 'story produkte/ac-thor'],
      [{ ...good, story: String(folder.id) }, `story ${folder.id}`],
      [{ ...good, lang: 'xx' }, 'lang xx'],
      [{ ...good, storyId: '1' }, 'unknown parameter storyId'],
      [{ ...good, site: 'localhost:3000' }, 'site localhost:3000'],
      [{ ...good, site: `${SITE}/en/` }, 'without a path'],
      [{ ...good, site: 'not an address' }, 'is not an address'],
      [{ ...good, path: 'en/' }, 'path en/'],
      [{ ...good, path: '//evil.example/' }, 'path //evil.example/'],
    ];
    for (const [params, message] of cases) {
      const response = await fetch(editorAddress(params));
      const text = await response.text();
      expect(response.status, JSON.stringify(params)).toBe(400);
      expect(text, JSON.stringify(params)).toContain(message);
    }
    expect((await fetch(`${local.base}/_editor/`)).status).toBe(400);
    expect((await fetch(editorAddress(good), { method: 'POST' })).status).toBe(405);
  });
});

/** the editor page's script, run against a stand-in of the framed window */
async function runEditor(params: Record<string, string>) {
  const html = await editorPage(params);
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(scripts).toHaveLength(1);
  const posted: { message: Json; origin: string }[] = [];
  const frameWindow = { postMessage: (message: Json, origin: string) => posted.push({ message: structuredClone(message), origin }) };
  const listeners: ((event: { source: unknown; data: unknown }) => void)[] = [];
  const element = () => ({ textContent: '', addEventListener() {} });
  const elements: Record<string, unknown> = { preview: { contentWindow: frameWindow }, status: element(), save: element(), publish: element() };
  const window: Json = { addEventListener: (type: string, listener: (typeof listeners)[number]) => type === 'message' && listeners.push(listener) };
  let reads = 0;
  runInNewContext(scripts[0]!, {
    window,
    document: { getElementById: (id: string) => elements[id] },
    fetch: (url: string) => {
      reads++;
      return fetch(new URL(url, local.base));
    },
    console,
  });
  const editor = window.editor as {
    story(): Promise<Json>;
    input(story?: Json): Promise<void>;
    change(): void;
    published(): void;
    enterEditmode(): void;
    waitFor(action: string, since?: number): Promise<Json>;
  };
  return {
    editor,
    messages: () => structuredClone(window.editorMessages) as Json[],
    posted,
    reads: () => reads,
    /** a message from the framed page's bridge (or from elsewhere) */
    fromFrame: (data: unknown, source: unknown = frameWindow) => listeners.forEach((listener) => listener({ source, data })),
  };
}

describe("the editor's side of the bridge protocol", () => {
  it('enters edit mode when the bridge is initialized, answers ping and records what the page sends', async () => {
    const { editor, messages, posted, fromFrame } = await runEditor({ site: SITE, path: '/en/products/ac-thor/', story: String(product.id), lang: 'en' });
    fromFrame({ action: 'initialized', config: { customParent: 'http://localhost:4010' } });
    expect(posted).toEqual([
      {
        message: { action: 'enterEditmode', reload: true, blockId: product.content._uid, storyId: product.id, componentNames: {}, appVersion: 'v2' },
        origin: SITE,
      },
    ]);
    fromFrame({ action: 'ping' });
    expect(posted.at(-1)).toEqual({ message: { action: 'pingBack' }, origin: SITE });
    fromFrame({ action: 'edit', dataC: { name: 'hero', uid: 'u' } }, { postMessage() {} });
    const edit = { action: 'edit', dataC: { name: 'hero', space: SPACE, uid: 'ac-thor-hero-0044', id: String(product.id) }, config: {} };
    const waiting = editor.waitFor('edit');
    fromFrame(edit);
    expect(await waiting).toEqual(edit);
    // only the framed page's messages, newest last
    expect(messages().map((m) => m.action)).toEqual(['initialized', 'ping', 'edit']);
  });

  it("holds the draft story from the CDN's answer, relations and links resolved, and posts it with input", async () => {
    const { editor, posted, reads } = await runEditor({ site: SITE, path: '/en/faq/ac-thor-or-ac-thor-9s/', story: String(faq.id), lang: 'en' });
    const story = structuredClone(await editor.story());
    expect(reads()).toBe(1);
    expect(story).toMatchObject({ id: faq.id, lang: 'en', full_slug: 'en/faq/ac-thor-or-ac-thor-9s' });
    const storyContent = story.content as Json;
    expect(storyContent._editable).toContain(`"id": "${faq.id}"`);
    const products = storyContent.products as Json[];
    expect(products.map((p) => p.uuid)).toEqual(faq.content.products);
    expect(products[0]).toMatchObject({ id: product.id, full_slug: 'en/products/ac-thor' });
    expect((products[0]!.content as Json)._editable).toContain(`"id": "${product.id}"`);

    // the editor's story, changed: a new title and a new blok (which the editor gives its _editable)
    storyContent.question = 'Changed in the editor';
    const answer = storyContent.answer as { content: Json[] };
    answer.content.push({ type: 'blok', attrs: { id: 'new-node', body: [{ _uid: 'new-blok', component: 'button', label: 'New' }] } });
    await editor.input(story);
    const sent = posted.at(-1)!;
    expect(sent.origin).toBe(SITE);
    expect(sent.message.action).toBe('input');
    const sentStory = sent.message.story as Json;
    expect((sentStory.content as Json).question).toBe('Changed in the editor');
    const node = ((sentStory.content as Json).answer as { content: { attrs: { body: Json[] } }[] }).content.at(-1)!;
    expect(node.attrs.body[0]!._editable).toBe(`<!--#storyblok#{"name": "button", "space": "${SPACE}", "uid": "new-blok", "id": "${faq.id}"}-->`);
    // the editor holds what it sent
    expect(((await editor.story()).content as Json).question).toBe('Changed in the editor');
    expect(reads()).toBe(1);
  });

  it('resolves a story newly chosen in a relation field before it sends the story, reading only the new one', async () => {
    const { editor, posted, reads } = await runEditor({ site: SITE, path: '/en/products/ac-thor/', story: String(product.id), lang: 'en' });
    const story = structuredClone(await editor.story());
    const storyContent = story.content as Json;
    const kept = (storyContent.accessories as Json[])[0]!;
    const chosen = storyAt('produkte/ac-elwa-2');
    storyContent.accessories = [kept, chosen.uuid];
    await editor.input(story);
    expect(reads()).toBe(2);
    const sent = ((posted.at(-1)!.message.story as Json).content as Json).accessories as Json[];
    expect(sent.map((s) => s.uuid)).toEqual([kept.uuid, chosen.uuid]);
    expect(sent[1]).toMatchObject({ id: chosen.id, full_slug: expect.stringMatching(/^en\//), content: { component: 'product' } });
    // chosen again: already known, no further read
    await editor.input(story);
    expect(reads()).toBe(2);
  });

  it('sends change (Save) and published (Publish) with the story id and its slug', async () => {
    const { editor, posted } = await runEditor({ site: SITE, path: '/en/products/ac-thor/', story: String(product.id), lang: 'en' });
    editor.change();
    editor.published();
    expect(posted.map((p) => p.message)).toEqual([
      { action: 'change', reload: true, slug: product.full_slug, storyId: product.id },
      { action: 'published', slug: product.full_slug, storyId: product.id, slugChanged: false },
    ]);
  });
});
