/**
 * Manual PDFs under a burst (issue 32): 20 parallel uncached renders of the demo manuals through the
 * PDF handler, built as the pdfLatency measure builds it (the local content service, s3rver and the
 * site's renderer page), and a flood of made-up ids. Needs the local stack: `npm run bench -- --only
 * pdfPool` uses the running one or starts `npm start` (tests/support/site.ts) and prints the rows.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { launchChromium, reusableBrowser, type BrowserSource } from '../../packages/functions/src/pdf/browser';
import { dropStoryPdfs } from '../../packages/functions/src/pdf/cache';
import { createPdfHandler, pdfDependencies } from '../../packages/functions/src/pdf/handler';
import { functionMemoryMb, renderLimits } from '../../packages/functions/src/pdf/pool';
import { LANGUAGES } from '../../packages/shared/src/languages';
import { localPdf, manualEvent, type Measure, type Row } from '../support.mjs';

/** the demo manuals (content_type manual) */
const DEMO_MANUALS = [8001, 8002, 8003];
const BURST = 20;
const FLOOD = 200;
/** the flood is spread over this long, so the listing's re-reads on a miss (at most one per 10 s) show */
const FLOOD_MS = 12_000;
const SAMPLE_MS = 25;

/** the functions' puppeteer-core (its own copy, not the root's) */
type Browser = Awaited<ReturnType<BrowserSource['get']>>;

const MB = 1024 * 1024;

/**
 * A process's share of memory in bytes (PSS: pages shared by Chromium's processes counted once among
 * them, as the function's memory counts them; a sum of RSS counts them in every process), 0 when it has gone.
 */
function pssOf(pid: number): number {
  try {
    const kb = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** a process and all its descendants, from /proc */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // the name in parentheses may hold spaces: the parent is the second field after it
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended while it was read
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

/** Samples open pages and memory (Chromium's processes + this node process) until stopped. */
function sampler(browser: Browser) {
  const idlePages = browser.pages().then((pages) => pages.length);
  const chromium = browser.process()?.pid;
  let pages = 0;
  let memory = 0;
  let running = true;
  const done = (async () => {
    const idle = await idlePages;
    while (running) {
      pages = Math.max(pages, (await browser.pages()).length - idle);
      const chromiumPss = chromium ? processTree(chromium).reduce((sum, pid) => sum + pssOf(pid), 0) : 0;
      memory = Math.max(memory, chromiumPss + pssOf(process.pid));
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return { pages, memory };
    },
  };
}

/** the content service's CDN requests so far (the local stand-in counts them) */
async function contentReads(contentEndpoint: string): Promise<number> {
  const answer = await fetch(new URL('/_local/stats', contentEndpoint));
  if (!answer.ok) throw new Error(`the content service answered ${answer.status} for its request count: is it the local stand-in?`);
  return ((await answer.json()) as { cdnRequests: number }).cdnRequests;
}

export const pdfPool: Measure = {
  name: 'pdfPool',
  needs: ['local stack', 'Chromium'],
  async run() {
    const { config, cache } = localPdf();
    const limits = renderLimits(functionMemoryMb());
    const rows: Row[] = [];

    // every demo manual in every language, the first ones twice (they share a render): 18 distinct renders
    const distinct = DEMO_MANUALS.flatMap((id) => LANGUAGES.map((lang) => ({ id, lang })));
    const requests = Array.from({ length: BURST }, (_, n) => distinct[n % distinct.length]!);
    for (const id of DEMO_MANUALS) await dropStoryPdfs(cache, id);
    const browsers = reusableBrowser(() => launchChromium(config.chromiumPath));
    try {
      const handler = createPdfHandler(pdfDependencies(config, browsers));
      const watch = sampler(await browsers.get());
      const started = performance.now();
      const results = await Promise.all(requests.map(({ id, lang }) => handler(manualEvent(id, lang))));
      const wall = performance.now() - started;
      const { pages, memory } = await watch.stop();
      const failed = results.filter((result) => result.statusCode !== 200);
      const what = `${BURST} parallel uncached requests (${distinct.length} distinct renders of the ${DEMO_MANUALS.length} demo manuals), pool of ${limits.pages} pages`;
      rows.push({
        measure: `manual PDF burst, ${what}: answers other than 200`,
        value: failed.length ? `${failed.length} (${[...new Set(failed.map((result) => result.statusCode))].join(', ')})` : '0',
        reference: 'goal 0 (before: 4 × 503 in one of two runs)',
      });
      rows.push({ measure: `manual PDF burst, ${what}: Chromium pages open at once (max)`, value: String(pages), reference: `≤ ${limits.pages} (before: 18)` });
      rows.push({ measure: `manual PDF burst, ${what}: peak memory, sum of PSS of Chromium's processes and node (the function has 2048 MB)`, value: `${(memory / MB).toFixed(0)} MB`, reference: 'before: 3.5 GB' });
      rows.push({ measure: `manual PDF burst, ${what}: wall time`, value: `${(wall / 1000).toFixed(1)} s` });

      // a fresh function instance: its listing of manuals is not read yet
      const flood = createPdfHandler(pdfDependencies(config, browsers));
      const readsBefore = await contentReads(config.content.endpoint);
      const answers: Promise<{ statusCode?: number }>[] = [];
      for (let n = 0; n < FLOOD; n++) {
        answers.push(flood(manualEvent(1_000_000 + Math.floor(Math.random() * 1e9), 'de')));
        await new Promise((resolve) => setTimeout(resolve, FLOOD_MS / FLOOD));
      }
      const statuses = (await Promise.all(answers)).map((answer) => answer.statusCode);
      const reads = (await contentReads(config.content.endpoint)) - readsBefore;
      const not404 = statuses.filter((status) => status !== 404).length;
      rows.push({
        measure: `manual PDF, flood of ${FLOOD} made-up ids over ${FLOOD_MS / 1000} s: content reads (answers other than 404)`,
        value: `${reads} (${not404})`,
        reference: `before: 2 a request (${2 * FLOOD})`,
      });
    } finally {
      await browsers.close();
    }
    return rows;
  },
};
