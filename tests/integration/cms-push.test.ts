/**
 * `npm run cms:push` into an empty local space through the local Management API stand-in (the same
 * client and command a real push uses, the host from STORYBLOK_MANAGEMENT_URL), then the pushed
 * space against the demo space through the CDN API: the same pages in every language, the same
 * content, the same datasource labels, and no asset address on Storyblok's S3 origin. Also: a second
 * push changes nothing, a dry run writes nothing, a wrong token stops with Storyblok's 401, a space
 * without the Translatable Slugs app stops the push before any write, a changed model file updates
 * its component only, and cms:diff shows and pulls back what the space changed.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runDiff } from '../../packages/cms/src/cli/diff';
import { runPush } from '../../packages/cms/src/cli/push';
import { ManagementClient } from '../../packages/cms/src/management/client';
import { loadModel, MODEL_DIR } from '../../packages/cms/src/model';
import { assetFiles, DEMO_CONTENT_DIR, isStory, loadContent } from '../../packages/cms/src/space-files';
import { createContentService, type ContentService } from '../../packages/local/src/content-service/server';
import { STORYBLOK_ASSET_ORIGINS, storyblokHosts } from '../../packages/shared/src/storyblok/region';

const TOKEN = 'test-personal-access-token';
const PUBLIC_TOKEN = 'local-public-token';
const PREVIEW_TOKEN = 'local-preview-token';
/** the stand-in's limit, well below the push's rate (and below what one push sends a second here): 429s happen and are retried, and the test stays fast */
const LIMIT_PER_SECOND = 150;
const PUSH_RATE = '400';

const content = loadContent();
const model = loadModel();
const SPACE = String(content.space.id);
const LANGUAGES = [null, ...content.space.language_codes];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the comparisons read the CDN's JSON as it comes
type Json = Record<string, any>;

let target: ContentService;
let targetBase: string;
let demo: ContentService;
let demoBase: string;
const temporary: string[] = [];

beforeAll(async () => {
  const tokens = { publicToken: PUBLIC_TOKEN, previewToken: PREVIEW_TOKEN };
  target = createContentService({ dataDir: DEMO_CONTENT_DIR, ...tokens, managementToken: TOKEN, managementRateLimitPerSecond: LIMIT_PER_SECOND, emptySpace: true });
  targetBase = await target.listen(0);
  demo = createContentService({ dataDir: DEMO_CONTENT_DIR, ...tokens });
  demoBase = await demo.listen(0);
});
afterAll(async () => {
  await Promise.all([target.close(), demo.close()]);
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cms-push-'));
  temporary.push(dir);
  return dir;
};

interface Run {
  code: number;
  output: string;
  /** requests that changed the space, as the client sent them */
  writes: string[];
}

/** Runs a command as `npm run` does, recording the requests it sends. */
async function run(
  command: typeof runPush,
  argv: string[],
  { token = TOKEN, base = targetBase, modelDir }: { token?: string; base?: string; modelDir?: string } = {},
): Promise<Run> {
  const lines: string[] = [];
  const sent: string[] = [];
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    // Storyblok's client (ky) sends Request objects, the upload a URL and options
    const request = input instanceof Request ? input : new Request(input, init);
    const response = await realFetch(input, init);
    // a 429 changed nothing: its retry is the request that counts
    if (response.status !== 429) sent.push(`${request.method} ${new URL(request.url).pathname}`);
    return response;
  });
  try {
    const env = { STORYBLOK_PERSONAL_ACCESS_TOKEN: token, STORYBLOK_MANAGEMENT_URL: `${base}/v1` };
    const code = await command(argv, { env, out: (line) => lines.push(line), ...(modelDir && { modelDir }) });
    const writes = sent.filter((request) => !request.startsWith('GET ') || /\/(publish|unpublish|finish_upload)$/.test(request));
    return { code, output: lines.join('\n'), writes };
  } finally {
    spy.mockRestore();
  }
}

async function cdn(base: string, path: string, params: Record<string, string> = {}): Promise<Json> {
  const token = params.version === 'draft' ? PREVIEW_TOKEN : PUBLIC_TOKEN;
  const response = await fetch(`${base}/v2/cdn/${path}?${new URLSearchParams({ token, ...params })}`);
  expect(response.status, `${path} ${JSON.stringify(params)}`).toBe(200);
  return (await response.json()) as Json;
}

