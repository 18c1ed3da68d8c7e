import { launchLighthouseChrome, measure, REFERENCE_PAGE } from '../../tests/support/lighthouse.mjs';
import { pagePerLayout } from '../../tests/support/pages';
import { siteUrl } from '../../tests/support/site';
import type { Measure, Row } from '../support.mjs';

/** Lighthouse mobile runs per layout and for the empty page (the median counts) */
const LIGHTHOUSE_RUNS = 5;
const LIGHTHOUSE_REFERENCE_RUNS = 5;
/** issue 37's goals against the empty page of the same run */
const GOAL = { performanceBelow: 0.01, tbt: 1.15, lcp: 2 };

/** Each layout's Lighthouse mobile performance, LCP and TBT (simulated slow phone) against the empty Next.js page's of the same run. */
export const lighthouseRatios: Measure = {
  name: 'lighthouseRatios',
  needs: ['local stack', 'Chromium'],
  async run() {
    const rows: Row[] = [];
    const chrome = await launchLighthouseChrome();
    try {
      const reference = await measure(chrome.port, `${siteUrl}${REFERENCE_PAGE}`, 'mobile', LIGHTHOUSE_REFERENCE_RUNS, ['performance']);
      const empty = `performance ${reference.scores.performance.toFixed(2)}, LCP ${Math.round(reference.lcp)} ms, TBT ${Math.round(reference.tbt)} ms`;
      rows.push({ measure: `Lighthouse mobile, empty Next.js page ${REFERENCE_PAGE} (median of ${LIGHTHOUSE_REFERENCE_RUNS})`, value: empty });
      // Lighthouse refuses to measure a page answered 404
      for (const path of pagePerLayout('en').filter((p) => !p.startsWith('/_internal/') && !p.includes('does-not-exist'))) {
        const page = await measure(chrome.port, `${siteUrl}${path}`, 'mobile', LIGHTHOUSE_RUNS, ['performance']);
        const lcp = page.lcp / reference.lcp;
        const tbt = page.tbt / Math.max(reference.tbt, 1);
        const met = page.scores.performance >= reference.scores.performance - GOAL.performanceBelow && tbt <= GOAL.tbt && lcp <= GOAL.lcp;
        rows.push({
          measure: `Lighthouse mobile ${path} (median of ${LIGHTHOUSE_RUNS})`,
          value: `performance ${page.scores.performance.toFixed(2)}, LCP ${Math.round(page.lcp)} ms, TBT ${Math.round(page.tbt)} ms`,
          reference: `empty page ${empty}`,
          ratio: `LCP ${lcp.toFixed(2)} ×, TBT ${tbt.toFixed(2)} × — ${met ? 'goal met' : 'goal missed'} (performance ≥ empty − ${GOAL.performanceBelow}, TBT ≤ ${GOAL.tbt} ×, LCP ≤ ${GOAL.lcp} ×)`,
        });
      }
    } finally {
      await chrome.kill();
    }
    return rows;
  },
};
