/**
 * A flood of made-up ids on every address that takes one (issue 32): what visitors doing ordinary
 * things meanwhile get, and what the flood costs the content service. Needs the local stack
 * (`npm run bench -- --only flood`, or inside `npm run bench`).
 */
import autocannon from 'autocannon';
import { MADE_UP_ID_ADDRESSES } from '../tests/support/made-up-ids';
import { getRequest, sendRaw } from '../tests/support/raw-requests';
import { siteUrl } from '../tests/support/site';

const FLOOD_CONNECTIONS = 40;
const FLOOD_SECONDS = 20;
const CONTENT_STATS = `http://localhost:${process.env.CONTENT_SERVICE_PORT ?? 4010}/_local/stats`;

/** what an ordinary visitor does meanwhile */
const ORDINARY = ['/de/', '/fr/produits/', '/de/produkte/ac-thor/', '/api/language/?to=fr&from=/de/produkte/ac-thor/'];

const contentRequests = async () => ((await (await fetch(CONTENT_STATS)).json()) as { cdnRequests: number }).cdnRequests;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export async function flood(): Promise<{ measure: string; value: string; reference?: string }[]> {
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
      value: `p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, ${failures} failed`,
      reference: 'goal: none failed',
    },
  ];
}

const LOAD_CONNECTIONS = 50;
const LOAD_SECONDS = 10;
/** malformed requests a second beside the load (what once dropped the requests started with them) */
const MALFORMED_PER_SECOND = 10;

/** A page under load with `GET ///` beside it: the load's timeouts and errors, and how each `///` was answered. */
export async function malformedUnderLoad(): Promise<{ measure: string; value: string; reference?: string }[]> {
  const { port, host } = new URL(siteUrl);
  const running = autocannon({ url: `${siteUrl}/de/`, connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS });
  const answers: number[] = [];
  const slowest: number[] = [];
  const until = Date.now() + (LOAD_SECONDS - 1) * 1000;
  while (Date.now() < until) {
    const started = performance.now();
    const answer = await sendRaw(Number(port), getRequest('///', host), { host: 'localhost', timeoutMs: 5000 }).catch(() => null);
    answers.push(answer?.status ?? 0);
    slowest.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 1000 / MALFORMED_PER_SECOND));
  }
  const result = await running;
  const unanswered = answers.filter((status) => status === 0).length;
  return [
    {
      measure: `${LOAD_CONNECTIONS} connections × ${LOAD_SECONDS} s on /de/ with GET /// ${MALFORMED_PER_SECOND} times a second beside them`,
      value: `load: ${result.requests.total} requests, ${result.timeouts} timeouts, ${result.errors} errors, ${result.non2xx} not 2xx; ///: ${answers.length - unanswered} answered (${[...new Set(answers)].join(', ')}), slowest ${Math.max(...slowest).toFixed(0)} ms`,
      reference: 'goal: no timeout, every /// a 400',
    },
  ];
}
