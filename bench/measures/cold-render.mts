import { pagePerLayout } from '../../tests/support/pages';
import { previewQuery } from '../../tests/support/preview';
import { median, siteUrl } from '../../tests/support/site';
import type { Measure } from '../support.mjs';

const COLD_RENDERS = 5;

/** render time without the page cache (draft mode renders on every request), per layout; the slowest is reported */
export const coldRender: Measure = {
  name: 'coldRender',
  needs: ['local stack'],
  async run() {
    const entry = await fetch(`${siteUrl}/de/${previewQuery()}`, { redirect: 'manual' });
    const preview = await fetch(new URL(entry.headers.get('location')!, siteUrl), { redirect: 'manual' });
    const cookie = preview.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    if (!cookie.includes('__prerender_bypass')) throw new Error('could not enter draft mode');
    const timings: { path: string; ms: number }[] = [];
    for (const path of pagePerLayout('de').filter((p) => !p.startsWith('/_internal/') && !p.includes('does-not-exist'))) {
      const samples: number[] = [];
      for (let i = 0; i < COLD_RENDERS; i++) {
        // the content client allows 5 requests a second (spec): a pause keeps one render's requests out of the next one's queue
        await new Promise((resolve) => setTimeout(resolve, 1100));
        const started = performance.now();
        const response = await fetch(`${siteUrl}${path}`, { headers: { cookie } });
        await response.arrayBuffer();
        if (!response.headers.get('cache-control')?.includes('no-store')) throw new Error(`${path} was not rendered in draft mode`);
        samples.push(performance.now() - started);
      }
      timings.push({ path, ms: median(samples) });
    }
    const heaviest = timings.reduce((a, b) => (b.ms > a.ms ? b : a));
    return [{ measure: `cold render, heaviest page ${heaviest.path}`, value: `${heaviest.ms.toFixed(0)} ms (median of ${COLD_RENDERS})` }];
  },
};
