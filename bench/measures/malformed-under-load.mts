import autocannon from 'autocannon';
import { getRequest, sendRaw } from '../../tests/support/raw-requests';
import { siteUrl } from '../../tests/support/site';
import type { Measure } from '../support.mjs';

const LOAD_CONNECTIONS = 50;
const LOAD_SECONDS = 10;
/** malformed requests a second beside the load (what once dropped the requests started with them) */
const MALFORMED_PER_SECOND = 10;

/** A page under load with `GET ///` beside it: the load's timeouts and errors, and how each `///` was answered. */
export const malformedUnderLoad: Measure = {
  name: 'malformedUnderLoad',
  needs: ['local stack'],
  async run() {
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
  },
};
