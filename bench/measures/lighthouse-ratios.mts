import { launchLighthouseChrome, measure, REFERENCE_PAGE } from '../../tests/support/lighthouse.mjs';
import { pagePerLayout } from '../../tests/support/pages';
import { siteUrl } from '../../tests/support/site';
import type { Measure, Row } from '../support.mjs';

/** Lighthouse mobile runs per layout (the median counts); the empty page gets more, every ratio rests on it */
const LIGHTHOUSE_RUNS = 3;
const LIGHTHOUSE_REFERENCE_RUNS = 7;

/** Each layout's Lighthouse mobile LCP and TBT (simulated slow phone) against the empty Next.js page's of the same run. */
export const lighthouseRatios: Measure = {
  name: 'lighthouseRatios',
  needs: ['local stack', 'Chromium'],
  async run() {
    const rows: Row[] = [];
    const chrome = await launchLighthouseChrome();
    try {
      const reference = await measure(chrome.port, `${siteUrl}${REFERENCE_PAGE}`, 'mobile', LIGHTHOUSE_REFERENCE_RUNS, ['performance']);
      rows.push({ measure: `Lighthouse mobile, empty Next.js page ${REFERENCE_PAGE} (median of ${LIGHTHOUSE_REFERENCE_RUNS})`, value: `LCP ${Math.round(reference.lcp)} ms, TBT ${Math.round(reference.tbt)} ms` });
      for (const path of pagePerLayout('en').filter((p) => !p.startsWith('/_internal/') && !p.includes('does-not-exist'))) {
        const page = await measure(chrome.port, `${siteUrl}${path}`, 'mobile', LIGHTHOUSE_RUNS, ['performance']);
        rows.push({
          measure: `Lighthouse mobile ${path} (median of ${LIGHTHOUSE_RUNS})`,
          value: `LCP ${Math.round(page.lcp)} ms, TBT ${Math.round(page.tbt)} ms, performance ${page.scores.performance.toFixed(2)}`,
          reference: `empty page LCP ${Math.round(reference.lcp)} ms, TBT ${Math.round(reference.tbt)} ms`,
          ratio: `LCP ${(page.lcp / reference.lcp).toFixed(2)} ×, TBT ${(page.tbt / Math.max(reference.tbt, 1)).toFixed(2)} × (goal ≤ 1.15)`,
        });
      }
    } finally {
      await chrome.kill();
    }
    return rows;
  },
};
