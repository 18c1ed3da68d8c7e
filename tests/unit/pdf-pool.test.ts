import { describe, expect, it, vi } from 'vitest';
import { knownManualsOnly, type ManualCatalogue } from '@pv/functions/pdf/manuals';
import { functionMemoryMb, renderLimits, renderPool, RenderPoolBusy } from '@pv/functions/pdf/pool';
import type { ManualRequest, ManualVersion } from '@pv/functions/pdf/request';

/** a promise and the means to settle it from outside */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const FAR = () => Date.now() + 60_000;
/** lets settled promises run their continuations */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('render limits', () => {
  it.each([
    [2048, { pages: 4, queued: 16 }],
    [1024, { pages: 2, queued: 8 }],
    [512, { pages: 1, queued: 4 }],
    [128, { pages: 1, queued: 4 }],
    [10_240, { pages: 8, queued: 32 }],
  ])('a function of %i MB renders %j', (memory, limits) => {
    expect(renderLimits(memory)).toEqual(limits);
  });

  it('reads the memory Lambda gives the function, else takes the function’s memory on AWS', () => {
    expect(functionMemoryMb({ AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '3008' })).toBe(3008);
    expect(functionMemoryMb({})).toBe(2048);
    expect(functionMemoryMb({ AWS_LAMBDA_FUNCTION_MEMORY_SIZE: 'lots' })).toBe(2048);
  });
});

describe('render pool', () => {
  it('never runs more than its pages at once, and runs every request', async () => {
    const pool = renderPool({ pages: 3, queued: 20 });
    let running = 0;
    let most = 0;
    const work = async (n: number) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5 + (n % 4)));
      running--;
      return n;
    };
    const results = await Promise.all(Array.from({ length: 15 }, (_, n) => pool.run(() => work(n), FAR())));
    expect(results).toEqual(Array.from({ length: 15 }, (_, n) => n));
    expect(most).toBe(3);
    expect([pool.running, pool.waiting]).toEqual([0, 0]);
  });

  it('starts waiting requests in their order of arrival', async () => {
    const pool = renderPool({ pages: 1, queued: 5 });
    const started: string[] = [];
    const gates = new Map(['a', 'b', 'c', 'd'].map((name) => [name, deferred()]));
    const runs = [...gates].map(([name, gate]) =>
      pool.run(async () => {
        started.push(name);
        await gate.promise;
      }, FAR()),
    );
    await settle();
    expect(started).toEqual(['a']);
    expect(pool.waiting).toBe(3);
    for (const name of ['a', 'b', 'c']) {
      gates.get(name)!.resolve();
      await settle();
    }
    gates.get('d')!.resolve();
    await Promise.all(runs);
    expect(started).toEqual(['a', 'b', 'c', 'd']);
  });

  it('turns a request away at once when the queue is full', async () => {
    const pool = renderPool({ pages: 1, queued: 2 });
    const gate = deferred();
    const held = [pool.run(() => gate.promise, FAR()), pool.run(() => gate.promise, FAR()), pool.run(() => gate.promise, FAR())];
    let ran = false;
    const refused = await pool
      .run(async () => {
        ran = true;
      }, FAR())
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RenderPoolBusy);
    expect((refused as RenderPoolBusy).reason).toBe('queue-full');
    expect(ran).toBe(false);
    gate.resolve();
    await Promise.all(held);
  });

  it('gives up on a request whose deadline passes while it waits, and lets the next one have the page', async () => {
    const pool = renderPool({ pages: 1, queued: 5 });
    const gate = deferred();
    const holding = pool.run(() => gate.promise, FAR());
    let ran = false;
    const started = Date.now();
    const late = await pool
      .run(async () => {
        ran = true;
      }, Date.now() + 30)
      .catch((error: unknown) => error);
    expect((late as RenderPoolBusy).reason).toBe('deadline');
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(pool.waiting).toBe(0);
    const next = pool.run(async () => 'next', FAR());
    gate.resolve();
    await holding;
    expect(await next).toBe('next');
    expect(ran).toBe(false);
  });

  it('refuses a waiting request whose deadline has passed already', async () => {
    const pool = renderPool({ pages: 1, queued: 5 });
    const gate = deferred();
    const holding = pool.run(() => gate.promise, FAR());
    await expect(pool.run(async () => 'late', Date.now() - 1)).rejects.toMatchObject({ reason: 'deadline' });
    gate.resolve();
    await holding;
  });

  it('frees the page of a render that fails', async () => {
    const pool = renderPool({ pages: 1, queued: 5 });
    await expect(pool.run(() => Promise.reject(new Error('crashed')), FAR())).rejects.toThrow('crashed');
    expect(pool.running).toBe(0);
    expect(await pool.run(async () => 'after', FAR())).toBe('after');
  });
});

