/**
 * The local functions host turns HTTP requests into function-URL events (payload 2.0) and handler
 * results into answers, as Lambda function URLs do on AWS; the site's forwarding layer (and the host's
 * own entrance for `next dev`) plays CloudFront: the mail and PDF functions answer only what came
 * through it, and count the connection's own address.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { mailFunction } from '@pv/functions/mail/handler';
import { pdfFunction } from '@pv/functions/pdf/handler';
import { forwardFunctionPaths } from '@pv/shared/cloudfront-forwarding';
import { BODY_IDLE_TIMEOUT_MS, createFunctionsHost } from '../../packages/local/src/functions-host/server';
import { FIXTURE_ORIGIN, FIXTURE_ORIGIN_SECRET, startFunctionsStack, type FunctionsStack } from '../support/functions-stack';

let host: Server;
let base: string;
const seen: APIGatewayProxyEventV2[] = [];

beforeAll(async () => {
  host = createFunctionsHost([
    {
      prefix: '/mail/',
      handler: async (event): Promise<APIGatewayProxyStructuredResultV2> => {
        seen.push(event);
        if (event.rawPath === '/mail/crash') throw new Error('boom');
        if (event.rawPath === '/mail/binary') return { statusCode: 200, headers: { 'content-type': 'application/octet-stream' }, body: Buffer.from([0, 1, 2, 255]).toString('base64'), isBase64Encoded: true };
        return { statusCode: 201, headers: { 'content-type': 'application/json', 'x-answer': 'yes' }, cookies: ['a=1; Path=/', 'b=2; Path=/'], body: JSON.stringify({ ok: true }) };
      },
    },
  ]);
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

describe('functions host', () => {
  it('hands a JSON POST to the handler as a 2.0 event: path, query, headers, text body, method, source address', async () => {
    const response = await fetch(`${base}/mail/send?x=1&y=two`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' }, body: '{"a":1}' });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-answer')).toBe('yes');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await response.json()).toEqual({ ok: true });
    const event = seen.at(-1)!;
    expect(event).toMatchObject({
      version: '2.0',
      rawPath: '/mail/send',
      rawQueryString: 'x=1&y=two',
      queryStringParameters: { x: '1', y: 'two' },
      body: '{"a":1}',
      isBase64Encoded: false,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
      requestContext: { http: { method: 'POST', path: '/mail/send', sourceIp: '127.0.0.1' } },
    });
  });

  it('sends binary bodies base64-encoded both ways', async () => {
    const response = await fetch(`${base}/mail/binary`, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: new Uint8Array([9, 8, 7]) });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([0, 1, 2, 255]));
    expect(seen.at(-1)).toMatchObject({ body: Buffer.from([9, 8, 7]).toString('base64'), isBase64Encoded: true });
  });

  it('answers 404 outside its routes, 413 above Lambda’s payload limit and 502 when a handler crashes', async () => {
    expect((await fetch(`${base}/other/`)).status).toBe(404);
    expect((await fetch(`${base}/mail/send`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x'.repeat(6 * 1024 * 1024 + 1) })).status).toBe(413);
    const crashed = await fetch(`${base}/mail/crash`);
    expect(crashed.status).toBe(502);
    expect(await crashed.text()).not.toContain('boom');
  });
});

/**
 * A POST whose Content-Length promises 100 bytes, of which `sent` arrive in one piece; the connection
 * stays open (or, `hangUp`, closes). Resolves with the answer once it is whole, and how long it took.
 */
function truncatedPost(origin: string, path: string, { sent = '{"form":', hangUp = false } = {}): Promise<{ head: string; body: string; ms: number }> {
  const { hostname, port } = new URL(origin);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    let answer = '';
    const settle = () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      // a forwarded answer comes chunked: the JSON is the one line that is one
      resolve({ head, body: body.split('\r\n').find((line) => line.startsWith('{')) ?? body, ms: Date.now() - started });
      socket.destroy();
    };
    const socket = connect(Number(port), hostname, () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n${sent}`);
      if (hangUp) socket.destroy();
    });
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('utf8');
      const length = /\r\ncontent-length: (\d+)/i.exec(answer)?.[1];
      const body = answer.split('\r\n\r\n').slice(1).join('\r\n\r\n');
      if (length ? Buffer.byteLength(body) >= Number(length) : answer.endsWith('\r\n0\r\n\r\n')) settle();
    });
    socket.on('error', reject);
    socket.on('close', settle);
  });
}

/** The same request in `chunks`, `pauseMs` apart: a slow client, but one that sends the whole body. */
function slowPost(origin: string, path: string, chunks: string[], pauseMs: number): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(Number(port), hostname, async () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${chunks.join('').length}\r\nConnection: close\r\n\r\n`);
      for (const chunk of chunks) {
        await new Promise((wait) => setTimeout(wait, pauseMs));
        socket.write(chunk);
      }
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
  });
}

