import { launchChromium, reusableBrowser } from '../../packages/functions/src/pdf/browser';
import { dropStoryPdfs } from '../../packages/functions/src/pdf/cache';
import { createPdfHandler, pdfDependencies } from '../../packages/functions/src/pdf/handler';
import { readPdf } from '../../tests/support/pdf';
import { siteUrl } from '../../tests/support/site';
import { localPdf, manualEvent, medianAndMax, timed, type Measure } from '../support.mjs';

const PDF_RUNS = 10;

/** The longest demo manual as PDF: rendered by a new function instance (Chromium starts), by a warm one, and from the cache. */
export const pdfLatency: Measure = {
  name: 'pdfLatency',
  needs: ['local stack', 'Chromium'],
  async run() {
    const manual = { id: 8001, lang: 'en' };
    const address = `${siteUrl}/pdf/manual?id=${manual.id}&lang=${manual.lang}`;
    const { config, cache } = localPdf();
    const event = manualEvent(manual.id, manual.lang);
    const cold: number[] = [];
    for (let i = 0; i < PDF_RUNS; i++) {
      await dropStoryPdfs(cache, manual.id);
      const browsers = reusableBrowser(() => launchChromium(config.chromiumPath));
      const handler = createPdfHandler(pdfDependencies(config, browsers));
      cold.push(
        await timed(async () => {
          const result = await handler(event);
          if (result.statusCode !== 200) throw new Error(`PDF function answered ${result.statusCode}: ${result.body}`);
        }),
      );
      await browsers.close();
    }
    const fetchPdf = async (expected: 'hit' | 'miss') => {
      const response = await fetch(address);
      const body = new Uint8Array(await response.arrayBuffer());
      if (response.headers.get('x-cache') !== expected) throw new Error(`expected a cache ${expected}, got ${response.headers.get('x-cache')} (${response.status})`);
      return body;
    };
    const warm: number[] = [];
    let pages = 0;
    for (let i = 0; i < PDF_RUNS; i++) {
      await dropStoryPdfs(cache, manual.id);
      warm.push(await timed(async () => (pages = (await readPdf(await fetchPdf('miss'))).pageTexts.length)));
    }
    const cached: number[] = [];
    for (let i = 0; i < PDF_RUNS; i++) cached.push(await timed(() => fetchPdf('hit')));
    const what = `${pages}-page manual ${manual.id} (${manual.lang}), ${PDF_RUNS} runs`;
    return [
      { measure: `manual PDF, cold render (new function instance: Chromium starts), ${what}`, value: medianAndMax(cold) },
      { measure: `manual PDF, warm render through the site (browser reused), ${what}`, value: medianAndMax(warm), reference: 'goal ≤ 1.5 s for 20 pages' },
      { measure: `manual PDF, cached download through the site, ${what}`, value: medianAndMax(cached), reference: 'goal ≤ 50 ms' },
    ];
  },
};
