import { isStory, loadContent } from '../../packages/cms/src/space-files';
import { siteQuery } from '../../packages/web/src/features/search/query';
import type { Locale } from '../../packages/web/src/i18n/routing';
import { percentile, SEARCH_HEADERS, SEARCH_HOST, SEARCH_INDEX, type Measure } from '../support.mjs';

const SEARCH_QUERIES = 1000;
const SEARCH_URL = `${SEARCH_HOST}/1/indexes/${SEARCH_INDEX}/query`;

/** a repeatable random sequence, so every run asks the same queries */
function seeded(seed: number) {
  return () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

/** Queries from the demo content's names in every language: whole words, prefixes as typed, and words with a typo. */
function demoQueries(count: number): { query: string; lang: Locale }[] {
  const words = new Set<string>();
  for (const story of loadContent().stories.filter(isStory)) {
    for (const [key, value] of Object.entries(story.content)) {
      if (typeof value === 'string' && /^(title|question|name)(__i18n__\w+)?$/.test(key)) value.match(/\p{L}{4,}/gu)?.forEach((w) => words.add(w));
    }
  }
  const vocabulary = [...words];
  const random = seeded(42);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, () => {
    const word = pick(vocabulary);
    const kind = random();
    const swap = Math.floor(random() * (word.length - 1));
    const query =
      kind < 0.5
        ? `${word}${random() < 0.3 ? ` ${pick(vocabulary)}` : ''}`
        : kind < 0.8
          ? word.slice(0, 3 + Math.floor(random() * 3))
          : `${word.slice(0, swap)}${word[swap + 1]}${word[swap]}${word.slice(swap + 2)}`;
    return { query, lang: pick<Locale>(['de', 'en', 'fr', 'es', 'nl', 'it']) };
  });
}

export const searchLatency: Measure = {
  name: 'searchLatency',
  needs: ['local stack'],
  async run() {
    const timings: number[] = [];
    const processing: number[] = [];
    let hits = 0;
    for (const { query, lang } of demoQueries(SEARCH_QUERIES)) {
      const started = performance.now();
      const response = await fetch(SEARCH_URL, { method: 'POST', headers: SEARCH_HEADERS, body: JSON.stringify(siteQuery(query, lang, 20)) });
      const result = (await response.json()) as { nbHits: number; processingTimeMS: number };
      timings.push(performance.now() - started);
      processing.push(result.processingTimeMS);
      if (result.nbHits > 0) hits++;
    }
    return [
      {
        measure: `local search service, ${SEARCH_QUERIES} queries from the demo vocabulary as the site sends them (${hits} with hits)`,
        value: `p50 ${percentile(timings, 0.5).toFixed(1)} ms, p95 ${percentile(timings, 0.95).toFixed(1)} ms (HTTP); engine p95 ${percentile(processing, 0.95)} ms`,
        reference: 'goal p95 ≤ 20 ms',
      },
    ];
  },
};
