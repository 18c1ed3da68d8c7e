import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { inTurns, REQUESTS_PER_TURN } from '@/lib/server/turns';

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
