/**
 * A flood of made-up ids on every address that takes one (issue 32): what visitors doing ordinary
 * things meanwhile get, and what the flood costs the content service. Needs the local stack
 * (`npm run bench -- --only flood`, or inside `npm run bench`).
 */
import autocannon from 'autocannon';
import { MADE_UP_ID_ADDRESSES } from '../../tests/support/made-up-ids';
import { siteUrl } from '../../tests/support/site';
import { CONTENT_URL, percentile, type Measure } from '../support.mjs';

const FLOOD_CONNECTIONS = 40;
const FLOOD_SECONDS = 20;
const CONTENT_STATS = `${CONTENT_URL}/_local/stats`;

/** what an ordinary visitor does meanwhile */
const ORDINARY = ['/de/', '/fr/produits/', '/de/produkte/ac-thor/', '/api/language/?to=fr&from=/de/produkte/ac-thor/'];

const contentRequests = async () => ((await (await fetch(CONTENT_STATS)).json()) as { cdnRequests: number }).cdnRequests;

export const flood: Measure = {
  name: 'flood',
  needs: ['local stack'],
  async run() {
    const readsBefore = await contentRequests();
    let turn = 0;
    const running = autocannon({
      url: siteUrl,
      connections: FLOOD_CONNECTIONS,
      duration: FLOOD_SECONDS,
      requests: [{ setupRequest: (request) => ({ ...request, path: MADE_UP_ID_ADDRESSES[turn++ % MADE_UP_ID_ADDRESSES.length]!() }) }],
    });
    const latencies: number[] = [];
    let failures = 0;
    const until = Date.now() + (FLOOD_SECONDS - 1) * 1000;
    while (Date.now() < until) {
      for (const path of ORDINARY) {
        const started = performance.now();
        const answer = await fetch(`${siteUrl}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(10_000) }).catch(() => null);
        await answer?.arrayBuffer();
        latencies.push(performance.now() - started);
        if (!answer || answer.status >= 500) failures++;
      }
    }
    const result = await running;
    const reads = (await contentRequests()) - readsBefore;
    const serverErrors = result['5xx'];
    return [
      {
        measure: `flood of made-up ids (${FLOOD_CONNECTIONS} connections × ${FLOOD_SECONDS} s on /api/calendar, /pdf/manual, /api/language and unknown pages)`,
        value: `${result.requests.total} requests, ${serverErrors} answered 5xx, ${result.errors + result.timeouts} errors or timeouts; ${reads} content reads`,
        reference: 'goal: no 5xx; reads independent of the flood',
      },
      {
        measure: `ordinary visitor during the flood (${ORDINARY.length} addresses: pages and the language switch, ${latencies.length} requests)`,
        value: `p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p99 ${percentile(latencies, 0.99).toFixed(0)} ms, ${failures} failed`,
        reference: 'goal: none failed',
      },
    ];
  },
};