/** Every page and its translated paths, as the sitemap lists them. */
async function pages(base: string, version: string): Promise<string[]> {
  const stories: Json[] = [];
  for (let page = 1; ; page++) {
    const { stories: batch } = await cdn(base, 'stories', { version, per_page: '100', page: String(page) });
    stories.push(...batch);
    if (batch.length < 100) break;
  }
  return stories
    .flatMap((story) => [
      `${story.full_slug} (${story.name}, startpage ${story.is_startpage}, position ${story.position})`,
      ...story.translated_slugs.map((slug: Json) => `${slug.lang}/${slug.path} (${slug.name}, published ${slug.published})`),
    ])
    .sort();
}

/** What may differ between two spaces holding the same content: ids, uuids (named by the story's slug instead), asset hosts and hashes, times. */
function normalise(value: unknown, slugOfUuid: Map<string, string>): unknown {
  if (typeof value === 'string') {
    if (slugOfUuid.has(value)) return `story:${slugOfUuid.get(value)}`;
    return value.replace(/https?:\/\/[^\s"')]+?\/f\/\d+\/(?:[^\s"')]+\/)?([^/\s"')]+\.[a-z0-9]+)/gi, 'asset:$1');
  }
  if (Array.isArray(value)) return value.map((item) => normalise(item, slugOfUuid));
  if (!value || typeof value !== 'object') return value;
  const times = ['created_at', 'updated_at', 'published_at', 'first_published_at'];
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, child]) => !times.includes(key) && !(['id', 'parent_id'].includes(key) && typeof child === 'number'))
      // a draft blok's `_editable` names its story by id, which differs between the spaces
      .map(([key, child]) => [key, key === '_editable' && typeof child === 'string' ? child.replace(/"id": "\d+"/, '"id": "<story>"') : normalise(child, slugOfUuid)]),
  );
}

async function slugsByUuid(base: string): Promise<Map<string, string>> {
  const { links } = await cdn(base, 'links', { version: 'draft' });
  return new Map(Object.values(links as Record<string, Json>).map((link) => [link.uuid as string, link.slug as string]));
}

describe('npm run cms:push', () => {
  it('stops before writing when the space lacks languages, saying what to set', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'space.json'), JSON.stringify({ ...content.space, language_codes: ['en', 'es'] }));
    const lacking = createContentService({ dataDir: dir, publicToken: PUBLIC_TOKEN, previewToken: PREVIEW_TOKEN, managementToken: TOKEN, emptySpace: true });
    try {
      const result = await run(runPush, ['--space', SPACE], { base: await lacking.listen(0) });
      expect(result.code).toBe(1);
      expect(result.output).toContain('Settings → Internationalization → add languages: fr (French), nl (Dutch), it (Italian)');
      expect(result.writes).toEqual([]);
    } finally {
      await lacking.close();
    }
  });

  it('stops before writing when the space lacks the Translatable Slugs app, saying what to install; a dry run says the same', async () => {
    const starter = createContentService({ dataDir: DEMO_CONTENT_DIR, publicToken: PUBLIC_TOKEN, previewToken: PREVIEW_TOKEN, managementToken: TOKEN, emptySpace: true, translatableSlugs: false });
    try {
      const base = await starter.listen(0);
      for (const argv of [['--space', SPACE], ['--space', SPACE, '--dry-run']]) {
        const result = await run(runPush, argv, { base });
        expect(result.code, argv.join(' ')).toBe(1);
        expect(result.output).toContain('Install the Translatable Slugs app: Apps → search "Translatable Slugs" → Install (Growth plan and above)');
        expect(result.output).not.toContain('Plan');
        expect(result.writes).toEqual([]);
      }
    } finally {
      await starter.close();
    }
  });

  it('stops with Storyblok\'s 401 message on a wrong token', async () => {
    const result = await run(runPush, ['--space', SPACE], { token: 'not-my-token' });
    expect(result.code).toBe(1);
    expect(result.output).toContain('Storyblok answered 401: Unauthorized');
    expect(result.writes).toEqual([]);
  });

  it('prints the plan with --dry-run and writes nothing', async () => {
    const result = await run(runPush, ['--space', SPACE, '--dry-run', '--rate', PUSH_RATE]);
    expect(result.code).toBe(0);
    expect(result.output).toContain('create component group "Content types"');
    expect(result.output).toContain('create story produkte/ (published)');
    expect(result.output).toContain('nothing written');
    expect(result.writes).toEqual([]);
    expect((await cdn(targetBase, 'stories', { version: 'draft' })).stories).toEqual([]);
  });

  it('brings the empty space the whole site, retrying the 429s', { timeout: 60_000 }, async () => {
    const result = await run(runPush, ['--space', SPACE, '--rate', PUSH_RATE]);
    expect(result.code, result.output).toBe(0);
    const folders = content.stories.filter((story) => story.is_folder).length;
    const stories = content.stories.filter(isStory).length;
    const entries = content.datasources.reduce((sum, datasource) => sum + datasource.entries.length, 0);
    expect(result.output).toContain(
      `Plan: ${model.groups.length} component groups created, ${model.components.length} components created, ` +
        `${content.datasources.length} datasources created, ${entries} datasource entries created, ${assetFiles().length} assets uploaded, ` +
        `${folders} folders created, ${stories} stories created, `,
    );
    expect(result.output).not.toContain('warning');
    const retried = Number(/(\d+) answered 429 and were retried/.exec(result.output)?.[1]);
    expect(retried).toBeGreaterThan(0);
  });

  it('changes nothing the second time', { timeout: 30_000 }, async () => {
    const result = await run(runPush, ['--space', SPACE, '--rate', PUSH_RATE]);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('Nothing to change');
    expect(result.writes).toEqual([]);
  });
});

