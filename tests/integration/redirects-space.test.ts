/**
 * The redirect sync's writes through Storyblok's Management API client, against the stand-in: an
 * automatic redirect is created (with the `_redirects` folder where the space has none) and
 * published, its Problem written into its draft or published, and deleted. A create whose answer is
 * lost after Storyblok carried it out is not carried out twice.
 */
import StoryblokClient from 'storyblok-js-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RedirectBlok } from '../../packages/cms/src/content-types.generated';
import { DEMO_CONTENT_DIR } from '../../packages/cms/src/space-files';
import { storyblokRedirectSpace } from '../../packages/functions/src/redirects/space';
import { createContentService, type ContentService } from '../../packages/local/src/content-service/server';

const TOKEN = 'test-personal-access-token';
const SPACE = 1000;

let service: ContentService;
let base: string;

beforeAll(async () => {
  service = createContentService({ dataDir: DEMO_CONTENT_DIR, publicToken: 'public', previewToken: 'preview', managementToken: TOKEN, emptySpace: true });
  base = await service.listen(0);
});
afterAll(() => service.close());

const space = () => {
  // the CDN clients serve the sync's reads, which this test does not make
  const cdn = new StoryblokClient({ accessToken: 'public', endpoint: `${base}/v2` });
  return storyblokRedirectSpace(cdn, cdn, { baseUrl: `${base}/v1`, token: TOKEN, spaceId: SPACE });
};

const redirect = (source: string): RedirectBlok => ({ _uid: `uid-${source}`, component: 'redirect', source, kind: '301', automatic: true }) as RedirectBlok;

/** The stand-in's redirect stories, as the Management API holds them. */
const redirectStories = () => service.store.allStories.filter((story) => story.full_slug.startsWith('_redirects/'));

describe('the redirect sync through the Management API', () => {
  it('creates a redirect (and the folder), publishes it, writes its draft and deletes it', async () => {
    const redirects = space();
    const created = await redirects.create(redirect('/alt'), 'Automatic: /alt');
    expect(created.full_slug).toMatch(/^_redirects\/alt-[0-9a-z]+$/);
    const stored = service.store.story(created.id)!;
    expect(stored).toMatchObject({ published: true, name: 'Automatic: /alt' });
    expect(service.store.allStories.find((story) => story.full_slug === '_redirects')?.is_folder).toBe(true);

    await redirects.update(created, { ...redirect('/alt'), problem: 'loop' } as RedirectBlok, false);
    expect(service.store.story(created.id)).toMatchObject({ published: true, draft: { content: expect.objectContaining({ problem: 'loop' }) } });
    await redirects.update(created, redirect('/alt'), true);
    expect(service.store.story(created.id)?.draft).toBeUndefined();

    await redirects.remove(created.id);
    expect(service.store.story(created.id)).toBeUndefined();
  });

  it('unpublishes a redirect (its content stays, as a draft) and finds pages in the space, published or not, by uuid (issue 34)', async () => {
    const redirects = space();
    const created = await redirects.create(redirect('/weg'), 'Automatic: /weg');
    await redirects.unpublish(created.id);
    expect(service.store.story(created.id)).toMatchObject({ published: false, content: expect.objectContaining({ source: '/weg' }) });

    const drafts = storyblokRedirectSpace(new StoryblokClient({ accessToken: 'public', endpoint: `${base}/v2` }), new StoryblokClient({ accessToken: 'preview', endpoint: `${base}/v2` }), {
      baseUrl: `${base}/v1`,
      token: TOKEN,
      spaceId: SPACE,
    });
    // the unpublished story is found by the preview token's draft read; a uuid no story has is not
    expect((await drafts.pageDrafts([created.uuid, 'no-such-uuid'])).map((story) => story.uuid)).toEqual([created.uuid]);
    expect(await drafts.pageDrafts([])).toEqual([]);
    await redirects.remove(created.id);
  });

  it('does not create a redirect twice when the answer to its POST was lost', async () => {
    const realFetch = globalThis.fetch;
    let lost = 0;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const response = await realFetch(input, init);
      // the stand-in carried the creation out; the connection drops before its answer arrives
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/stories') && lost++ === 0) throw new TypeError('fetch failed');
      return response;
    });
    try {
      const before = redirectStories().length;
      const created = await space().create(redirect('/once'), 'Automatic: /once');
      expect(lost).toBe(1);
      const made = redirectStories().filter((story) => story.full_slug.startsWith('_redirects/once-'));
      expect(made.map((story) => story.id)).toEqual([created.id]);
      expect(redirectStories()).toHaveLength(before + 1);
    } finally {
      spy.mockRestore();
    }
  });
});
