import { createHash } from 'node:crypto';
import { RELATION_FIELDS } from '@pv/cms/relations';
import { BadRequest } from './query.js';
import type { ContentStore } from './store.js';

/** The relation fields the editor stand-in resolves in the story it holds: the model's, as the site resolves them. */
export const EDITOR_RELATIONS: readonly string[] = RELATION_FIELDS;

const PARAMETERS = ['site', 'path', 'story', 'lang'];

export interface EditorContext {
  store: ContentStore;
  /** the preview token: it signs the preview query and reads the draft story */
  previewToken: string;
  now?: Date;
}

/**
 * The query Storyblok's visual editor appends to the preview address (the `_storyblok*` parameters
 * of @storyblok/preview-bridge's PreviewSearchParams): story id, root component, language, release
 * and the signed token `sha1(space_id:preview_token:timestamp)`. Brackets stay unencoded, as the editor sends them.
 */
export function previewQuery(
  { storyId, component, lang, spaceId, previewToken }: { storyId: number; component: string; lang: string; spaceId: number; previewToken: string },
  now = new Date(),
): string {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const token = createHash('sha1').update(`${spaceId}:${previewToken}:${timestamp}`).digest('hex');
  const params: [string, string][] = [
    ['_storyblok', String(storyId)],
    ['_storyblok_c', component],
    ['_storyblok_lang', lang],
    ['_storyblok_release', '0'],
    ['_storyblok_rl', String(now.getTime())],
    ['_storyblok_tk[space_id]', String(spaceId)],
    ['_storyblok_tk[timestamp]', timestamp],
    ['_storyblok_tk[token]', token],
  ];
  return params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
}

const bad = (message: string) => new BadRequest(message, 400);

/** `site` must be an origin (`http://localhost:3000`): the page is framed at `site` + `path`. */
function siteOrigin(raw: string | null): string {
  if (!raw) throw bad('site is missing: the address of the site to preview, e.g. site=http://localhost:3000');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw bad(`site ${raw} is not an address`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw bad(`site ${raw} must be an http(s) origin without a path (the page is given as path)`);
  }
  return url.origin;
}

/**
 * The settings of an editor page from its query (`site`, `path`, `story`, `lang`), or a 400 that
 * says what is wrong.
 */
