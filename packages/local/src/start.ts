/**
 * `npm start` / `npm run dev`: starts every local stand-in, builds the site when its sources
 * changed since the last build, then serves it (`--build-only`: builds and stops). Ctrl-C stops everything.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sesLocal from 'aws-ses-v2-local';
import dynalite from 'dynalite';
import { functionsConfig, pdfConfig } from '@pv/functions/config';
import { LOCAL_STACK } from '@pv/shared/settings';
import { localConfig, localUrl } from './config.js';
import { startContentService } from './content-service/main.js';
import { startFunctionsHost } from './functions-host/main.js';
import { listenLocal } from './listen.js';
import { startLocalS3 } from './s3.js';
import { startSearchService } from './search-service/main.js';

// aws-ses-v2-local is CommonJS with an `exports.default`; under ESM the default import is the exports object
const sesServer = (sesLocal as unknown as { default: typeof sesLocal }).default ?? sesLocal;

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const webDir = join(repoRoot, 'packages/web');
const buildStamp = join(webDir, '.next/source-hash');
/** how long the last build took and how many pages it rendered (read by `npm run bench`) */
const buildReportFile = join(webDir, '.next/build-report.json');

/** Environment the site runs with: the local stack unless a variable says otherwise. */
function siteEnvironment(): NodeJS.ProcessEnv {
  const siteUrl = process.env.SITE_URL ?? localUrl(localConfig.sitePort);
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(localConfig.sitePort),
    SITE_URL: siteUrl,
    STORYBLOK_ENDPOINT: process.env.STORYBLOK_ENDPOINT ?? `${localUrl(localConfig.contentServicePort)}/v2`,
    STORYBLOK_PUBLIC_TOKEN: localConfig.publicToken,
    STORYBLOK_PREVIEW_TOKEN: localConfig.previewToken,
    // the stand-in of Storyblok's visual editor (the content service's /_editor/) frames previews
    STORYBLOK_EDITOR_ORIGIN: process.env.STORYBLOK_EDITOR_ORIGIN ?? localUrl(localConfig.contentServicePort),
    SEARCH_HOST: process.env.SEARCH_HOST ?? localUrl(localConfig.searchServicePort),
    SEARCH_APP_ID: localConfig.searchAppId,
    SEARCH_API_KEY: localConfig.searchApiKey,
    SEARCH_ADMIN_KEY: localConfig.searchAdminKey,
    SEARCH_INDEX: localConfig.searchIndex,
    // what CloudFront routes to the functions on AWS; the site forwards /mail/* and /pdf/* there (next.config.ts)
    FUNCTIONS_ORIGIN: process.env.FUNCTIONS_ORIGIN ?? localUrl(localConfig.functionsPort),
    // the site asks the redirect function before serving a path (a function URL on AWS)
    REDIRECTS_URL: process.env.REDIRECTS_URL ?? `${localUrl(localConfig.functionsPort)}/redirects/lookup`,
    // the support form's uploads go to the S3 stand-in (its CSP connect-src)
    UPLOADS_ORIGIN: process.env.UPLOADS_ORIGIN ?? `http://127.0.0.1:${localConfig.s3Port}`,
  };
}

function filesBelow(dir: string, skip: Set<string>): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skip.has(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(path, skip) : [path];
  });
}

