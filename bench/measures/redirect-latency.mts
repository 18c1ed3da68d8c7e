import { readFileSync } from 'node:fs';
import { parseRedirectCsv } from '../../packages/cms/src/legacy-redirects';
import { siteUrl } from '../../tests/support/site';
import { percentile, type Measure } from '../support.mjs';

const REDIRECT_LOOKUPS = 2000;

/**
 * Legacy-address lookups in the web tier, as its Server-Timing reports them: hits the site has not
 * seen (an ignored parameter makes each address new to its cache), the same again (cached), misses.
 */
export const redirectLatency: Measure = {
  name: 'redirectLatency',
  needs: ['local stack'],
  async run() {
    const sources = parseRedirectCsv(readFileSync('data/legacy-redirects.csv', 'utf8')).map((row) => row.source);
    const run = Date.now();
    const addresses = {
      hits: Array.from({ length: REDIRECT_LOOKUPS }, (_, i) => `${sources[i % sources.length]}${sources[i % sources.length]!.includes('?') ? '&' : '?'}bench=${run}-${i}`),
      misses: Array.from({ length: REDIRECT_LOOKUPS }, (_, i) => `/legacy-bench-missing-${run}-${i}`),
    };
    const lookupTime = async (address: string) => {
      const response = await fetch(`${siteUrl}${address}`, { redirect: 'manual', method: 'HEAD' });
      const timing = /redirect;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
      if (!timing) throw new Error(`no redirect timing for ${address} (${response.status})`);
      return Number(timing[1]);
    };
    const figure = (lookups: number[]) => `p50 ${percentile(lookups, 0.5).toFixed(2)} ms, p99 ${percentile(lookups, 0.99).toFixed(2)} ms`;
    const measure = async (list: string[]) => {
      const lookups: number[] = [];
      for (const address of list) lookups.push(await lookupTime(address));
      return figure(lookups);
    };
    // each address asked twice in a row: the second answer comes from the cache (answers live seconds, a pass takes longer)
    const [fresh, cached]: [number[], number[]] = [[], []];
    for (const address of addresses.hits) {
      fresh.push(await lookupTime(address));
      cached.push(await lookupTime(address));
    }
    return [
      { measure: `legacy redirect lookup in the web tier, ${REDIRECT_LOOKUPS} hits new to its cache (function, dynalite)`, value: figure(fresh), reference: 'goal p99 ≤ 20 ms' },
      { measure: `legacy redirect lookup, the same ${REDIRECT_LOOKUPS} hits again at once (cached)`, value: figure(cached), reference: 'goal p99 ≤ 2 ms' },
      { measure: `legacy redirect lookup, ${REDIRECT_LOOKUPS} misses (then the page or 404)`, value: await measure(addresses.misses), reference: 'goal p99 ≤ 20 ms' },
    ];
  },
};