function editorSettings(query: URLSearchParams, { store, previewToken, now = new Date() }: EditorContext) {
  const unknown = [...new Set(query.keys())].filter((name) => !PARAMETERS.includes(name));
  if (unknown.length) throw bad(`unknown parameter ${unknown.join(', ')}: the editor takes ${PARAMETERS.join(', ')}`);
  const origin = siteOrigin(query.get('site'));
  const path = query.get('path');
  if (!path) throw bad('path is missing: the page to preview, e.g. path=/en/products/ac-thor/');
  if (!path.startsWith('/') || path.startsWith('//')) throw bad(`path ${path} must start with a single /`);
  const rawId = query.get('story');
  if (!rawId) throw bad('story is missing: the id of the story to edit, e.g. story=2004');
  const story = /^\d+$/.test(rawId) ? store.visible('draft').find((s) => s.id === Number(rawId)) : undefined;
  if (!story) throw bad(`story ${rawId} is not a story of the space (give a story's numeric id)`);
  const space = store.space;
  const rawLang = query.get('lang') ?? 'default';
  const lang = rawLang === space.default_language ? 'default' : rawLang;
  if (lang !== 'default' && !store.isLanguageCode(lang)) {
    throw bad(`lang ${rawLang} is not a language of the space (default or ${space.default_language}, ${space.language_codes.join(', ')})`);
  }
  const content = store.view(story, 'draft', null).content;
  const frame = `${origin}${path}${path.includes('?') ? '&' : '?'}${previewQuery({ storyId: story.id, component: content.component, lang, spaceId: space.id, previewToken }, now)}`;
  const cdn = new URLSearchParams({ version: 'draft', token: previewToken, resolve_relations: EDITOR_RELATIONS.join(','), resolve_links: 'url' });
  const related = new URLSearchParams({ version: 'draft', token: previewToken, per_page: '100' });
  if (lang !== 'default') {
    cdn.set('language', lang);
    related.set('language', lang);
  }
  return {
    frame,
    title: `${story.name} (${story.id}, ${lang})`,
    config: {
      siteOrigin: origin,
      storyId: story.id,
      slug: story.full_slug,
      rootUid: content._uid,
      spaceId: space.id,
      storyUrl: `/v2/cdn/stories/${story.id}?${cdn.toString()}`,
      relatedUrl: `/v2/cdn/stories?${related.toString()}`,
      relations: EDITOR_RELATIONS,
      componentNames: Object.fromEntries(store.components.map((c) => [c.name, typeof c.display_name === 'string' && c.display_name ? c.display_name : c.name])),
    },
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON safe inside a `<script>` element */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * The editor's side of the bridge protocol (app.storyblok.com's, as @storyblok/preview-bridge
 * expects it), run in the editor page. Plain JavaScript: it is sent as it is written.
 */
const EDITOR_SCRIPT = String.raw`
const frame = document.getElementById('preview');
const status = document.getElementById('status');
const messages = [];
window.editorMessages = messages;
const waiters = [];
const copy = (value) => JSON.parse(JSON.stringify(value));
const post = (message) => {
  frame.contentWindow.postMessage(message, config.siteOrigin);
  status.textContent = 'sent ' + message.action;
};

// relations and links put into the story as storyblok-js-client does (to one level of nesting)
function resolve(content, rels, links) {
  const isRelation = (key) => config.relations.some((field) => field.endsWith('.' + key));
  const relation = (uuid) => (rels.has(uuid) ? copy(rels.get(uuid)) : uuid);
  const link = (node) => {
    if (!node || typeof node !== 'object' || node.linktype !== 'story') return;
    const uuid = node.fieldtype === 'multilink' && typeof node.id === 'string' ? node.id : typeof node.uuid === 'string' ? node.uuid : null;
    if (uuid && links.has(uuid)) node.story = copy(links.get(uuid));
  };
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const blokOrLink = (typeof node.component === 'string' && node._uid) || node.type === 'link';
    for (const key of Object.keys(node)) {
      if (blokOrLink && isRelation(key)) {
        const value = node[key];
        if (typeof value === 'string') node[key] = relation(value);
        else if (Array.isArray(value)) node[key] = value.map((uuid) => (typeof uuid === 'string' ? relation(uuid) : uuid)).filter(Boolean);
        continue;
      }
      visit(node[key]);
      if (blokOrLink) link(node[key]);
    }
  };
  visit(content);
}

// the editor's story carries _editable on every blok, new ones included
function markNewBloks(node, storyId) {
  if (Array.isArray(node)) return node.forEach((item) => markNewBloks(item, storyId));
  if (!node || typeof node !== 'object') return;
  if (typeof node.uuid === 'string' && typeof node.id === 'number' && node.content && typeof node.content === 'object') {
    return markNewBloks(node.content, node.id);
  }
  for (const value of Object.values(node)) markNewBloks(value, storyId);
  if (typeof node.component === 'string' && typeof node._uid === 'string' && typeof node._editable !== 'string') {
    const json = '{"name": ' + JSON.stringify(node.component) + ', "space": ' + JSON.stringify(String(config.spaceId)) +
      ', "uid": ' + JSON.stringify(node._uid) + ', "id": ' + JSON.stringify(String(storyId)) + '}';
    node._editable = '<!--#storyblok#' + json + '-->';
  }
}

let held;
const rels = new Map();
const links = new Map();
const loaded = fetch(config.storyUrl).then(async (response) => {
  if (!response.ok) throw new Error('the content service answered ' + response.status + ' for the draft story');
  const body = await response.json();
  for (const story of body.links || []) links.set(story.uuid, story);
  const plain = new Map((body.rels || []).map((story) => [story.uuid, story]));
  for (const [uuid, story] of plain) {
    const nested = copy(story);
    resolve(nested.content, plain, links);
    rels.set(uuid, nested);
  }
  held = copy(body.story);
  resolve(held.content, rels, links);
  return held;
});
loaded.catch((error) => { status.textContent = String(error); });

// stories newly chosen in a relation field (uuids): read, as the editor does before it sends the story
async function readRelated(content) {
  const wanted = new Set();
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      const isRelation = typeof node.component === 'string' && config.relations.some((field) => field.endsWith('.' + key));
      if (isRelation) [].concat(value).forEach((uuid) => typeof uuid === 'string' && !rels.has(uuid) && wanted.add(uuid));
      else visit(value);
    }
  };
  visit(content);
  if (!wanted.size) return;
  const response = await fetch(config.relatedUrl + '&by_uuids=' + [...wanted].join(','));
  if (!response.ok) throw new Error('the content service answered ' + response.status + ' for related stories');
  for (const story of (await response.json()).stories) rels.set(story.uuid, story);
}

function enterEditmode() {
  post({ action: 'enterEditmode', reload: true, blockId: config.rootUid, storyId: config.storyId, componentNames: config.componentNames, appVersion: 'v2' });
}

window.addEventListener('message', (event) => {
  if (event.source !== frame.contentWindow) return;
  const message = event.data;
  messages.push(message);
  const action = message && typeof message === 'object' ? message.action : undefined;
  status.textContent = 'received ' + action;
  if (action === 'ping') post({ action: 'pingBack' });
  // as app.storyblok.com: the bridge listens for clicks on blocks once the editor has entered edit mode
  if (action === 'initialized') enterEditmode();
  for (const waiter of waiters.splice(0)) waiter();
});

window.editor = {
  /** the draft story as the editor holds it (the content service's draft answer, relations and links resolved; then every input) */
  story: () => loaded.then(() => copy(held)),
  /** posts the unsaved story, as every keystroke in the editor does (relations newly chosen read and resolved first) */
  async input(story) {
    if (story === undefined) story = held;
    if (!story || typeof story !== 'object') throw new Error('input needs a story');
    const sent = copy(story);
    markNewBloks(sent, sent.id);
    await readRelated(sent.content);
    resolve(sent.content, rels, links);
    held = sent;
    post({ action: 'input', story: copy(held) });
  },
  /** Save: the story was stored (nothing is stored here) */
  change: () => post({ action: 'change', reload: true, slug: config.slug, storyId: config.storyId }),
  /** Publish */
  published: () => post({ action: 'published', slug: config.slug, storyId: config.storyId, slugChanged: false }),
  enterEditmode,
  /** the first message with this action from index since on (default: any so far) */
  waitFor(action, since = 0) {
    return new Promise((done) => {
      const check = () => {
        const found = messages.slice(since).find((message) => message && message.action === action);
        if (found) done(found);
        else waiters.push(check);
      };
      check();
    });
  },
};
document.getElementById('save').addEventListener('click', () => window.editor.change());
document.getElementById('publish').addEventListener('click', () => window.editor.published());
`;

/**
 * `GET /_editor/?site=…&path=…&story=…&lang=…`: a stand-in of Storyblok's visual editor. It frames
 * the site's page with the preview query the editor appends and plays the editor's side of the
 * bridge protocol over `postMessage` (see EDITOR_SCRIPT) — no field panel. Throws a 400
 * `BadRequest` for a missing, unknown or wrong parameter.
 */
export function editorPage(query: URLSearchParams, context: EditorContext): string {
  const { frame, title, config } = editorSettings(query, context);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Editor stand-in: ${escapeHtml(title)}</title>
<style>
  html, body { margin: 0; height: 100%; font: 14px system-ui, sans-serif; }
  body { display: flex; flex-direction: column; }
  header { display: flex; gap: 12px; align-items: center; padding: 6px 12px; background: #1b243f; color: #fff; }
  header output { margin-left: auto; opacity: .8; }
  iframe { flex: 1; border: 0; width: 100%; }
</style>
</head>
<body>
<header>
  <strong>Visual editor stand-in</strong><span>${escapeHtml(title)}</span>
  <button id="save" type="button">Save</button><button id="publish" type="button">Publish</button>
  <output id="status"></output>
</header>
<iframe id="preview" title="Preview" src="${escapeHtml(frame)}"></iframe>
<script>
const config = ${scriptJson(config)};
${EDITOR_SCRIPT}
</script>
</body>
</html>
`;
}
