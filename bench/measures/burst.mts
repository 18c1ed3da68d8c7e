import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import autocannon from 'autocannon';
import { siteUrl } from '../../tests/support/site';
import type { Measure } from '../support.mjs';

const BURST_CONNECTIONS = 200;
const BURST_SECONDS = 30;

/** The site's server process (the Node server `npm start` runs in packages/web), for its memory. */
function siteServerPid(): number {
  const webDir = realpathSync('packages/web');
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server.mts') && realpathSync(`/proc/${pid}/cwd`) === webDir) return Number(pid);
    } catch {
      // a process that ended meanwhile, or one of another user
    }
  }
  throw new Error('the site server process was not found');
}
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

/**
 * 200 connections for 30 s on a cached page, the first load the freshly started server gets (no
 * warm-up): no request may fail or wait past autocannon's 10 s, and the memory the burst took is
 * given back once it is over (V8's memory reducer collects some seconds after the load ends: the
 * server's RSS is read every second for up to a minute).
 */
export const burst: Measure = {
  name: 'burst',
  needs: ['local stack', 'site started by this run'],
  async run() {
    const path = '/en/products/ac-thor/';
    const pid = siteServerPid();
    const before = rssMb(pid);
    const result = await autocannon({ url: `${siteUrl}${path}`, connections: BURST_CONNECTIONS, duration: BURST_SECONDS, timeout: 10 });
    const peak = rssMb(pid);
    let after = peak;
    let seconds = 0;
    while (after > before * 1.2 && seconds < 60) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      seconds += 1;
      after = rssMb(pid);
    }
    return [
      {
        measure: `burst: ${BURST_CONNECTIONS} connections × ${BURST_SECONDS} s on ${path}, first load after start`,
        value: `${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx; p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ${Math.round(result.requests.average)} req/s`,
        reference: `server RSS ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at the end`,
        ratio: `${after.toFixed(0)} MB ${seconds} s later (${(after / before).toFixed(2)} × before)`,
      },
    ];
  },
};
