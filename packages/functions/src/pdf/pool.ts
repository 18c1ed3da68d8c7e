/**
 * Renders in a bounded pool: at most `pages` Chromium pages of one function instance at once, the
 * requests beyond them queued in arrival order (at most `queued` of them) until a page is free or
 * their deadline has passed. Without it, 20 uncached manuals opened 18 pages at once in one
 * process (0.8 → 3.5 GB).
 *
 * A Lambda instance serves one invocation at a time, so on AWS the queue stays empty and the
 * function's reserved concurrency (stacks/Pdf.ts) is the bound; the local functions host runs one
 * handler for every request, where this pool is the whole bound.
 */

/** The function's memory on AWS (stacks/Pdf.ts); locally the same, so the local host renders as many pages at once as one function. */
export const PDF_FUNCTION_MEMORY_MB = 2048;

/**
 * How long after its arrival a request may wait for a page before it is answered 503: the
 * function's timeout (stacks/Pdf.ts) holds this, the render's own timeout and Chromium's start and
 * the cache's writes after it. A visitor waits for "generating …" rather than get "try again": on
 * 2 CPUs 18 distinct renders of 4 at once took 12 s, 10 s turned 13 of them away.
 */
export const RENDER_START_WITHIN_MS = 20_000;

/** The load test's 18 pages took 150 MB each beside the browser and node; a quarter of 2 GB per page leaves them and a long manual's print room. */
const MB_PER_PAGE = 512;
/** more pages at once only share the same CPUs */
const MAX_PAGES = 8;
/** a longer queue would not start within RENDER_START_WITHIN_MS at a few seconds a render */
const QUEUED_PER_PAGE = 4;

export interface RenderLimits {
  /** Chromium pages open at once */
  pages: number;
  /** requests waiting for a page; beyond them, 503 at once */
  queued: number;
}

/** The pool's size for a function of `memoryMb`: 4 pages (16 waiting) at 2048 MB, at least 1, at most 8. */
export function renderLimits(memoryMb: number): RenderLimits {
  const pages = Math.min(MAX_PAGES, Math.max(1, Math.floor(memoryMb / MB_PER_PAGE)));
  return { pages, queued: pages * QUEUED_PER_PAGE };
}

/** The memory Lambda gives this function (AWS_LAMBDA_FUNCTION_MEMORY_SIZE), elsewhere what it has on AWS. */
export function functionMemoryMb(env: Record<string, string | undefined> = process.env): number {
  const memory = Number(env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE);
  return Number.isInteger(memory) && memory > 0 ? memory : PDF_FUNCTION_MEMORY_MB;
}

/** No page was free for the request: the queue was full, or its deadline passed while it waited. */
export class RenderPoolBusy extends Error {
  constructor(readonly reason: 'queue-full' | 'deadline') {
    super(reason === 'queue-full' ? 'The render queue is full' : 'No render slot came free before the deadline');
  }
}

export interface RenderPool {
  /** runs `work` on a free page; rejects with RenderPoolBusy when it cannot start by `startBy` (epoch ms) */
  run<T>(work: () => Promise<T>, startBy: number): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

export function renderPool({ pages, queued }: RenderLimits, now: () => number = Date.now): RenderPool {
  const waiting: { start(): void; timer: NodeJS.Timeout }[] = [];
  let running = 0;

  const slot = (startBy: number) =>
    new Promise<void>((resolve, reject) => {
      if (running < pages) {
        running++;
        return resolve();
      }
      if (waiting.length >= queued) return reject(new RenderPoolBusy('queue-full'));
      const wait = startBy - now();
      if (wait <= 0) return reject(new RenderPoolBusy('deadline'));
      const entry = {
        start() {
          clearTimeout(entry.timer);
          running++;
          resolve();
        },
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(new RenderPoolBusy('deadline'));
        }, wait),
      };
      waiting.push(entry);
    });

  // the freed page goes to the longest-waiting request at once, so none arriving later overtakes it
  const release = () => {
    running--;
    waiting.shift()?.start();
  };

  return {
    async run(work, startBy) {
      await slot(startBy);
      try {
        return await work();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
