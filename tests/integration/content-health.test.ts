/**
 * `npm run content:health` against the local content service: the demo content is clean (exit 0), a page
 * published with planted mistakes is listed with each mistake's field and language (exit 1), as text and JSON.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { storyblokContentChecks } from '../../packages/functions/src/content-checks/story';
import { createStoryblokClient, readSpaceVersion } from '../../packages/shared/src/storyblok';
import { PREVIEW_TOKEN, PUBLIC_TOKEN, useContentService } from '../support/content-service';

const run = promisify(execFile);
const MANAGEMENT_TOKEN = 'local-personal-access-token';
const local = useContentService({ managementToken: MANAGEMENT_TOKEN });

async function health(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = {
    ...process.env,
    PV_LOCAL_STACK: '1',
    STORYBLOK_ENDPOINT: `${local.base}/v2`,
    STORYBLOK_MANAGEMENT_URL: `${local.base}/v1`,
    STORYBLOK_PUBLIC_TOKEN: PUBLIC_TOKEN,
    STORYBLOK_PREVIEW_TOKEN: PREVIEW_TOKEN,
    STORYBLOK_MANAGEMENT_TOKEN: MANAGEMENT_TOKEN,
    STORYBLOK_SPACE_ID: '1000',
  };
  try {
    const { stdout, stderr } = await run('npx', ['tsx', 'packages/functions/src/cli/content-health.ts', '--rate', '100', ...args], { env, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const management = (path: string, init: RequestInit = {}) =>
  fetch(`${local.base}/v1/spaces/1000/${path}`, { ...init, headers: { Authorization: MANAGEMENT_TOKEN, 'Content-Type': 'application/json', ...init.headers } });

describe('npm run content:health', () => {
  it('finds the demo content clean', async () => {
    const result = await health();
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Content checks: no problems found.');
    expect(result.code).toBe(0);
  }, 90_000);

  it('lists a published page’s planted mistakes by story and language, and exits 1', async () => {
    const content = {
      component: 'page',
      _uid: 'planted-root',
      title: 'Geprüft',
      title__i18n__en: 'Checked',
      page_languages: ['de', 'en'],
      hero: [{ _uid: 'planted-hero', component: 'hero', headline: 'Aktion', image: { filename: 'https://a.storyblok.com/f/1000/800x600/abc/bild.png', alt: '' } }],
      body: [
        { _uid: 'planted-grid', component: 'feature-grid', items: [{ _uid: 'planted-feature', component: 'feature', icon: 'sun', title: '' }] },
        { _uid: 'planted-teasers', component: 'teaser-grid', items: [{ _uid: 'planted-teaser', component: 'teaser', headline: 'Weiter', headline__i18n__en: 'More', link: { linktype: 'story', id: '00000000-dead-4000-8000-000000000000', cached_url: 'gibt-es-nicht' } }] },
      ],
    };
    const created = await management('stories', { method: 'POST', body: JSON.stringify({ story: { name: 'Geprüft', slug: 'gepruefte-seite', parent_id: 0, content }, publish: 1 }) });
    expect(created.status).toBe(201);
    const { story } = (await created.json()) as { story: { id: number } };

    const text = await health();
    expect(text.code).toBe(1);
    expect(text.stdout).toContain(`gepruefte-seite (Geprüft, #${story.id})`);
    expect(text.stdout).toContain('[de, en] Required field is empty: body 1 › feature-grid › items 1 › feature › title');
    expect(text.stdout).toContain('[de, en] Image without alt text: hero 1 › hero › image (bild.png)');
    expect(text.stdout).toContain('[de, en] Link to a page that does not exist or is not published: body 2 › teaser-grid › Teasers 1 › teaser › link (gibt-es-nicht)');
    expect(text.stdout).toContain('[en] Not translated, shows the German text: hero 1 › hero › headline – „Aktion“');

    const json = await health('--json', '--language', 'de');
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as { problems: { storyId: number; rule: string; languages: string[]; message: string }[] };
    expect(report.problems.filter((p) => p.storyId === story.id).map((p) => p.rule).sort()).toEqual(['alt-text', 'dead-link', 'required', 'untranslated']);
    expect(report.problems.find((p) => p.rule === 'required')?.message).toBe('Pflichtfeld ist leer: body 1 › feature-grid › items 1 › feature › title');

    // the webhook's part: the problems written into the draft's Content check field, in every language, once
    const cdn = createStoryblokClient({ accessToken: PUBLIC_TOKEN, endpoint: `${local.base}/v2`, timeoutMs: 10_000, maxRetries: 1 });
    const check = storyblokContentChecks(cdn, { baseUrl: `${local.base}/v1`, token: MANAGEMENT_TOKEN, spaceId: 1000 });
    const first = await check(story.id, await readSpaceVersion(cdn));
    expect(first).toMatchObject({ storyId: story.id, written: true });
    expect(first!.problems).toHaveLength(4);
    const stored = ((await (await management(`stories/${story.id}`)).json()) as { story: { content: Record<string, string>; published: boolean; unpublished_changes?: boolean } }).story;
    expect(stored.content.content_problems).toContain('[de, en] Pflichtfeld ist leer: body 1 › feature-grid › items 1 › feature › title');
    expect(stored.content.content_problems__i18n__en).toContain('[en] Not translated, shows the German text: hero 1 › hero › headline – „Aktion“');
    expect(stored.content.content_problems__i18n__fr).toContain('Image sans texte alternatif : hero 1 › hero › image (bild.png)');
    // nothing changed: nothing written (a delivery caused by the write would end here)
    expect(await check(story.id, await readSpaceVersion(cdn))).toMatchObject({ written: false });
    // the published content is untouched: the write went into the draft
    const published = (await (await fetch(`${local.base}/v2/cdn/stories/${story.id}?token=${PUBLIC_TOKEN}&version=published&cv=${await readSpaceVersion(cdn)}`)).json()) as { story: { content: Record<string, unknown> } };
    expect(published.story.content.content_problems).toBeUndefined();
  }, 120_000);

  it('reports a folder without a translated slug or a start page', async () => {
    const folder = await management('stories', { method: 'POST', body: JSON.stringify({ story: { name: 'Aktionen', slug: 'aktionen', parent_id: 0, is_folder: true } }) });
    expect(folder.status).toBe(201);
    const { story: created } = (await folder.json()) as { story: { id: number } };
    const content = { component: 'page', _uid: 'campaign-root', title: 'Sommeraktion', title__i18n__en: 'Summer offer', page_languages: ['de', 'en'] };
    const page = await management('stories', { method: 'POST', body: JSON.stringify({ story: { name: 'Sommeraktion', slug: 'sommer', parent_id: created.id, content }, publish: 1 }) });
    expect(page.status).toBe(201);
    const json = await health('--json');
    const report = JSON.parse(json.stdout) as { problems: { storyId: number; rule: string; languages: string[]; detail: string }[] };
    expect(report.problems.filter((p) => p.storyId === created.id).map((p) => [p.rule, p.languages, p.detail])).toEqual([
      ['folder-start-page', ['de', 'en'], '/aktionen/'],
      ['folder-slug', ['en'], '/en/aktionen/…'],
    ]);
    expect(json.code).toBe(1);
  }, 120_000);

  it('lists an old address whose automatic redirect was taken offline with its page, with the one step that sends it elsewhere', async () => {
    const folders = (await (await management('stories?with_slug=_redirects&folder_only=1')).json()) as { stories: { id: number }[] };
    const content = { component: 'redirect', _uid: 'lost-root', source: '/en/summer-offer/', status: '301', automatic: true, problem: 'Die Seite wurde zurückgezogen.' };
    const lost = await management('stories', { method: 'POST', body: JSON.stringify({ story: { name: '/en/summer-offer/', slug: 'en-summer-offer', parent_id: folders.stories[0]!.id, content } }) });
    expect(lost.status).toBe(201);
    const { story } = (await lost.json()) as { story: { id: number } };
    const text = await health();
    expect(text.code).toBe(1);
    expect(text.stdout).toContain(`_redirects/en-summer-offer (/en/summer-offer/, #${story.id})`);
    expect(text.stdout).toContain('[en] Old address ends in 404, its redirect was taken offline with its page: /en/summer-offer/. Choose another page in Goes to and publish the redirect');
    // published again (another page chosen): no longer listed
    expect((await management(`stories/${story.id}/publish`)).status).toBe(200);
    const json = JSON.parse((await health('--json')).stdout) as { problems: { storyId: number }[] };
    expect(json.problems.filter((p) => p.storyId === story.id)).toEqual([]);
  }, 120_000);
});
