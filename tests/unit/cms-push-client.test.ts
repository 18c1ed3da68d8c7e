/** The Management API client: region hosts, raw token, throttle, retries on 429/5xx/network errors for every method, Storyblok's messages. */
import { describe, expect, it } from 'vitest';
import { ManagementApiError, ManagementClient, managementBaseUrl, retryAfterMs, storyblokMessage } from '../../packages/cms/src/management/client';

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | Error;

/** A client on a scripted fetch, a fake clock and a sleep that only advances it. */
function scripted(answers: Answer[], options: { requestsPerSecond?: number } = {}) {
  const calls: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  const sleeps: number[] = [];
  let clock = 0;
  const client = new ManagementClient({
    token: 'pat-123',
    baseUrl: 'https://mapi.example/v1',
    requestsPerSecond: options.requestsPerSecond ?? 1000,
    now: () => clock,
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ method: init.method ?? 'GET', url, headers: init.headers as Record<string, string>, body: init.body });
      const answer = answers.shift();
      if (!answer) throw new Error('no answer scripted');
      if (answer instanceof Error) throw answer;
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status, headers: answer.headers });
    }) as typeof fetch,
  });
  return { client, calls, sleeps, advance: (ms: number) => (clock += ms) };
}

describe('managementBaseUrl', () => {
  it('takes STORYBLOK_MANAGEMENT_URL first, then the region (eu by default)', () => {
    expect(managementBaseUrl({ STORYBLOK_MANAGEMENT_URL: 'http://127.0.0.1:4010/v1/', STORYBLOK_REGION: 'us' })).toBe('http://127.0.0.1:4010/v1');
    expect(managementBaseUrl({})).toBe('https://mapi.storyblok.com/v1');
    expect(managementBaseUrl({ STORYBLOK_REGION: 'US' })).toBe('https://api-us.storyblok.com/v1');
    expect(managementBaseUrl({ STORYBLOK_REGION: 'ca' })).toBe('https://api-ca.storyblok.com/v1');
    expect(managementBaseUrl({ STORYBLOK_REGION: 'ap' })).toBe('https://api-ap.storyblok.com/v1');
    expect(managementBaseUrl({ STORYBLOK_REGION: 'cn' })).toBe('https://app.storyblokchina.cn/v1');
    expect(() => managementBaseUrl({ STORYBLOK_REGION: 'mars' })).toThrow(/eu, us, ca, ap, cn/);
  });
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
  it('sends the raw personal access token, JSON bodies and query parameters', async () => {
    const { client, calls } = scripted([{ status: 201, body: { component: { id: 7 } } }, { status: 200, body: { space: {} } }]);
    await expect(client.post('spaces/1/components', { component: { name: 'hero' } })).resolves.toEqual({ component: { id: 7 } });
    await client.get('spaces/1', { page: 2, skip: undefined });
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://mapi.example/v1/spaces/1/components', body: '{"component":{"name":"hero"}}' });
    expect(calls[0]!.headers).toMatchObject({ authorization: 'pat-123', 'content-type': 'application/json' });
    expect(calls[1]!.url).toBe('https://mapi.example/v1/spaces/1?page=2');
  });

  it('backs off and retries 429 for any method: Retry-After when given, else exponentially', async () => {
    const { client, calls, sleeps } = scripted([
      { status: 429, body: { error: 'Too Many Requests' }, headers: { 'retry-after': '2' } },
      { status: 429, body: { error: 'Too Many Requests' } },
      { status: 429, body: { error: 'Too Many Requests' } },
      { status: 200, body: { story: { id: 1 } } },
    ]);
    await expect(client.put('spaces/1/stories/1', { story: {} })).resolves.toEqual({ story: { id: 1 } });
    expect(calls.map((call) => call.method)).toEqual(['PUT', 'PUT', 'PUT', 'PUT']);
    expect(sleeps.filter((ms) => ms >= 250)).toEqual([2000, 500, 1000]);
    expect(client.stats).toMatchObject({ requests: 4, writes: 4, rateLimited: 3 });
  });

  it('gives up on 429 after its bound with Storyblok\'s message', async () => {
    const { client } = scripted(Array.from({ length: 11 }, () => ({ status: 429, body: { error: 'Too Many Requests' } })));
    await expect(client.get('spaces/1')).rejects.toMatchObject({ status: 429, storyblokMessage: 'Too Many Requests' });
  });

  it('retries network errors and 5xx a few times', async () => {
    const { client, calls } = scripted([new TypeError('fetch failed'), { status: 502 }, { status: 200, body: { ok: true } }]);
    await expect(client.post('spaces/1/stories', {})).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(3);
    const failing = scripted([{ status: 500 }, { status: 500 }, { status: 500 }, { status: 503, body: { error: 'Service Unavailable' } }]);
    await expect(failing.client.get('spaces/1')).rejects.toMatchObject({ status: 503, storyblokMessage: 'Service Unavailable' });
    expect(failing.calls).toHaveLength(4);
  });

  it('stops at once on 401, 403, 404 and 422 with a typed error', async () => {
    for (const [status, body, message] of [
      [401, { error: 'Unauthorized' }, 'Unauthorized'],
      [403, { error: 'Forbidden' }, 'Forbidden'],
      [404, ['This record could not be found'], 'This record could not be found'],
      [422, { name: ['has already been taken'] }, 'name has already been taken'],
    ] as const) {
      const { client, calls } = scripted([{ status, body }]);
      const error = await client.post('spaces/1/components', {}).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ManagementApiError);
      expect(error).toMatchObject({ status, storyblokMessage: message, method: 'POST', path: 'spaces/1/components' });
      expect((error as Error).message).toBe(`Storyblok answered ${status} to POST spaces/1/components: ${message}`);
      expect(calls).toHaveLength(1);
    }
  });

  it('walks paged lists by the total header', async () => {
    const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: from + i }));
    const { client, calls } = scripted([
      { status: 200, body: { stories: page(0, 100) }, headers: { total: '150', 'per-page': '100' } },
      { status: 200, body: { stories: page(100, 50) }, headers: { total: '150', 'per-page': '100' } },
    ]);
    const all = await client.getAll<{ id: number }>('spaces/1/stories', 'stories');
    expect(all.map((story) => story.id)).toEqual(page(0, 150).map((story) => story.id));
    expect(calls.map((call) => new URL(call.url).search)).toEqual(['?page=1&per_page=100', '?page=2&per_page=100']);
    const unpaged = scripted([{ status: 200, body: { components: page(0, 3) } }]);
    expect(await unpaged.client.getAll('spaces/1/components', 'components')).toHaveLength(3);
  });

  it('spaces requests to the configured rate', async () => {
    const { client, sleeps } = scripted(
      Array.from({ length: 4 }, () => ({ status: 200, body: {} })),
      { requestsPerSecond: 3 },
    );
    for (let i = 0; i < 4; i++) await client.get('spaces/1');
    expect(sleeps.map(Math.round)).toEqual([333, 333, 333]);
  });

  it('counts publishing and finishing uploads as writes', async () => {
    const { client } = scripted([{ status: 200, body: {} }, { status: 200, body: {} }, { status: 200, body: {} }]);
    await client.get('spaces/1/stories/5/publish');
    await client.get('spaces/1/assets/9/finish_upload');
    await client.get('spaces/1/stories/5');
    expect(client.stats).toMatchObject({ requests: 3, writes: 2 });
  });

  it('deletes without a body, retried and counted as a write', async () => {
    const { client, calls } = scripted([{ status: 429, body: { error: 'Too Many Requests' } }, { status: 200, body: { story: { id: 5 } } }]);
    await expect(client.delete('spaces/1/stories/5')).resolves.toEqual({ story: { id: 5 } });
    expect(calls.map((call) => call.method)).toEqual(['DELETE', 'DELETE']);
    expect(calls[1]).toMatchObject({ url: 'https://mapi.example/v1/spaces/1/stories/5', body: undefined });
    expect(calls[1]!.headers).not.toHaveProperty('content-type');
    expect(client.stats).toMatchObject({ requests: 2, writes: 2, rateLimited: 1 });
  });
});
