/**
 * `npm run bench`: builds the site, serves it with the local services and prints one table of
 * speed figures. `npm run bench -- --record` also writes the table to docs/benchmarks.md.
 * Needs the site to be stopped (it measures its own build); `--only <names>` runs some measurements against a
 * running site. The measurements are in bench/measures/, one a file.
 */
import { cpus, totalmem } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import { ensureSite } from '../tests/support/site';
import { awsServerFunction } from './measures/aws-server-function.mjs';
import { burst } from './measures/burst.mjs';
import { coldRender } from './measures/cold-render.mjs';
import { editorRedirectLatency } from './measures/editor-redirect-latency.mjs';
import { firstLoadJs } from './measures/first-load-js.mjs';
import { flood } from './measures/flood.mjs';
import { formLatency } from './measures/form-latency.mjs';
import { htmlWeight } from './measures/html-weight.mjs';
import { lighthouseRatios } from './measures/lighthouse-ratios.mjs';
import { livePreviewLatency } from './measures/live-preview-latency.mjs';
import { mailLatency } from './measures/mail-latency.mjs';
import { malformedUnderLoad } from './measures/malformed-under-load.mjs';
import { navigationLatency } from './measures/navigation-latency.mjs';
import { paletteLatency } from './measures/palette-latency.mjs';
import { pdfLatency } from './measures/pdf-latency.mjs';
import { pdfPool } from './measures/pdf-pool.mjs';
import { publishLatency } from './measures/publish-latency.mjs';
import { redirectLatency } from './measures/redirect-latency.mjs';
import { searchLatency } from './measures/search-latency.mjs';
import { searchRelevance } from './measures/search-relevance.mjs';
import { throughput } from './measures/throughput.mjs';
import { CONNECTIONS, SECONDS, type Measure, type Row } from './support.mjs';

// the benchmarks run against the local stack: unset settings take its values (as under npm start)
process.env.PV_LOCAL_STACK = '1';

/** every measurement, in the order of the table */
const MEASUREMENTS: readonly Measure[] = [
  burst,
  throughput,
  htmlWeight,
  coldRender,
  searchLatency,
  searchRelevance,
  paletteLatency,
  navigationLatency,
  redirectLatency,
  mailLatency,
  formLatency,
  livePreviewLatency,
  pdfLatency,
  pdfPool,
  flood,
  malformedUnderLoad,
  publishLatency,
  editorRedirectLatency,
  firstLoadJs,
  lighthouseRatios,
  awsServerFunction,
];

const USAGE = [
  'npm run bench [-- --record | --only <name>,<name>…]',
  '  --record  also writes the table to docs/benchmarks.md (the whole table only)',
  '  --only    those measurements alone, in the order below, against the site already running (or started), without the build',
  'measurements (what each needs):',
  ...MEASUREMENTS.map(({ name, needs }) => `  ${name} (${needs.join(', ')})`),
].join('\n');

/** a mistaken command line: what was wrong and the usage, no stack trace */
function refuse(problem: string): never {
  console.error(`${problem}\n\n${USAGE}`);
  process.exit(1);
}

if (process.argv.includes('--help')) {
  console.log(USAGE);
  process.exit(0);
}
/** `--only navigationLatency,throughput`: those measurements alone, against the site already running (or started), without the build */
const onlyArgument = process.argv.indexOf('--only');
const only = onlyArgument < 0 ? null : (process.argv[onlyArgument + 1] ?? '').split(',');
const unknown = only?.filter((name) => !MEASUREMENTS.some((measure) => measure.name === name));
if (unknown?.length) refuse(`unknown measurements ${unknown.join(', ')}`);
if (only && process.argv.includes('--record')) refuse('--record writes the whole table: run it without --only');

const rows: Row[] = [];
const site = await ensureSite({ rebuild: !only });
try {
  if (!only) {
    const build = JSON.parse(readFileSync('packages/web/.next/build-report.json', 'utf8')) as { seconds: number; pages: number };
    rows.push({ measure: 'next build, whole demo site', value: `${build.seconds.toFixed(1)} s, ${build.pages} pages` });
  }
  for (const measure of MEASUREMENTS) if (!only || only.includes(measure.name)) rows.push(...(await measure.run()));
} finally {
  await site.stop();
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const table = [
  `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}.`,
  `Command: \`npm run bench\` (autocannon ${CONNECTIONS} connections × ${SECONDS} s; production build; local services).`,
  '',
  '| measure | value | reference | ratio |',
  '| --- | --- | --- | --- |',
  ...rows.map((r) => `| ${r.measure} | ${r.value} | ${r.reference ?? ''} | ${r.ratio ?? ''} |`),
].join('\n');
console.log(`\n${table}\n`);
if (process.argv.includes('--record')) {
  const intro = readFileSync('docs/benchmarks.md', 'utf8').split('<!-- bench -->')[0];
  writeFileSync('docs/benchmarks.md', `${intro}<!-- bench -->\n${table}\n`);
}
