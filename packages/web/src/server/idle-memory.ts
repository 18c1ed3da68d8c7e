/**
 * Gives a burst's memory back once it is over. Under a burst V8 grows its heap (and the allocator
 * its arenas) by about 100 MB and keeps them: its memory reducer shrinks them only after a long
 * quiet spell, so the site's server stayed 1.5–1.8 × its size for minutes. One full collection
 * when the server has gone quiet after many requests returns it to about its size before.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export interface IdleCollection {
  /** quiet this long after the last request counts as the end of the load */
  idleMs?: number;
  /** requests since the last collection that make it worth one (a few visitors' pages are not) */
  minRequests?: number;
  collect?: () => void;
}

/** V8's full collection, which Node only exposes with --expose-gc: switched on here, then taken from a fresh context. */
function fullCollection(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

export function collectWhenIdle(handle: Handler, { idleMs = 2_000, minRequests = 500, collect = fullCollection() }: IdleCollection = {}): Handler {
  let requests = 0;
  let lastRequestAt = 0;
  setInterval(() => {
    if (requests < minRequests || Date.now() - lastRequestAt < idleMs) return;
    requests = 0;
    collect();
  }, idleMs / 2).unref();
  return (req, res) => {
    requests += 1;
    lastRequestAt = Date.now();
    return handle(req, res);
  };
}
