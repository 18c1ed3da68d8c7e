/**
 * Concurrent calls for the same key share one run of the work: ten visitors asking for the same
 * uncached manual start one render. The entry is dropped when the run settles, so a failure is not
 * remembered and the next call tries again.
 */
export function singleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return {
    run(key: string, work: () => Promise<T>): Promise<T> {
      const existing = running.get(key);
      if (existing) return existing;
      const started = (async () => work())().finally(() => running.delete(key));
      running.set(key, started);
      return started;
    },
    get size() {
      return running.size;
    },
  };
}