describe('the pushed space through the CDN API', () => {
  it('has the same pages in all six languages, published and as drafts', async () => {
    for (const version of ['published', 'draft']) expect(await pages(targetBase, version)).toEqual(await pages(demoBase, version));
  });

  it('has the same content for stories of every content type in every language', async () => {
    const [targetSlugs, demoSlugs] = await Promise.all([slugsByUuid(targetBase), slugsByUuid(demoBase)]);
    const byType = new Map<string, string[]>();
    for (const story of content.stories.filter(isStory)) byType.set(story.content.component, [...(byType.get(story.content.component) ?? []), story.full_slug]);
    const sample = [...byType.values()].flatMap((slugs) => slugs.slice(0, 2));
    expect(byType.size).toBeGreaterThanOrEqual(10);
    const drafts = content.stories.filter((story) => story.draft || !story.published).map((story) => story.full_slug);
    const reads = [...sample.map((slug) => ({ slug, version: 'published' })), ...drafts.map((slug) => ({ slug, version: 'draft' }))];
    for (const { slug, version } of reads) {
      for (const language of LANGUAGES) {
        const params = { version, ...(language && { language }) };
        const [pushed, original] = await Promise.all([cdn(targetBase, `stories/${slug}`, params), cdn(demoBase, `stories/${slug}`, params)]);
        expect(normalise(pushed.story, targetSlugs), `${slug} ${language ?? 'default'} ${version}`).toEqual(normalise(original.story, demoSlugs));
      }
    }
  });

  it('has the same datasource entries in every dimension', async () => {
    for (const { slug } of content.datasources) {
      for (const dimension of [null, content.space.default_language, ...content.space.language_codes]) {
        const params = { datasource: slug, per_page: '1000', ...(dimension && { dimension }) };
        const [pushed, original] = await Promise.all([cdn(targetBase, 'datasource_entries', params), cdn(demoBase, 'datasource_entries', params)]);
        const labels = (answer: Json) => answer.datasource_entries.map(({ name, value, dimension_value }: Json) => ({ name, value, dimension_value }));
        expect(labels(pushed), `${slug} ${dimension}`).toEqual(labels(original));
      }
    }
  });
});

