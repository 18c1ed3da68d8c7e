/**
 * The Management API client (Storyblok's own, with our retries and errors on top): raw token,
 * throttle, retries of 429 for every method and of 5xx/network errors for requests that repeat
 * safely, idempotent creates (a POST that failed after Storyblok carried it out is not carried out
 * twice), Storyblok's messages; and the check for the Translatable Slugs app.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasTranslatableSlugs } from '../../packages/cms/src/management/apps';
import { ManagementApiError, ManagementClient, retryAfterMs, storyblokMessage } from '../../packages/cms/src/management/client';
import { createStory, findStory } from '../../packages/cms/src/management/stories';

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | Error;
interface Sent {
  method: string;
  url: string;
  headers: Headers;
  body: string;
}

/** What Storyblok's client hands to fetch (a Request, as ky sends it), read back. */
async function sent(input: RequestInfo | URL, init?: RequestInit): Promise<Sent> {
  const request = input instanceof Request ? input : new Request(input, init);
  return { method: request.method, url: request.url, headers: request.headers, body: await request.text() };
}

const json = (status: number, body?: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A client whose fetch answers from `handle`, with a sleep that only records. */
function clientOn(handle: (request: Sent) => Response | Promise<Response>, options: { requestsPerSecond?: number } = {}) {
  const calls: Sent[] = [];
  const sleeps: number[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = await sent(input, init);
    calls.push(request);
    return handle(request);
  });
  const client = new ManagementClient({
    token: 'pat-123',
    baseUrl: 'https://mapi.example/v1',
    spaceId: 1,
    requestsPerSecond: options.requestsPerSecond ?? 1000,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
  return { client, calls, sleeps };
}

/** A client on a scripted list of answers. */
function scripted(answers: Answer[], options: { requestsPerSecond?: number } = {}) {
  return clientOn(() => {
    const answer = answers.shift();
    if (!answer) throw new Error('no answer scripted');
    if (answer instanceof Error) throw answer;
    return json(answer.status, answer.body, answer.headers);
  }, options);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('storyblokMessage', () => {
  it('words Storyblok error bodies', () => {
    expect(storyblokMessage({ name: ['has already been taken'] }, 'x')).toBe('name has already been taken');
    expect(storyblokMessage({ name: ['is invalid'], slug: ['has already been taken'] }, 'x')).toBe('name is invalid; slug has already been taken');
    expect(storyblokMessage({ error: 'Unauthorized' }, 'x')).toBe('Unauthorized');
    expect(storyblokMessage(['This record could not be found'], 'x')).toBe('This record could not be found');
    expect(storyblokMessage('Forbidden', 'x')).toBe('Forbidden');
    expect(storyblokMessage(undefined, 'Unprocessable Entity')).toBe('Unprocessable Entity');
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
  });
});

describe('ManagementClient', () => {
  it("sends Storyblok's client's requests with the raw personal access token, JSON bodies and query parameters", async () => {
    const { client, calls } = scripted([{ status: 201, body: { component: { id: 7 } } }, { status: 200, body: { stories: [] } }]);
    const created = await client.create(() => client.api.components.create({ body: { component: { name: 'hero' } } }), async () => undefined);
    expect(created).toEqual({ component: { id: 7 } });
    await client.read(() => client.api.stories.list({ query: { with_parent: '0', page: 2 } }));
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://mapi.example/v1/spaces/1/components', body: '{"component":{"name":"hero"}}' });
    expect(calls[0]!.headers.get('authorization')).toBe('pat-123');
    expect(calls[0]!.headers.get('content-type')).toMatch(/^application\/json/);
    expect(calls[1]!.url).toBe('https://mapi.example/v1/spaces/1/stories?with_parent=0&page=2');
  });

  it('backs off and retries 429 for any method: Retry-After when given, else exponentially', async () => {
    const { client, calls, sleeps } = scripted([
      { status: 429, body: { error: 'Too Many Requests' }, headers: { 'retry-after': '2' } },
      { status: 429, body: { error: 'Too Many Requests' } },
      { status: 429, body: { error: 'Too Many Requests' } },
      { status: 201, body: { story: { id: 1 } } },
    ]);
    await expect(client.create(() => client.api.stories.create({ body: { story: { name: 'a', slug: 'a' } } }), async () => undefined)).resolves.toEqual({ story: { id: 1 } });
    expect(calls.map((call) => call.method)).toEqual(['POST', 'POST', 'POST', 'POST']);
    expect(sleeps).toEqual([2000, 250, 500]);
    expect(client.stats).toMatchObject({ requests: 4, writes: 4, rateLimited: 3 });
  });

  it("gives up on 429 after its bound with Storyblok's message", async () => {
    const { client } = scripted(Array.from({ length: 11 }, () => ({ status: 429, body: { error: 'Too Many Requests' } })));
    await expect(client.read(() => client.api.spaces.get())).rejects.toMatchObject({ status: 429, storyblokMessage: 'Too Many Requests' });
  });

  it('retries network errors and 5xx a few times for requests that repeat safely', async () => {
    const { client, calls } = scripted([new TypeError('fetch failed'), { status: 502 }, { status: 200, body: { story: { id: 3 } } }]);
    await expect(client.write(() => client.api.stories.update(3, { body: { story: { name: 'x' } } }))).resolves.toEqual({ story: { id: 3 } });
    expect(calls.map((call) => call.method)).toEqual(['PUT', 'PUT', 'PUT']);
    const failing = scripted([{ status: 500 }, { status: 500 }, { status: 500 }, { status: 503, body: { error: 'Service Unavailable' } }]);
    await expect(failing.client.read(() => failing.client.api.spaces.get())).rejects.toMatchObject({ status: 503, storyblokMessage: 'Service Unavailable' });
    expect(failing.calls).toHaveLength(4);
  });

  it('stops at once on 401, 403, 404 and 422 with a typed error naming the request', async () => {
    for (const [status, body, message] of [
      [401, { error: 'Unauthorized' }, 'Unauthorized'],
      [403, { error: 'Forbidden' }, 'Forbidden'],
      [404, ['This record could not be found'], 'This record could not be found'],
      [422, { name: ['has already been taken'] }, 'name has already been taken'],
    ] as const) {
      const { client, calls } = scripted([{ status, body }]);
      const error = await client.create(() => client.api.components.create({ body: { component: { name: 'hero' } } }), async () => undefined).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ManagementApiError);
      expect(error).toMatchObject({ status, storyblokMessage: message, method: 'POST', path: 'spaces/1/components' });
      expect((error as Error).message).toBe(`Storyblok answered ${status} to POST spaces/1/components: ${message}`);
      expect(calls).toHaveLength(1);
    }
  });

  it('names a network failure by its cause when the retries are spent', async () => {
    const refused = () => new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    const { client } = scripted([refused(), refused(), refused(), refused()]);
    await expect(client.read(() => client.api.spaces.get())).rejects.toThrow("Storyblok's Management API did not answer: fetch failed (ECONNREFUSED)");
  });

  it('walks paged lists by the total header', async () => {
    const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: from + i }));
    const { client, calls } = scripted([
      { status: 200, body: { stories: page(0, 100) }, headers: { total: '150', 'per-page': '100' } },
      { status: 200, body: { stories: page(100, 50) }, headers: { total: '150', 'per-page': '100' } },
    ]);
    const all = await client.all('stories', (query) => client.api.stories.list({ query }));
    expect(all.map((story) => story.id)).toEqual(page(0, 150).map((story) => story.id));
    expect(calls.map((call) => new URL(call.url).search)).toEqual(['?page=1&per_page=100', '?page=2&per_page=100']);
  });

  it("keeps to the plan's rate: no more requests in a second than it allows", async () => {
    const { client } = scripted(Array.from({ length: 3 }, () => ({ status: 200, body: { space: {} } })), { requestsPerSecond: 2 });
    const started = Date.now();
    for (let i = 0; i < 3; i++) await client.read(() => client.api.spaces.get());
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('counts publishing, unpublishing and finishing uploads as writes', async () => {
    const { client } = scripted(Array.from({ length: 4 }, () => ({ status: 200, body: {} })));
    await client.write(() => client.api.stories.publish(5));
    await client.write(() => client.api.get('/v1/spaces/1/stories/5/unpublish'));
    await client.write(() => client.api.assets.finalize(9));
    await client.read(() => client.api.stories.get(5));
    expect(client.stats).toMatchObject({ requests: 4, writes: 3 });
  });
});

/**
 * A space that carries out a story's creation and then fails to answer it (the connection drops,
 * or a 502 comes back), as a real network or Storyblok under load can: the write is done, the
 * client does not know.
 */
function flakySpace(failure: 'network' | 'bad gateway', failures = 1) {
  const stories: { id: number; uuid: string; name: string; slug: string; parent_id: number; is_folder: boolean }[] = [];
  let left = failures;
  const fake = clientOn(async ({ method, url, body }) => {
    const { pathname, searchParams } = new URL(url);
    if (method === 'POST' && pathname === '/v1/spaces/1/stories') {
      const { story } = JSON.parse(body) as { story: { name: string; slug: string; parent_id: number; is_folder?: boolean } };
      if (stories.some((s) => s.parent_id === story.parent_id && s.slug === story.slug)) return json(422, { slug: ['has already been taken'] });
      const saved = { id: 100 + stories.length, uuid: `uuid-${stories.length}`, is_folder: false, ...story };
      stories.push(saved);
      if (left-- > 0) {
        if (failure === 'network') throw new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } });
        return json(502, { error: 'Bad Gateway' });
      }
      return json(201, { story: saved });
    }
    if (method === 'GET' && pathname === '/v1/spaces/1/stories') {
      const listed = stories.filter((s) => String(s.parent_id) === searchParams.get('with_parent'));
      return json(200, { stories: listed }, { total: String(listed.length), 'per-page': '100' });
    }
    const one = /^\/v1\/spaces\/1\/stories\/(\d+)$/.exec(pathname);
    if (method === 'GET' && one) return json(200, { story: stories.find((s) => s.id === Number(one[1])) });
    return json(404, ['This record could not be found']);
  });
  const create = (slug: string) => createStory(fake.client, 1, { name: slug, slug, parent_id: 7 }, true);
  return { ...fake, stories, create };
}