describe('a body that does not all arrive', () => {
  it(`is answered 400 once it has paused ${BODY_IDLE_TIMEOUT_MS} ms, the connection closed, the handler never called`, async () => {
    seen.length = 0;
    const answer = await truncatedPost(base, '/mail/send');
    expect(answer.head).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer.head.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(answer.body)).toEqual({ error: 'incomplete-body', message: expect.stringContaining('Content-Length') });
    expect(answer.ms).toBeGreaterThanOrEqual(BODY_IDLE_TIMEOUT_MS - 100);
    expect(answer.ms).toBeLessThan(BODY_IDLE_TIMEOUT_MS + 1_500);
    expect(seen).toEqual([]);
  });

  it('waits for a slow client as long as its body keeps coming', async () => {
    const slowHost = createFunctionsHost([{ prefix: '/mail/', handler: async (event) => ({ statusCode: 200, body: String(event.body) }) }], { bodyIdleMs: 300 });
    const origin = await listening(slowHost);
    expect(await slowPost(origin, '/mail/send', ['{"a"', ':', '1}'], 200)).toBe('HTTP/1.1 200 OK');
    expect(await slowPost(origin, '/mail/send', ['{"a"', ':', '1}'], 500)).toMatch(/^HTTP\/1\.1 400 /);
    await closing(slowHost);
  });

  it('from a client that hangs up halfway is dropped: the host keeps serving, the handler is never called', async () => {
    seen.length = 0;
    await truncatedPost(base, '/mail/send', { hangUp: true });
    // long enough for the host to have seen the connection go
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await fetch(`${base}/mail/send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(201);
    expect(seen.map((event) => event.body)).toEqual(['{}']);
  });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** the port the request left from */
  port: number;
}

/** One request from a chosen loopback address (127.0.0.0/8 is all this machine's): a visitor of its own. */
function requestFrom(from: string, url: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers, localAddress: from }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8'), port: outgoing.socket?.localPort ?? 0 }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const originOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const listening = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return originOf(server);
};
const closing = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** what a visitor may claim about itself */
const FORGED = { 'cloudfront-viewer-address': '192.0.2.77:443', 'x-forwarded-for': '192.0.2.77', 'x-origin-verify': 'guessed', cookie: 'session=1' };
const PDF = Buffer.from('%PDF-1.7 manual');

describe('CloudFront’s part on the local stack', () => {
  let stack: FunctionsStack;
  let functionsHost: Server;
  let site: Server;
  let functions: string;
  let siteOrigin: string;
  /** the events the mail function received */
  const received: APIGatewayProxyEventV2[] = [];

  beforeAll(async () => {
    stack = await startFunctionsStack();
    const mail = mailFunction(stack.dependencies({ config: { ...stack.config, challengeRateLimit: { requests: 2, windowSeconds: 600 } } }), FIXTURE_ORIGIN);
    const manual = { id: 8001, lang: 'en' as const, title: 'AC-THOR', publishedAt: '2026-11-01T00:00:00.000Z', slug: 'ac-thor-operating-manual' };
    const pdf = pdfFunction({ manuals: { published: async ({ id }) => (id === 8001 ? manual : null) }, cache: { get: async () => PDF, put: async () => undefined, drop: async () => [] }, render: async () => PDF }, FIXTURE_ORIGIN);
    functionsHost = createFunctionsHost(
      [
        { prefix: '/mail/', handler: async (event) => (received.push(event), mail(event)) },
        { prefix: '/pdf/', handler: pdf },
      ],
      { cloudFront: { originSecret: FIXTURE_ORIGIN_SECRET } },
    );
    functions = await listening(functionsHost);
    // the site's server with its forwarding layer; its own pages answer 404 here
    site = createServer(forwardFunctionPaths((_req, res) => void res.writeHead(404).end('a page of the site'), { functionsOrigin: functions, originSecret: FIXTURE_ORIGIN_SECRET }));
    siteOrigin = await listening(site);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([closing(site), closing(functionsHost)]);
    await stack.stop();
  });

  it('refuses a request straight to a function (its function URL) with 403, whatever viewer it names', async () => {
    for (const [method, path] of [['GET', '/mail/challenge'], ['POST', '/mail/send'], ['GET', '/pdf/manual?id=8001&lang=en']] as const) {
      const answer = await requestFrom('127.0.0.2', `${functions}${path}`, { method, headers: { ...FORGED, 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
      expect(answer.status, path).toBe(403);
      expect(JSON.parse(answer.body)).toMatchObject({ error: 'forbidden', message: expect.any(String) });
    }
  });

  it('forwards through the site as CloudFront does: the connection’s own address and port, the origin secret, none of the visitor’s claims', async () => {
    received.length = 0;
    const answer = await requestFrom('127.0.0.5', `${siteOrigin}/mail/challenge?x=1`, { headers: { ...FORGED, accept: 'application/json', 'user-agent': 'test-browser' } });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('signature');
    const [event] = received;
    expect(event!.headers).toMatchObject({ 'cloudfront-viewer-address': `127.0.0.5:${answer.port}`, 'x-origin-verify': FIXTURE_ORIGIN_SECRET, accept: 'application/json', 'user-agent': 'test-browser' });
    expect(event!.headers).not.toHaveProperty('x-forwarded-for');
    expect(event!.headers).not.toHaveProperty('cookie');
    expect(event!.rawQueryString).toBe('x=1');
  });

  it('counts each real visitor: forged viewer headers through the site get no fresh allowance and lock nobody out', async () => {
    const statuses = [];
    // the attacker names a new address each time, then the victim's
    for (const claimed of ['192.0.2.1:443', '192.0.2.2:443', '127.0.0.7:443']) {
      statuses.push((await requestFrom('127.0.0.6', `${siteOrigin}/mail/challenge`, { headers: { 'cloudfront-viewer-address': claimed, 'x-forwarded-for': claimed.split(':')[0]! } })).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect((await requestFrom('127.0.0.7', `${siteOrigin}/mail/challenge`)).status).toBe(200);
  });

  it('posts a form body through to the function and its answer back', async () => {
    const answer = await requestFrom('127.0.0.8', `${siteOrigin}/mail/send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ form: 'contact', language: 'de' }) });
    expect(answer.status).toBe(422);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'invalid', fields: { firstname: 'required' } });
  });

  it('answers a form whose body does not all arrive 400 through the site, not a 502, and the function never sees it', async () => {
    received.length = 0;
    const answer = await truncatedPost(siteOrigin, '/mail/send', { sent: '{"form":"contact","language":"de"' });
    expect(answer.head).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'incomplete-body' });
    expect(answer.ms).toBeLessThan(BODY_IDLE_TIMEOUT_MS + 1_500);
    expect(received).toEqual([]);
  });

  it('serves the manual PDF through the site with a GET', async () => {
    const answer = await requestFrom('127.0.0.9', `${siteOrigin}/pdf/manual?id=8001&lang=en`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.body).toBe(PDF.toString('utf8'));
  });

  it('gives `next dev` the same through the host’s CloudFront entrance', async () => {
    received.length = 0;
    const answer = await requestFrom('127.0.0.10', `${functions}/_cloudfront/mail/challenge`, { headers: FORGED });
    expect(answer.status).toBe(200);
    expect(received[0]!.headers).toMatchObject({ 'cloudfront-viewer-address': `127.0.0.10:${answer.port}`, 'x-origin-verify': FIXTURE_ORIGIN_SECRET });
    expect(received[0]!.rawPath).toBe('/mail/challenge');
  });

  it.each(['/mail/../cms/webhook', '/mail/%2e%2e/redirects/lookup', '//evil.example/mail/send', '/mailbox/'])('forwards only paths under /mail/ and /pdf/: not %s', async (path) => {
    const throughSite = await requestFrom('127.0.0.11', `${siteOrigin}${path}`);
    expect(throughSite.body).toBe('a page of the site');
    expect((await requestFrom('127.0.0.11', `${functions}/_cloudfront${path}`)).status).toBe(404);
  });

  it('answers 502 like CloudFront when the functions cannot be reached', async () => {
    const closed = createServer();
    const unreachable = await listening(closed);
    await closing(closed);
    const layer = createServer(forwardFunctionPaths(() => undefined, { functionsOrigin: unreachable, originSecret: FIXTURE_ORIGIN_SECRET }));
    const answer = await requestFrom('127.0.0.12', `${await listening(layer)}/mail/challenge`);
    await closing(layer);
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'bad-gateway' });
  });
});
