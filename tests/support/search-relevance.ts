/**
 * The relevance table (tests/fixtures/search-relevance.json): queries in the six languages with the
 * page each must return first, run as the site sends them, through `algoliasearch`. Shared by the
 * relevance test and `npm run bench` (precision at 1 and at 3).
 */
import { readFileSync } from 'node:fs';
import type { Algoliasearch } from 'algoliasearch';
import type { Locale } from '../../packages/web/src/i18n/routing';
import { siteQuery } from '../../packages/web/src/features/search/query';

export interface RelevanceRow {
  lang: Locale;
  query: string;
  /** the expected first hit's path (the record's `full_slug`) */
  first: string;
  kind: string;
}

export const relevanceTable = (): RelevanceRow[] =>
  (JSON.parse(readFileSync(new URL('../fixtures/search-relevance.json', import.meta.url), 'utf8')) as { queries: RelevanceRow[] }).queries;

const RELEVANCE_QUERIES_PER_REQUEST = 20;

/** Each row with the paths of the first three hits and where the expected page came (0 when not in the three). */
export async function runRelevance(client: Algoliasearch, indexName: string, rows = relevanceTable()) {
  // a few queries a request, as the site's palette asks them: one request of all 136 outlasts the client's 2 s read timeout on a busy machine
  const results: Awaited<ReturnType<typeof client.search<{ full_slug: string }>>>['results'] = [];
  for (let start = 0; start < rows.length; start += RELEVANCE_QUERIES_PER_REQUEST) {
    const chunk = rows.slice(start, start + RELEVANCE_QUERIES_PER_REQUEST);
    results.push(...(await client.search<{ full_slug: string }>({ requests: chunk.map((row) => ({ indexName, ...siteQuery(row.query, row.lang, 3) })) })).results);
  }
  return rows.map((row, i) => {
    const result = results[i]!;
    const top = 'hits' in result ? result.hits.map((hit: { full_slug: string }) => hit.full_slug) : [];
    return { ...row, top, rank: top.indexOf(row.first) + 1 };
  });
}

/** Share of rows whose page came first, and within the first three. */
export function precision(ranked: { rank: number }[]) {
  const at = (n: number) => ranked.filter((row) => row.rank > 0 && row.rank <= n).length / ranked.length;
  return { at1: at(1), at3: at(3) };
}
