/** Lighthouse runs as the quality gate (`npm run test:lighthouse`) and the bench take them: the median of several runs per page and preset. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { median } from './site';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Preset = 'mobile' | 'desktop';
export interface Measured {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  cls: number;
  tbt: number;
}

/** an empty Next.js page of the same version: the mobile budgets are relative to it */
export const REFERENCE_PAGE = '/_internal/baseline/';

export async function launchLighthouseChrome() {
  return chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
}

/** The median of `runs` Lighthouse runs of `url` with `preset` (Lighthouse's default mobile simulation, or its desktop config). */
export async function measure(port: number, url: string, preset: Preset, runs: number, categories: readonly (typeof CATEGORIES)[number][] = CATEGORIES): Promise<Measured> {
  const results: Measured[] = [];
  // one unmeasured request first: the server's first answer for a page (read from disk, its
  // policy hashes computed) is not what visitors of a running site get
  await fetch(url);
  for (let run = 0; run < runs; run++) {
    const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(url, { port, logLevel: 'error', onlyCategories: [...categories] }, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories: scored, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse could not load ${url}: ${runtimeError.message}`);
    results.push({
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, scored[c]?.score ?? 0])) as Measured['scores'],
      lcp: audits['largest-contentful-paint']?.numericValue ?? Infinity,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Infinity,
      tbt: audits['total-blocking-time']?.numericValue ?? Infinity,
    });
  }
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(results.map((r) => r.scores[c]))])) as Measured['scores'],
    lcp: median(results.map((r) => r.lcp)),
    cls: median(results.map((r) => r.cls)),
    tbt: median(results.map((r) => r.tbt)),
  };
}
