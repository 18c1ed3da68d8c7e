/**
 * Request targets the site cannot read (issue 32): answered 400 within milliseconds by the first layer,
 * never thrown in the request loop, never redirected off-site; and whatever a layer throws answered
 * 500 without leaving the socket open. The in-process server is the one server.mts starts
 * (createSiteServer) around a stand-in for Next, fed malformed requests over raw sockets.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkRequestTarget } from '@/server/security/request-target';
import { createSiteServer } from '@/server/site-server';
import { getRequest, malformedRequests, MALFORMED_TARGETS, sendRaw } from '../support/raw-requests';

const PUBLIC_HOST = 'www.sonnwaerme.example';

describe('checkRequestTarget', () => {
  it.each([
    ['/de/', '/de/'],
    ['/de/produkte/ac-thor/?utm_source=mailing', '/de/produkte/ac-thor/?utm_source=mailing'],
    // the query is the app's: what a browser sends for a typed search, the editor's token in brackets
    ['/de/suche/?q=100%', '/de/suche/?q=100%'],
    ['/de/?_storyblok_tk[token]=x&a=//evil.example', '/de/?_storyblok_tk[token]=x&a=//evil.example'],
    ['/es/noticias/a%C3%B1o-nuevo/', '/es/noticias/a%C3%B1o-nuevo/'],
    // an encoded slash is part of one segment: the app answers it (a 404), on the site
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/de/..produkte/', '/de/..produkte/'],
    ['/de//produkte/', '/de//produkte/'],
  ])('accepts %j as %j', (target, expected) => {
    expect(checkRequestTarget(target, [])).toEqual({ ok: true, target: expected, host: undefined });
  });

  it("takes an absolute target on the site's own host as its path, on that host", () => {
    const own = ['localhost:3000', PUBLIC_HOST];
    expect(checkRequestTarget('http://localhost:3000/de?a=1', own)).toEqual({ ok: true, target: '/de?a=1', host: 'localhost:3000' });
    expect(checkRequestTarget('HTTPS://WWW.SONNWAERME.EXAMPLE', own)).toEqual({ ok: true, target: '/', host: PUBLIC_HOST });
    expect(checkRequestTarget('https://www.sonnwaerme.example?a=1', own)).toEqual({ ok: true, target: '/?a=1', host: PUBLIC_HOST });
    expect(checkRequestTarget('http://localhost:3000//evil.example/', own)).toMatchObject({ ok: false });
  });

  it.each([...MALFORMED_TARGETS, '', 'de/', '%ff', '/de/ä/', '/de/\u0000/', '/de/ /'])('refuses %j with a reason', (target) => {
    expect(checkRequestTarget(target, ['localhost:3000', PUBLIC_HOST])).toEqual({ ok: false, problem: expect.stringMatching(/\.$/) });
  });
});

/** a stand-in for Next: a cacheable page, a layer that throws, one that rejects */
function nextStandIn() {
  const seen: { url: string; host: string | undefined }[] = [];
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    seen.push({ url: req.url!, host: req.headers.host });
    if (req.url === '/throws/') throw new Error('a bug in a layer');
    if (req.url === '/rejects/') return Promise.reject(new Error('a bug in an async layer'));
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=60', etag: `"${req.url}"` }).end(`<p>${req.url}</p>`);
  };
  return { seen, handle };
}