/** published manuals in memory, counting the listings and story reads the gate lets through */
function catalogue(ids: number[]) {
  const published = new Set(ids);
  const counts = { listings: 0, stories: 0 };
  let failing = false;
  const source: ManualCatalogue = {
    async ids() {
      counts.listings++;
      await settle();
      if (failing) throw new Error('429 Too Many Requests');
      return new Set(published);
    },
    async published({ id, lang }: ManualRequest): Promise<ManualVersion | null> {
      counts.stories++;
      await settle();
      return published.has(id) ? { id, lang, title: `Manual ${id}`, publishedAt: '2026-10-01T08:00:00.000Z', slug: `manual-${id}` } : null;
    },
  };
  return {
    source,
    counts,
    publish: (id: number) => published.add(id),
    fail: (on: boolean) => (failing = on),
  };
}

function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('known manuals only', () => {
  it('answers a flood of made-up ids from one listing, without a read per id', async () => {
    const { source, counts } = catalogue([8001, 8002, 8003]);
    const time = clock();
    const manuals = knownManualsOnly(source, { now: time.now });
    const flood = Array.from({ length: 200 }, (_, n) => manuals.published({ id: 100_000 + n * 7919, lang: 'de' }));
    expect(await Promise.all(flood)).toEqual(Array(200).fill(null));
    expect(counts).toEqual({ listings: 1, stories: 0 });
    // a minute of misses later: one listing per 10 s at most
    for (let second = 1; second <= 60; second++) {
      time.advance(1_000);
      expect(await manuals.published({ id: 500_000 + second, lang: 'en' })).toBeNull();
    }
    expect(counts).toEqual({ listings: 7, stories: 0 });
  });

  it('reads a known manual, once for concurrent identical requests', async () => {
    const { source, counts } = catalogue([8001]);
    const manuals = knownManualsOnly(source, { now: clock().now });
    const answers = await Promise.all(Array.from({ length: 5 }, () => manuals.published({ id: 8001, lang: 'en' })));
    expect(answers.map((answer) => answer?.title)).toEqual(Array(5).fill('Manual 8001'));
    expect(counts).toEqual({ listings: 1, stories: 1 });
    await manuals.published({ id: 8001, lang: 'de' });
    expect(counts).toEqual({ listings: 1, stories: 2 });
  });

  it('finds a manual published after the listing within 10 s', async () => {
    const { source, counts, publish } = catalogue([8001]);
    const time = clock();
    const manuals = knownManualsOnly(source, { now: time.now });
    expect(await manuals.published({ id: 8005, lang: 'en' })).toBeNull();
    publish(8005);
    time.advance(3_000);
    expect(await manuals.published({ id: 8005, lang: 'en' })).toBeNull();
    expect(counts.listings).toBe(1);
    time.advance(7_000);
    expect((await manuals.published({ id: 8005, lang: 'en' }))?.id).toBe(8005);
    expect(counts).toEqual({ listings: 2, stories: 1 });
  });

  it('lists again when the listing is a minute old, also for known ids', async () => {
    const { source, counts } = catalogue([8001]);
    const time = clock();
    const manuals = knownManualsOnly(source, { now: time.now });
    await manuals.published({ id: 8001, lang: 'en' });
    time.advance(59_000);
    await manuals.published({ id: 8001, lang: 'en' });
    expect(counts.listings).toBe(1);
    time.advance(1_000);
    await manuals.published({ id: 8001, lang: 'en' });
    expect(counts.listings).toBe(2);
  });

  it('without any listing fails without a read per request; after an outage it keeps the last listing', async () => {
    const { source, counts, fail } = catalogue([8001]);
    const time = clock();
    const manuals = knownManualsOnly(source, { now: time.now });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fail(true);
    await expect(manuals.published({ id: 8001, lang: 'en' })).rejects.toThrow(/listing could not be read/);
    await expect(manuals.published({ id: 8001, lang: 'en' })).rejects.toThrow(/listing could not be read/);
    expect(counts).toEqual({ listings: 1, stories: 0 });
    fail(false);
    time.advance(10_000);
    expect(await manuals.published({ id: 8001, lang: 'en' })).not.toBeNull();
    fail(true);
    time.advance(60_000);
    expect(await manuals.published({ id: 8001, lang: 'en' })).not.toBeNull();
    expect(await manuals.published({ id: 9999, lang: 'en' })).toBeNull();
    expect(counts).toEqual({ listings: 3, stories: 2 });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[0])).toContain('manual listing not read');
    warn.mockRestore();
  });
});
