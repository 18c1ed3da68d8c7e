/**
 * What a flood of addresses and ids that cannot exist costs the content service: once the site knows
 * what is published at the space's cache version (one shared listing), nothing; what is published
 * is still found, and a page published a moment ago at once.
 */
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useContentService } from '../support/content-service';

const local = useContentService();

beforeAll(() => {
  vi.stubEnv('STORYBLOK_ENDPOINT', `${local.base}/v2`);
  vi.resetModules();
  return () => vi.unstubAllEnvs();
});

/** reads of single stories (by slug or id) since `from` */
const storyReads = (from: number) => local.service.requests.slice(from).filter((r) => /^\/v2\/cdn\/stories\/[^?]/.test(r.path));

describe('addresses and ids the site does not publish', () => {
  it('are answered without a read once the published index of the cache version is ready', async () => {
    const { getStory, getStoryById } = await import('@/content');
    expect(await getStory('de', ['support'])).toMatchObject({ slug: 'support' });
    // the index is read in the background from one listing of every story
    await vi.waitFor(() => expect(local.service.requests.some((r) => r.path.startsWith('/v2/cdn/stories?') && r.path.includes('excluding_fields'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 200));

    const before = local.service.requests.length;
    const flood = await Promise.all([
      ...Array.from({ length: 100 }, () => getStoryById(randomInt(1e9, 1e12), 'de')),
      ...Array.from({ length: 100 }, () => getStory('fr', ['produits', `x${randomInt(1e9)}`])),
    ]);
    expect(flood.every((story) => story === null)).toBe(true);
    expect(storyReads(before)).toEqual([]);

    // what is published is still read and found (once, then kept for the cache version)
    const support = await getStory('fr', ['assistance']);
    expect(support).toMatchObject({ slug: 'support' });
    expect(await getStoryById(support!.id, 'en')).toMatchObject({ id: support!.id });
    expect(await getStory('fr', ['assistance'])).toMatchObject({ slug: 'support' });
    expect(storyReads(before)).toHaveLength(2);
  });

  it('finds a page published a moment ago, before the new version is indexed', async () => {
    const { getStory } = await import('@/content');
    expect(await getStory('de', ['neu-im-budget-test'])).toBeNull();
    local.service.store.createStory({ name: 'Neu im Test', slug: 'neu-im-budget-test', content: { _uid: 'budget-test', component: 'page', body: [] } }, true);
    expect(await getStory('de', ['neu-im-budget-test'])).toMatchObject({ slug: 'neu-im-budget-test' });
  });

  it('reads the pages of a locale 100 at a time once many are rendered at one cache version', async () => {
    const { getAllPages, getStory } = await import('@/content');
    const paths = (await getAllPages()).map((page) => page.paths.nl).slice(0, 40);
    for (const path of paths.slice(0, 12)) expect(await getStory('nl', path.split('/').filter(Boolean))).not.toBeNull();
    // the locale's pages are read in the background, with their content and relations
    await vi.waitFor(() => expect(local.service.requests.some((r) => r.path.startsWith('/v2/cdn/stories?') && r.path.includes('language=nl') && r.path.includes('resolve_relations'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 200));

    const before = local.service.requests.length;
    const found = await Promise.all(paths.slice(12).map((path) => getStory('nl', path.split('/').filter(Boolean))));
    expect(found.map((story) => story?.paths.nl)).toEqual(paths.slice(12));
    expect(storyReads(before)).toEqual([]);
  });

  it('answers an address that is not valid percent-encoding as no page, without a read', async () => {
    const { getStory } = await import('@/content');
    const before = local.service.requests.length;
    expect(await getStory('de', ['%zz'])).toBeNull();
    expect(await getStory('de', ['%E0%80%80'])).toBeNull();
    expect(local.service.requests.slice(before)).toEqual([]);
  });
});