describe('an idempotent create', () => {
  for (const failure of ['network', 'bad gateway'] as const) {
    it(`finds the story a POST created before it failed (${failure}) instead of creating it twice`, async () => {
      const space = flakySpace(failure);
      const story = await space.create('old-address');
      expect(space.stories).toHaveLength(1);
      expect(story).toMatchObject({ id: 100, slug: 'old-address', parent_id: 7 });
      expect(space.calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
        'POST /v1/spaces/1/stories',
        'GET /v1/spaces/1/stories',
        'GET /v1/spaces/1/stories/100',
      ]);
      expect(space.client.stats.transientFailures).toBe(1);
    });
  }

  it('posts again when the failed POST left nothing behind', async () => {
    const space = clientOn(
      (() => {
        let posts = 0;
        return ({ method }: Sent) => {
          if (method === 'GET') return json(200, { stories: [] }, { total: '0' });
          return posts++ === 0 ? json(503, { error: 'Service Unavailable' }) : json(201, { story: { id: 5, slug: 'a' } });
        };
      })(),
    );
    const created = await space.client.create(
      () => space.client.api.stories.create({ body: { story: { name: 'a', slug: 'a', parent_id: 0 } } }),
      async () => {
        const found = await findStory(space.client, 1, 0, 'a');
        return found && { story: found };
      },
    );
    expect(created).toEqual({ story: { id: 5, slug: 'a' } });
    expect(space.calls.map((call) => call.method)).toEqual(['POST', 'GET', 'POST']);
  });

  it('takes a 422 "taken" after an unanswered attempt as its own earlier write', async () => {
    const stories: { id: number; slug: string; parent_id: number }[] = [];
    let lookups = 0;
    const space = clientOn(({ method, url }) => {
      if (method === 'POST') {
        if (stories.length) return json(422, { slug: ['has already been taken'] });
        stories.push({ id: 9, slug: 'a', parent_id: 0 });
        throw new TypeError('fetch failed');
      }
      // the first lookup comes too early to see the story (a replica behind), the second sees it
      if (new URL(url).pathname.endsWith('/stories')) return json(200, { stories: lookups++ === 0 ? [] : stories });
      return json(200, { story: stories[0] });
    });
    const created = await space.client.create(
      () => space.client.api.stories.create({ body: { story: { name: 'a', slug: 'a', parent_id: 0 } } }),
      async () => {
        const found = await findStory(space.client, 1, 0, 'a');
        return found && { story: found };
      },
    );
    expect(created.story).toMatchObject({ id: 9 });
  });
});

describe('hasTranslatableSlugs', () => {
  it("reads the space's app provisions (documented list; the app's slug is not, so its name counts too)", async () => {
    const provisions = (apps: { slug: string; name: string }[]) => [{ status: 200, body: { app_provisions: apps } }];
    for (const [apps, expected] of [
      [[{ slug: 'translatable-slugs', name: 'Translatable Slugs' }], true],
      [[{ slug: 'translatable_slugs', name: 'Translatable slugs' }], true],
      [[{ slug: 'something-else', name: 'Translatable Slugs' }], true],
      [[{ slug: 'advanced-paths', name: 'Advanced Paths' }], false],
      [[], false],
    ] as const) {
      const { client, calls } = scripted(provisions([...apps]));
      expect(await hasTranslatableSlugs(client, 42), JSON.stringify(apps)).toBe(expected);
      expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET https://mapi.example/v1/spaces/42/app_provisions']);
    }
  });
});
