/**
 * What the measures of `npm run bench` (bench/measures/) share: the shape of a measure and of its
 * table rows, the local stack's addresses, and the helpers more than one measure uses.
 */
import { get as httpGet } from 'node:http';
import { chromium } from '@playwright/test';
import { signBody } from '../packages/functions/src/cms/signature';
import { cmsConfig, pdfConfig } from '../packages/functions/src/config';
import { s3Client, s3PdfCache } from '../packages/functions/src/pdf/cache';
import { fixtureEvent } from '../tests/support/functions-stack';
import { median, siteUrl } from '../tests/support/site';

/** one line of the table */
export interface Row {
  measure: string;
  value: string;
  reference?: string;
  ratio?: string;
}

/**
 * What a measure runs against, as `--help` lists it. The runner starts the local stack for every run
 * (`npm start`; after a fresh build when the whole table runs, else only when no site is running).
 */
export type Need = 'local stack' | 'site started by this run' | 'production build' | 'Chromium';

/** one measurement: `--only` selects it by name; its rows go into the table in the runner's order */
export interface Measure {
  name: string;
  needs: readonly Need[];
  run(): Promise<Row[]>;
}

export const CONNECTIONS = 50;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const BASELINE = '/_internal/baseline/';
export const CONTENT_URL = `http://localhost:${process.env.CONTENT_SERVICE_PORT ?? 4010}`;
export const SEARCH_HOST = `http://localhost:${process.env.SEARCH_SERVICE_PORT ?? 4020}`;
export const SEARCH_INDEX = process.env.SEARCH_INDEX ?? 'site';
export const SEARCH_HEADERS = { 'x-algolia-application-id': process.env.SEARCH_APP_ID ?? 'LOCALAPP', 'x-algolia-api-key': process.env.SEARCH_API_KEY ?? 'local-search-key' };
const WEBHOOK_URL = `http://localhost:${process.env.FUNCTIONS_PORT ?? 4050}/cms/webhook`;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** the value below which a share `p` of the samples lies */
export const percentile = (values: readonly number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? NaN;

export async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export const medianAndMax = (samples: readonly number[]) => `median ${median(samples).toFixed(0)} ms, max ${Math.max(...samples).toFixed(0)} ms`;

/** a page's body as sent for `accept-encoding` (fetch would decompress it) */
export function sentBody(url: string, acceptEncoding: string): Promise<{ body: Buffer; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part)).on('end', () => resolve({ body: Buffer.concat(parts), encoding: res.headers['content-encoding'] }));
    }).on('error', reject);
  });
}

export const launchBrowser = () => chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });

/** Signs the body once; the answer posts it to the local functions' CMS webhook, as Storyblok would. */
export function signedWebhook(body: string): () => Promise<Response> {
  const signature = signBody(cmsConfig().webhookSecret, body);
  return () => fetch(WEBHOOK_URL, { method: 'POST', headers: { 'content-type': 'application/json', 'webhook-signature': signature }, body });
}

/** the PDF function's settings against this site, and its S3 cache */
export function localPdf() {
  const config = { ...pdfConfig(), siteUrl };
  return { config, cache: s3PdfCache(s3Client(config), config.bucket) };
}

export const manualEvent = (id: number, lang: string) => ({ ...fixtureEvent('pdf-manual'), rawQueryString: `id=${id}&lang=${lang}` });
