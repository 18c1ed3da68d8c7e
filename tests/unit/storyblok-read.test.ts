/** The content reads the site and the functions share: the client's setup and "no such story". */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type StoryblokClient from 'storyblok-js-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStoryblokClient, readStory } from '@pv/shared/storyblok';

describe('readStory', () => {
  /** a client whose every story read answers so */
  const answering = (answer: () => Promise<unknown>) => ({ getStory: vi.fn(answer) }) as unknown as Pick<StoryblokClient, 'getStory'>;

  it('reads the story at an id or slug with the given parameters', async () => {
    const client = answering(async () => ({ data: { story: { id: 8002, name: 'Manual' } } }));
    expect(await readStory(client, '8002', { version: 'published', language: 'en' })).toEqual({ id: 8002, name: 'Manual' });
    expect(client.getStory).toHaveBeenCalledWith('8002', { version: 'published', language: 'en' });
  });

  it('answers null when the service has no such story', async () => {
    expect(await readStory(answering(() => Promise.reject({ message: 'Not Found', status: 404, response: {} })), 'nope', {})).toBeNull();
  });

  it.each<[string, unknown]>([
    ['401', { message: 'Unauthorized', status: 401, response: {} }],
    ['500', { message: 'Server Error', status: 500, response: {} }],
    ['a status that is not a number', { message: 'odd', status: '404' }],
    ['a network failure', { message: 'fetch failed' }],
    ['a network failure as an Error', new TypeError('fetch failed')],
    ['null', null],
    ['a string', '404'],
  ])('passes %s on as the client threw it', async (_name, failure) => {
    await expect(readStory(answering(() => Promise.reject(failure)), '8002', {})).rejects.toBe(failure);
  });
});

describe('createStoryblokClient', () => {
  /** answers to come, in order (then 200 with a story) */
  const answers: number[] = [];
  const requests: URL[] = [];
  let server: Server;
  let endpoint: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(new URL(req.url ?? '/', 'http://localhost'));
      const status = answers.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status === 200 ? { story: { id: 8002, name: 'Manual' }, cv: requests.length } : { error: String(status) }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads from the endpoint with the token, and asks the service every time (no cache of its own)', async () => {
    const client = createStoryblokClient({ accessToken: 'public-token', endpoint, timeoutMs: 5_000, maxRetries: 1 });
    requests.length = 0;
    for (let read = 0; read < 2; read++) expect(await readStory(client, '8002', { version: 'published' })).toMatchObject({ id: 8002 });
    expect(requests.map((url) => [url.pathname, url.searchParams.get('token')])).toEqual([
      ['/v2/cdn/stories/8002', 'public-token'],
      ['/v2/cdn/stories/8002', 'public-token'],
    ]);
  });

  it('retries a 429 as often as asked, then gives up', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {}); // the library announces each retry
    const client = createStoryblokClient({ accessToken: 'public-token', endpoint, timeoutMs: 5_000, maxRetries: 2, retryDelayMs: 1 });
    requests.length = 0;
    answers.push(429, 429);
    expect(await readStory(client, '8002', { version: 'published' })).toMatchObject({ id: 8002 });
    expect(requests).toHaveLength(3);
    requests.length = 0;
    answers.push(429, 429, 429);
    await expect(readStory(client, '8002', { version: 'published' })).rejects.toMatchObject({ status: 429 });
    expect(requests).toHaveLength(3);
    answers.length = 0;
    vi.restoreAllMocks();
  });

  it('answers null for a story the service does not have', async () => {
    const client = createStoryblokClient({ accessToken: 'public-token', endpoint, timeoutMs: 5_000, maxRetries: 1 });
    answers.push(404);
    expect(await readStory(client, '99999', { version: 'published' })).toBeNull();
  });
});
