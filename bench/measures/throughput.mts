import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { siteUrl } from '../../tests/support/site';
import { BASELINE, CONNECTIONS, kb, SECONDS, sentBody, type Measure, type Row } from '../support.mjs';

/** what browsers and CDNs ask for: the compressed page */
const ACCEPT_ENCODING = { 'accept-encoding': 'br, gzip' };

async function load(url: string) {
  // a short warm-up, so that the measured run sees warm caches and a compiled server
  await autocannon({ url, connections: 10, duration: 1, headers: ACCEPT_ENCODING });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: ACCEPT_ENCODING });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const loadFigure = ({ rps, p50, p99 }: Awaited<ReturnType<typeof load>>) => `${Math.round(rps)} req/s, p50 ${p50} ms, p99 ${p99} ms`;

/** the same bytes from a minimal server: the limit of what this machine and autocannon can do */
async function staticCopy({ body, encoding }: { body: Buffer; encoding: string | undefined }) {
  const headers = { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length, ...(encoding ? { 'content-encoding': encoding } : {}) };
  const server = createServer((_req, res) => res.writeHead(200, headers).end(body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

export const throughput: Measure = {
  name: 'throughput',
  needs: ['local stack'],
  async run() {
    const rows: Row[] = [];
    const baseline = await load(`${siteUrl}${BASELINE}`);
    rows.push({ measure: `empty Next.js page ${BASELINE} (same server)`, value: loadFigure(baseline) });
    for (const path of ['/en/', '/en/products/ac-thor/']) {
      const page = await load(`${siteUrl}${path}`);
      const sent = await sentBody(`${siteUrl}${path}`, ACCEPT_ENCODING['accept-encoding']);
      const copy = await staticCopy(sent);
      const limit = await load(copy.url);
      copy.close();
      rows.push({
        measure: `cached page ${path} (${kb(sent.body.length)} HTML, ${sent.encoding ?? 'uncompressed'})`,
        value: loadFigure(page),
        reference: `empty page ${Math.round(baseline.rps)} req/s`,
        ratio: `${(page.rps / baseline.rps).toFixed(2)} × empty page (goal ≥ 0.9)`,
      });
      rows.push({
        measure: `same compressed HTML as a static file, from memory`,
        value: loadFigure(limit),
        reference: `cached page ${Math.round(page.rps)} req/s`,
        ratio: `cached page at ${((page.rps / limit.rps) * 100).toFixed(0)} % of the limit`,
      });
    }
    return rows;
  },
};
