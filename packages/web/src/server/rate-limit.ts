/**
 * The request limits AWS WAF applies on CloudFront (`@pv/shared/request-limits`), applied by the site's
 * own Node server where it plays CloudFront (`npm start`). Each client — its address, an IPv6 client
 * by its /64 — has a counter per limit and fixed window; a request over a limit that applies to its
 * path is answered 429 with Retry-After (the rest of that window) and never reaches the site. WAF's
 * window slides and its count is an estimate; a fixed window refuses the same floods and can say
 * exactly when to come back.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { rateLimitKey } from '@pv/shared/client-key';
import { limitsFor, RATE_LIMITED_BODY, RATE_LIMITED_STATUS, REQUEST_LIMITS, type RequestLimit } from '@pv/shared/request-limits';
import { readSettings, setting, type Env } from '@pv/shared/settings';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export interface RequestLimiting {
  /** the limits to apply (default: WAF's); an empty list applies none */
  limits?: readonly RequestLimit[];
  /** counters kept at most (client and limit each): beyond it the oldest go, that client starts afresh */
  maxCounters?: number;
  now?: () => number;
}

/** Enough for 10,000 clients on every limit; a counter is a few dozen bytes. */
export const MAX_COUNTERS = 40_000;

export const RATE_LIMIT_SETTINGS = z.object({
  SITE_RATE_LIMITS: setting.oneOf(['waf', 'off'], {
    description: "waf (AWS WAF's request limits, the default) or off (none: every local test and benchmark is one client, 127.0.0.1)",
    fallback: 'waf',
  }),
});

/** The limits the server applies by SITE_RATE_LIMITS: WAF's, or none when `off`. */
export function requestLimitsFromEnv(env: Env = process.env): readonly RequestLimit[] {
  return readSettings('site server', RATE_LIMIT_SETTINGS, env, ['SITE_RATE_LIMITS']).SITE_RATE_LIMITS === 'off' ? [] : REQUEST_LIMITS;
}

interface Counter {
  windowEndsAt: number;
  count: number;
}

/** the server's handler behind the limits, and how many counters it keeps (its memory) */
export type LimitedHandler = Handler & { readonly counters: number };

export function limitRequests(handle: Handler, { limits = REQUEST_LIMITS, maxCounters = MAX_COUNTERS, now = Date.now }: RequestLimiting = {}): LimitedHandler {
  if (limits.length === 0) return Object.assign((req: IncomingMessage, res: ServerResponse) => handle(req, res), { counters: 0 });
  // in the order their windows began: the first has ended first (among those of one window length)
  const counters = new Map<string, Counter>();

  const forget = (at: number) => {
    for (const [key, counter] of counters) {
      if (counter.windowEndsAt > at && counters.size < maxCounters) break;
      counters.delete(key);
    }
  };

  /** counts the request against `limit`; the seconds to wait when it is over */
  const count = (client: string, limit: RequestLimit, at: number): number | null => {
    const key = `${limit.name} ${client}`;
    let counter = counters.get(key);
    if (!counter || counter.windowEndsAt <= at) {
      counters.delete(key);
      forget(at);
      counter = { windowEndsAt: at + limit.windowSeconds * 1000, count: 0 };
      counters.set(key, counter);
    }
    // refused requests count too, as WAF counts them: a client that keeps flooding stays refused for the window
    counter.count++;
    return counter.count > limit.limit ? Math.ceil((counter.windowEndsAt - at) / 1000) : null;
  };

  const limited: Handler = (req, res) => {
    const client = rateLimitKey(req.socket.remoteAddress ?? 'unknown');
    const at = now();
    const path = (req.url ?? '/').split('?')[0]!;
    // as WAF's rules: in order, until one refuses (a refused request is not counted by the limits after it)
    let wait: number | null = null;
    for (const limit of limitsFor(path, limits)) {
      wait = count(client, limit, at);
      if (wait !== null) break;
    }
    if (wait === null) return handle(req, res);
    res.writeHead(RATE_LIMITED_STATUS, {
      'content-type': 'text/plain; charset=utf-8',
      'retry-after': String(wait),
      'cache-control': 'no-store',
      'content-length': Buffer.byteLength(RATE_LIMITED_BODY),
    });
    res.end(req.method === 'HEAD' ? undefined : RATE_LIMITED_BODY);
  };
  return Object.defineProperty(limited, 'counters', { get: () => counters.size }) as LimitedHandler;
}