/** Hash of everything a production build depends on: sources (the site's and its workspace packages'), lockfile, demo content and build-time settings. */
function sourceHash(env: NodeJS.ProcessEnv): string {
  const hash = createHash('sha256');
  const skip = new Set(['node_modules', '.next', '.open-next', 'test-results', 'tsconfig.tsbuildinfo', 'sst-env.d.ts']);
  // the site's workspace packages (its dependencies @pv/*) are built into it as well
  const { dependencies = {} } = JSON.parse(readFileSync(join(webDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const workspaces = Object.keys(dependencies).flatMap((name) => (name.startsWith('@pv/') ? [join(repoRoot, 'packages', name.slice('@pv/'.length))] : []));
  const files = [
    ...[webDir, ...workspaces].flatMap((dir) => filesBelow(dir, skip)),
    ...filesBelow(localConfig.contentDir, skip),
    join(repoRoot, 'package-lock.json'),
  ].sort();
  for (const file of files) {
    hash.update(relative(repoRoot, file));
    hash.update(readFileSync(file));
  }
  for (const name of ['LOCAL_SPACE', 'SITE_URL', 'STORYBLOK_ENDPOINT', 'STORYBLOK_PUBLIC_TOKEN', 'DEFAULT_LOCALE', 'CONTENT_VERSION', 'SEARCH_HOST', 'SEARCH_APP_ID', 'SEARCH_API_KEY', 'SEARCH_INDEX', 'FUNCTIONS_ORIGIN', 'BOT_CHECK_PROVIDER', 'RECAPTCHA_SITE_KEY']) {
    hash.update(`${name}=${env[name] ?? ''}`);
  }
  return hash.digest('hex');
}

/** whether the last production build was made from these sources and settings */
function builtFrom(hash: string): boolean {
  return existsSync(buildStamp) && statSync(buildStamp).isFile() && readFileSync(buildStamp, 'utf8') === hash;
}

function nextBinary(): string {
  return createRequire(join(webDir, 'package.json')).resolve('next/dist/bin/next');
}

/** `next build`/`next dev`, or (no arguments) the site's production server with its response layer */
function runNext(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const command = args.length ? [nextBinary(), ...args] : ['--import', 'tsx', 'server.mts'];
  // Own process group, so that stopping it also stops next-server (a child of `next dev`).
  // Output is relayed rather than inherited: a leftover server must not hold our caller's pipes.
  const child = spawn(process.execPath, command, { cwd: webDir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout?.pipe(process.stdout);
  child.stderr?.pipe(process.stderr);
  return child;
}

/**
 * A script of the repository: the site's `packages/web/scripts/search-index.ts` (the demo content into the search service),
 * the functions' `packages/functions/src/cli/redirects-import.ts` (the legacy redirects into dynalite).
 */
function runScript(script: string, env: NodeJS.ProcessEnv): Promise<void> {
  const tsx = createRequire(join(repoRoot, 'package.json')).resolve('tsx/cli');
  const child = spawn(process.execPath, [tsx, '--tsconfig', `${script.split('/').slice(0, 2).join('/')}/tsconfig.json`, script], { cwd: repoRoot, env, stdio: 'inherit' });
  return new Promise((resolve, reject) => child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} failed (${code})`)))));
}

function stopGroup(child: ChildProcess): void {
  if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
}

async function waitForSite(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`the site did not answer at ${url} within ${timeoutMs / 1000} s`);
}

async function main() {
  // the signal for the config modules: unset settings take the local stand-ins' values (the site, its
  // build and scripts inherit it through siteEnvironment(); the functions run in this process)
  process.env[LOCAL_STACK] = '1';
  const dev = process.argv.includes('--dev');
  const rebuild = process.argv.includes('--rebuild');
  // the production build alone (the AWS packaging in the tests reuses it), no server
  const buildOnly = process.argv.includes('--build-only');
  const stopFns: (() => unknown)[] = [];
  const stop = (code: number) => {
    for (const fn of stopFns.reverse()) {
      try {
        fn();
      } catch {
        /* already stopped */
      }
    }
    process.exit(code);
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  // nothing to build: no stand-ins to start either
  if (buildOnly && !rebuild && builtFrom(sourceHash(siteEnvironment()))) return stop(0);

  const content = await startContentService();
  stopFns.push(() => content.close());
  const dynamo = dynalite({ createTableMs: 0 });
  await listenLocal(dynamo, localConfig.dynamoDbPort);
  stopFns.push(() => dynamo.close());
  const ses = await sesServer({ host: '127.0.0.1', port: localConfig.sesPort });
  stopFns.push(() => ses.close());
  process.env.S3_ENDPOINT ??= `http://127.0.0.1:${localConfig.s3Port}`;
  // the uploads bucket takes the support form's POSTs from the site's pages (CORS), as on AWS (stacks/Mail.ts)
  const siteOrigins = [...new Set([new URL(process.env.SITE_URL ?? localUrl(localConfig.sitePort)).origin, localUrl(localConfig.sitePort), `http://127.0.0.1:${localConfig.sitePort}`])];
  const s3 = await startLocalS3(localConfig.s3Port, [pdfConfig().bucket, { name: functionsConfig().uploads.bucket, corsOrigins: siteOrigins }]);
  stopFns.push(() => void s3.close());
  // the functions reach the stand-ins started above
  process.env.DYNAMODB_ENDPOINT ??= `http://127.0.0.1:${localConfig.dynamoDbPort}`;
  process.env.SES_ENDPOINT ??= `http://127.0.0.1:${localConfig.sesPort}`;
  process.env.SITE_URL ??= localUrl(localConfig.sitePort);
  // every local visitor (and every browser test) is 127.0.0.1: a production limit would lock them out
  process.env.FORM_RATE_LIMIT ??= '200';
  // AWS WAF's request limits on the site's server (SITE_RATE_LIMITS=waf to try them): every local visitor, browser test and benchmark is 127.0.0.1
  process.env.SITE_RATE_LIMITS ??= 'off';
  process.env.CHALLENGE_RATE_LIMIT ??= '2000';
  const functions = await startFunctionsHost();
  stopFns.push(() => functions.close());

  const search = await startSearchService();
  stopFns.push(() => search.close());

  const env = siteEnvironment();
  await Promise.all([runScript('packages/web/scripts/search-index.ts', env), runScript('packages/functions/src/cli/redirects-import.ts', env)]);
  if (!dev) {
    const hash = sourceHash(env);
    if (!builtFrom(hash) || rebuild) {
      console.log(rebuild ? 'Building the site …' : 'Building the site (sources changed since the last build) …');
      const startedAt = performance.now();
      // cached content from the previous build must not outlive a content change
      rmSync(join(webDir, '.next/cache/fetch-cache'), { recursive: true, force: true });
      // standalone output as well: the deploy tests package this build with OpenNext instead of building again
      const build = runNext(['build'], { ...env, NEXT_PRIVATE_STANDALONE: 'true' });
      stopFns.push(() => stopGroup(build));
      const code = await new Promise<number | null>((resolve) => build.on('exit', resolve));
      if (code !== 0) {
        console.error('next build failed');
        return stop(1);
      }
      writeFileSync(buildStamp, hash);
      const seconds = (performance.now() - startedAt) / 1000;
      const manifest = JSON.parse(readFileSync(join(webDir, '.next/prerender-manifest.json'), 'utf8')) as { routes: object };
      const pages = Object.keys(manifest.routes).length;
      writeFileSync(buildReportFile, JSON.stringify({ seconds, pages }));
      console.log(`Built ${pages} pages in ${seconds.toFixed(1)} s.`);
    }
  }

  if (buildOnly) return stop(0);

  // two malloc arenas instead of one per thread: after a burst glibc kept ~60 MB more in per-thread arenas
  const site = runNext(dev ? ['dev', '--port', String(localConfig.sitePort)] : [], { MALLOC_ARENA_MAX: '2', ...env, PORT: String(localConfig.sitePort) });
  stopFns.push(() => stopGroup(site));
  site.on('exit', (code) => stop(code ?? 1));

  await waitForSite(`${localUrl(localConfig.sitePort)}/`, 120_000);
  console.log(
    [
      '',
      'Local stack is up:',
      `  site                        ${env.SITE_URL}`,
      `  content service (Storyblok) ${localUrl(localConfig.contentServicePort)}/v2`,
      `  DynamoDB (dynalite)         ${localUrl(localConfig.dynamoDbPort)}`,
      `  SES (aws-ses-v2-local)      ${localUrl(localConfig.sesPort)}   mailbox: /  JSON: /store`,
      `  S3 (s3rver)                 ${localUrl(localConfig.s3Port)}   buckets: ${pdfConfig().bucket} (manual PDFs), ${functionsConfig().uploads.bucket} (support form uploads)`,
      `  functions (Lambda)          ${localUrl(localConfig.functionsPort)}   the site's /mail/* and /pdf/* go here; CMS webhook: /cms/webhook`,
      `  search (Algolia API)        ${localUrl(localConfig.searchServicePort)}   index: ${localConfig.searchIndex}`,
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
