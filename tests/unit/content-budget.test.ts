import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** a fresh module per test: the breaker and the kept answers are the process's own */
async function budget() {
  vi.resetModules();
  return import('@/content/budget');
}

const answer = (status: number) => new Response('{}', { status });

describe('the circuit breaker', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('stays closed for one slow or failed request between good ones', async () => {
    const { breakerOpen, healthRecordingFetch } = await budget();
    const outcomes = [answer(200), new Error('aborted'), answer(200), answer(503), answer(404), new Error('aborted')];
    const send = vi.fn(async () => {
      const next = outcomes.shift()!;
      if (next instanceof Error) throw next;
      return next;
    });
    const fetchRecorded = healthRecordingFetch(() => 4000, send as unknown as typeof fetch);
    for (let i = 0; i < 6; i++) await fetchRecorded('http://content/v2/cdn/stories').catch(() => undefined);
    expect(breakerOpen()).toBe(false);
  });

  it('opens after FAILURES_TO_OPEN failed requests in a row, for the time given, and closes on an answer', async () => {
    const { breakerOpen, FAILURES_TO_OPEN, healthRecordingFetch } = await budget();
    let failing = true;
    const send = vi.fn(async () => (failing ? answer(502) : answer(200)));
    const fetchRecorded = healthRecordingFetch(() => 4000, send as unknown as typeof fetch);
    for (let i = 1; i < FAILURES_TO_OPEN; i++) await fetchRecorded('http://content/');
    expect(breakerOpen()).toBe(false);
    await fetchRecorded('http://content/');
    expect(breakerOpen()).toBe(true);
    expect(breakerOpen(Date.now() + 4001)).toBe(false);
    failing = false;
    await fetchRecorded('http://content/');
    expect(breakerOpen()).toBe(false);
  });

  it('counts a request the service answered 429 as answered: that is our budget, not its failure', async () => {
    const { breakerOpen, healthRecordingFetch } = await budget();
    const fetchRecorded = healthRecordingFetch(() => 4000, (async () => answer(429)) as unknown as typeof fetch);
    for (let i = 0; i < 10; i++) await fetchRecorded('http://content/');
    expect(breakerOpen()).toBe(false);
  });
});

describe('shared reads', () => {
  it('reads a published answer once per cache version, however many ask', async () => {
    const { sharedRead } = await budget();
    const read = vi.fn(async () => ({ story: 1 }));
    const answers = await Promise.all(Array.from({ length: 20 }, () => sharedRead('stories/support', 7, read)));
    expect(read).toHaveBeenCalledTimes(1);
    expect(new Set(answers).size).toBe(1);
    await sharedRead('stories/support', 7, read);
    expect(read).toHaveBeenCalledTimes(1);
    // a publication raises the cache version: read anew
    await sharedRead('stories/support', 8, read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps "no such story" like any other answer of its version', async () => {
    const { sharedRead } = await budget();
    const read = vi.fn(async () => null);
    for (let i = 0; i < 5; i++) expect(await sharedRead('stories/nothing-here', 7, read)).toBeNull();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed read', async () => {
    const { sharedRead } = await budget();
    const read = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValue('ok');
    await expect(sharedRead('stories/x', 7, read)).rejects.toThrow('503');
    await expect(sharedRead('stories/x', 7, read)).resolves.toBe('ok');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('shares a read without a cache version (a draft, the version itself) only while it is in flight', async () => {
    const { sharedRead } = await budget();
    const read = vi.fn(async () => 'draft');
    await Promise.all([sharedRead('draft/x', undefined, read), sharedRead('draft/x', undefined, read)]);
    expect(read).toHaveBeenCalledTimes(1);
    await sharedRead('draft/x', undefined, read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps the answers of the two newest cache versions only', async () => {
    const { keptAnswerCounts, sharedRead } = await budget();
    for (const cv of [1, 2, 3, 4]) await sharedRead('stories/x', cv, async () => cv);
    expect([...keptAnswerCounts().keys()].sort()).toEqual([3, 4]);
  });
});