describe('asset addresses in the pushed space', () => {
  /** Every address of a Storyblok asset in a JSON text (any region's asset host, or the S3 origin). */
  const assetAddresses = (text: string) => {
    const hosts = [...STORYBLOK_ASSET_ORIGINS, 'https://s3.amazonaws.com'].map((origin) => origin.replace(/[.]/g, '\\.')).join('|');
    // the S3 origin names the bucket first: https://s3.amazonaws.com/a.storyblok.com/f/…
    return text.match(new RegExp(`(?:${hosts})(?:/[^/"\\s)]+)?/f/\\d+/[^"\\s)]+`, 'g')) ?? [];
  };

  it("are on the space's asset host, none on Storyblok's S3 origin, through the Management API and the CDN API, and the image service answers them", { timeout: 60_000 }, async () => {
    // read as the push reads, through the Management API client (it keeps to the stand-in's rate limit)
    const client = new ManagementClient({ token: TOKEN, baseUrl: `${targetBase}/v1`, spaceId: Number(SPACE), requestsPerSecond: LIMIT_PER_SECOND });
    const listed = await client.all('stories', (query) => client.api.stories.list({ query }));
    expect(listed).toHaveLength(content.stories.length);
    const texts: string[] = [];
    for (const { id } of listed) texts.push(JSON.stringify(await client.read(() => client.api.stories.get(id))));
    for (const version of ['draft', 'published']) {
      for (const language of LANGUAGES) {
        for (let page = 1; ; page++) {
          const answer = await cdn(targetBase, 'stories', { version, per_page: '100', page: String(page), ...(language && { language }) });
          texts.push(JSON.stringify(answer));
          if (answer.stories.length < 100) break;
        }
      }
    }
    const all = texts.join('\n');
    expect(all).not.toContain('s3.amazonaws.com');
    const addresses = new Set(texts.flatMap(assetAddresses));
    expect(addresses.size).toBeGreaterThan(20);
    // the stand-in plays a space in the eu region: its asset host is a.storyblok.com, served at the stand-in's origin
    const assetHost = `${storyblokHosts({ STORYBLOK_REGION: 'eu' }).assetOrigin}/f/${SPACE}/`;
    expect([...addresses].filter((address) => !address.startsWith(assetHost))).toEqual([]);
    const images = [...addresses].filter((address) => /\.(svg|png|jpe?g|webp|gif)$/i.test(address));
    expect(images.length).toBeGreaterThan(10);
    for (const image of images) {
      const response = await fetch(`${targetBase}${new URL(image).pathname}/m/100x0`, { method: 'HEAD' });
      expect(response.status, image).toBe(200);
    }
  });
});

describe('a changed model', () => {
  const changedModel = () => {
    const dir = tempDir();
    cpSync(MODEL_DIR, dir, { recursive: true });
    const file = join(dir, 'components', 'fact.json');
    const fact = JSON.parse(readFileSync(file, 'utf8')) as Json;
    fact.schema.unit = { type: 'text', pos: 2, description: 'The unit, e.g. kWp', translatable: true };
    writeFileSync(file, `${JSON.stringify(fact, null, 2)}\n`);
    return { dir, file };
  };

  it('updates that component only', { timeout: 30_000 }, async () => {
    const { dir } = changedModel();
    const result = await run(runPush, ['--space', SPACE, '--rate', PUSH_RATE], { modelDir: dir });
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('Plan: 1 components updated.');
    expect(result.output).toContain('update component fact: field unit (text) added');
    expect(result.writes).toEqual([expect.stringMatching(/^PUT \/v1\/spaces\/\d+\/components\/\d+$/)]);
  });

  it('shows in cms:diff, and --pull writes the space\'s version back in the model\'s format', async () => {
    const shown = await run(runDiff, ['--space', SPACE]);
    expect(shown.code).toBe(0);
    expect(shown.output).toContain(`Space ${SPACE}: ${model.components.length} components; repository: ${model.components.length}.`);
    expect(shown.output).toMatch(/ {2}fact\n {4}field unit \(text\) added$/m);
    expect(shown.writes).toEqual([]);

    const dir = tempDir();
    cpSync(MODEL_DIR, dir, { recursive: true });
    const pulled = await run(runDiff, ['--space', SPACE, '--pull'], { modelDir: dir });
    expect(pulled.output).toContain('wrote components/fact.json');
    expect(readFileSync(join(dir, 'components', 'fact.json'), 'utf8')).toBe(readFileSync(changedModel().file, 'utf8'));
    expect(readFileSync(join(dir, 'groups.json'), 'utf8')).toBe(readFileSync(join(MODEL_DIR, 'groups.json'), 'utf8'));
    expect((await run(runDiff, ['--space', SPACE], { modelDir: dir })).output).toContain('match the repository');
  });
});
