import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { secureResponses } from '@/server/security/response';
import { collectWhenIdle } from '@/server/idle-memory';
import { inTurns, REQUESTS_PER_TURN } from '@/server/turns';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('fair admission (the Node server)', () => {
  it(`starts at most ${REQUESTS_PER_TURN} requests per turn of the event loop, in the order they came`, async () => {
    const started: number[] = [];
    const handle = inTurns((req) => void started.push(Number(req.url)));
    for (let i = 0; i < 20; i++) handle({ url: String(i) } as IncomingMessage, {} as ServerResponse);
    expect(started).toEqual([]);
    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    await nextTurn();
    expect(started).toHaveLength(16);
    await nextTurn();
    expect(started).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('starts a lone request in the same turn it arrived', async () => {
    const started: string[] = [];
    const handle = inTurns((req) => void started.push(req.url!));
    handle({ url: '/de/' } as IncomingMessage, {} as ServerResponse);
    await nextTurn();
    expect(started).toEqual(['/de/']);
  });
});

describe('a visitor who left before the request started (it waited its turn)', () => {
  it('does not hold the page for those who come after: nothing is written for him, so he cannot share an answer', async () => {
    const secured = secureResponses((_req, res) => {
      setTimeout(() => {
        // like Next, nothing is written for a visitor who has gone
        if (res.closed) return;
        res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 's-maxage=60', etag: '"p"' }).end('<p>page</p>');
      }, 20);
    }, undefined);
    // the leaving visitor's request reaches the layers only after he has gone
    const server = createServer((req, res) => (req.headers['x-leaves'] ? res.once('close', () => secured(req, res)) : secured(req, res)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const left = new Promise<void>((resolve) => server.once('request', (_req, res) => res.once('close', () => setImmediate(resolve))));
      const socket = connect(port, '127.0.0.1', () => socket.write('GET /page/ HTTP/1.1\r\nHost: site\r\nx-leaves: 1\r\n\r\n', () => setTimeout(() => socket.resetAndDestroy(), 10)));
      await left;
      const response = await fetch(`http://127.0.0.1:${port}/page/`, { signal: AbortSignal.timeout(3000) });
      expect([response.status, await response.text()]).toEqual([200, '<p>page</p>']);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('memory after a burst (the Node server)', () => {
  afterEach(() => vi.useRealTimers());

  it('collects once when the server goes quiet after many requests, not while they keep coming, not after a few', () => {
    vi.useFakeTimers();
    const collect = vi.fn();
    const handle = collectWhenIdle(() => undefined, { idleMs: 2000, minRequests: 500, collect });
    const ask = (count: number) => {
      for (let i = 0; i < count; i++) handle({} as IncomingMessage, {} as ServerResponse);
    };
    ask(10);
    vi.advanceTimersByTime(10_000);
    expect(collect).not.toHaveBeenCalled();
    for (let second = 0; second < 5; second++) {
      ask(400);
      vi.advanceTimersByTime(1000);
    }
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it("runs V8's full collection without --expose-gc on the command line", async () => {
    let garbage: object | null = { page: 'x'.repeat(1000) };
    const collected = new WeakRef(garbage);
    garbage = null;
    const handle = collectWhenIdle(() => undefined, { idleMs: 20, minRequests: 1 });
    handle({} as IncomingMessage, {} as ServerResponse);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(collected.deref()).toBeUndefined();
  });
});