describe('the Node server (createSiteServer) with malformed requests over raw sockets', () => {
  let server: Server;
  let port: number;
  let host: string;
  const next = nextStandIn();
  const redirects = { lookup: async () => ({ answer: null, source: 'function' as const }), size: 0 };

  beforeAll(async () => {
    server = createSiteServer(next.handle, { redirects, previewModeId: undefined, publicHost: PUBLIC_HOST, idle: { collect: () => undefined } });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    host = `127.0.0.1:${port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers every malformed request below 500 within 1 s, while ordinary requests beside them are all served', async () => {
    next.seen.length = 0;
    const corpus = malformedRequests(host);
    const ordinary = Array.from({ length: 40 }, (_, i) => `/de/page-${i}/`);
    const [malformed, served] = await Promise.all([
      Promise.all(corpus.map(async ({ name, bytes, status }) => ({ name, status, answer: await sendRaw(port, bytes).catch((error: Error) => error) }))),
      Promise.all(ordinary.map((path) => sendRaw(port, getRequest(path, host)))),
    ]);
    for (const { name, status, answer } of malformed) {
      expect(answer, name).not.toBeInstanceOf(Error);
      const { status: got } = answer as Exclude<typeof answer, Error>;
      if (status === undefined) expect(got, name).toBeLessThan(500);
      else expect(got, name).toBe(status);
      expect(got, name).toBeGreaterThanOrEqual(200);
    }
    expect(served.map(({ status, body }) => [status, body])).toEqual(ordinary.map((path) => [200, `<p>${path}</p>`]));
    // no malformed target reached the app
    const reached = next.seen.map(({ url }) => url);
    expect(reached.filter((url) => MALFORMED_TARGETS.includes(url))).toEqual([]);
    expect(reached).toEqual(expect.arrayContaining(ordinary));
  });

  it('answers a target it cannot read with a short JSON 400 carrying the security headers', async () => {
    for (const target of ['///', '//%5Cevil.example', 'http://evil.example/de', '/de/%zz/']) {
      const answer = await sendRaw(port, getRequest(target, host));
      expect(answer.status, target).toBe(400);
      expect(answer.headers.location, target).toBeUndefined();
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(answer.body)).toMatchObject({ error: 'bad-request-target', message: expect.any(String) });
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['strict-transport-security']).toMatch(/max-age=63072000/);
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it("answers what Node's parser refuses with 400 (431 for oversized headers), secured, and closes the connection", async () => {
    const badHeader = await sendRaw(port, getRequest('/de/', host, ['X Bad: 1']));
    expect([badHeader.status, badHeader.body]).toEqual([400, '400 Bad Request\n']);
    expect(badHeader.headers.connection).toBe('close');
    expect(badHeader.headers['x-content-type-options']).toBe('nosniff');
    expect(badHeader.headers['content-security-policy']).toContain("default-src 'self'");
    expect((await sendRaw(port, getRequest('/de/', host, [`X-Big: ${'a'.repeat(20_000)}`]))).status).toBe(431);
  });

  it('answers a malformed request that follows an answered one on a keep-alive connection', async () => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let sentBad = false;
    const statusLines = () => received.match(/HTTP\/1\.1 \d{3}/g) ?? [];
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
      // once the first answer has arrived: one under way is not interrupted
      if (!sentBad && received.endsWith('<p>/de/</p>')) {
        sentBad = true;
        socket.write(getRequest('/de/', host, ['X Bad: 1']));
      }
    });
    socket.write(getRequest('/de/', host));
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1000))]);
    socket.destroy();
    expect(statusLines()).toEqual(['HTTP/1.1 200', 'HTTP/1.1 400']);
  });

  it("serves an absolute target on the site's own host as its path, and no other host", async () => {
    next.seen.length = 0;
    expect((await sendRaw(port, getRequest(`http://${host}/de/?a=1`, host))).status).toBe(200);
    expect((await sendRaw(port, getRequest(`https://${PUBLIC_HOST}/en/`, host))).status).toBe(200);
    expect((await sendRaw(port, getRequest('http://evil.example/de/', 'evil.example:80'))).status).toBe(400);
    expect(next.seen).toEqual([
      { url: '/de/?a=1', host },
      { url: '/en/', host: PUBLIC_HOST },
    ]);
  });

  it('answers a layer that throws (or rejects) with a 500 without its stack, logs it as an error, and goes on serving the others', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const ordinary = Array.from({ length: 10 }, (_, i) => `/en/page-${i}/`);
      const answers = await Promise.all(['/throws/', '/rejects/', ...ordinary].map((path) => sendRaw(port, getRequest(path, host))));
      for (const failed of answers.slice(0, 2)) {
        expect(failed.status).toBe(500);
        expect(failed.body).not.toContain('a bug in');
        expect(JSON.parse(failed.body)).toEqual({ error: 'internal-error', message: 'The site could not answer this request.' });
        expect(failed.headers['x-content-type-options']).toBe('nosniff');
      }
      expect(answers.slice(2).map(({ status }) => status)).toEqual(ordinary.map(() => 200));
      const lines = logged.mock.calls.map(([line]) => JSON.parse(String(line)) as { level: string; url: string; error: string });
      expect(lines.map(({ level, url }) => [level, url]).sort()).toEqual([
        ['error', '/rejects/'],
        ['error', '/throws/'],
      ]);
      expect(lines[0]!.error).toContain('a bug in');
    } finally {
      logged.mockRestore();
    }
  });
});

describe('the Node server (createSiteServer) with request limits', () => {
  it('answers a client over a limit 429 before the app sees the request, and its other paths as before', async () => {
    const next = nextStandIn();
    const redirects = { lookup: async () => ({ answer: null, source: 'function' as const }), size: 0 };
    const limits = [{ name: 'api', pathPrefix: '/api/', limit: 10, windowSeconds: 60 as const }];
    const server = createSiteServer(next.handle, { redirects, previewModeId: undefined, publicHost: PUBLIC_HOST, idle: { collect: () => undefined }, limits });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const host = `127.0.0.1:${port}`;
    try {
      const statuses = [];
      for (let i = 0; i < 12; i++) statuses.push((await sendRaw(port, getRequest(`/api/calendar/?id=${i}`, host))).status);
      expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
      const refused = await sendRaw(port, getRequest('/api/calendar/?id=99', host));
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(next.seen.filter(({ url }) => url === '/api/calendar/?id=99')).toEqual([]);
      expect((await sendRaw(port, getRequest('/de/', host))).status).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
