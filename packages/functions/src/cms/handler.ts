/**
 * The CMS webhook behind `POST /cms/webhook`: Storyblok calls it when a story is published,
 * unpublished, deleted or moved, or datasource entries are saved. A signed, well-formed delivery
 * refreshes what changed: the site's pages (revalidation), the CDN (purge), the search index and
 * cached PDFs (manuals, data sheets: dropped; a published product's data sheets made anew before its
 * pages are refreshed, so they show the new sheets' sizes). Only deliveries from the space whose token the function holds are acted on,
 * and each one once (`REPLAY_WINDOW_SECONDS`): a signed body sent again is answered, not acted on.
 */
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { documentClient } from '../aws';
import { cmsConfig, type CmsConfig } from '../config';
import { readSpace, type SpaceInfo } from '@pv/shared/storyblok';
import { contentClient, publishedStory } from '../content';
import { lambdaEntry } from '../lambda';
import { errorResult, header, HttpError, json, parseJson, readBody, type HttpEvent, type HttpResult } from '../http';
import { APP_PAGES } from '@pv/shared/story-paths';
import { dropStoryPdfs, s3Client, s3PdfCache, type PdfCache } from '../pdf/cache';
import { dynamoGuardStore, type GuardStore } from '../stores/guards';
import { cloudFrontPurge, noCdn, type CdnPurge } from './cdn';
import { webhookSchema, toChange, type Change } from './payload';
import { isRedirectStory, planRefresh, type PublishedStory } from './plan';
import type { MovedPage } from '../redirects/editors';
import { storyblokRedirectSpace } from '../redirects/space';
import { dynamoRedirectStore } from '../redirects/store';
import { syncRedirects, type RedirectSyncDependencies, type RedirectSyncReport } from '../redirects/sync';
import { storyblokContentChecks, type ContentChecks } from '../content-checks/story';
import { hasValidSignature } from './signature';
import { siteRevalidation, type SiteRevalidation } from './site';
import { dynamoStoryPathStore, type StoryPathStore } from './stores';

export interface CmsDependencies {
  secret: string;
  /**
   * the space the content token belongs to (the one deliveries must come from) and its current cache
   * version: every published read of the run names it (a warm function must not read an old one)
   */
  space(): Promise<SpaceInfo>;
  /** the deliveries acted on (the guards table) */
  deliveries: Pick<GuardStore, 'used' | 'useOnce'>;
  /** the story as published at that version, or null */
  story(id: number, cv: number): Promise<PublishedStory | null>;
  paths: StoryPathStore;
  /** brings the redirects table in line with the editors' redirects (a moved page: its old addresses first) */
  redirects(moved: MovedPage | null): Promise<RedirectSyncReport>;
  site: SiteRevalidation;
  cdn: CdnPurge;
  pdfs: PdfCache;
  /** checks a published page and writes its problems into its draft (`content_problems`); none: no checks */
  contentChecks?: ContentChecks;
}

/** Storyblok's bodies are small; anything large is not from it */
const MAX_BODY_BYTES = 64 * 1024;

/** A downstream step that failed: logged with its cause, answered 502 without it. */
const failedStep = (code: string, message: string) => (error: unknown): never => {
  console.error(JSON.stringify({ level: 'error', message: code, error: error instanceof Error ? error.message : String(error) }));
  throw new HttpError(502, code, message);
};

/**
 * How long a delivery acted on is remembered. Storyblok signs the body only (no time in it), so the
 * same signed body can be sent again at any time; within the window it is answered as a replay.
 * Later, it is acted on once more — the same work again, at most once a day per captured body.
 */
export const REPLAY_WINDOW_SECONDS = 24 * 60 * 60;

/**
 * One delivery's work: its signature (the body) at the space's cache version. An editor publishing the
 * same story again sends the same body, but the publication raised the version: that is new work. The
 * same body at the same version is a replay, and acting on it would do exactly the same again (every
 * read names the version; Storyblok's CDN answers it as before).
 */
const deliveryKey = (signature: string, cv: number) => `cms-delivery#${signature.trim().toLowerCase()}#${cv}`;

export function createCmsHandler(dependencies: CmsDependencies) {
  return async (event: HttpEvent): Promise<HttpResult> => {
    try {
      if (event.rawPath.replace(/\/+$/, '') !== '/cms/webhook') throw new HttpError(404, 'not-found', `No such address: ${event.rawPath}`);
      if ((event.requestContext?.http?.method ?? 'GET') !== 'POST') throw new HttpError(405, 'method-not-allowed', 'Use POST.', {}, { allow: 'POST' });
      const raw = readBody(event, MAX_BODY_BYTES);
      const signature = header(event, 'webhook-signature');
      // the signature first: an unsigned request learns nothing, not even whether its body parses
      if (!signature || !hasValidSignature(dependencies.secret, raw, signature)) {
        throw new HttpError(401, 'bad-signature', 'The webhook-signature header does not match the body.');
      }
      const parsed = webhookSchema.safeParse(parseJson(raw.toString('utf8')));
      if (!parsed.success) throw new HttpError(400, 'bad-payload', `Not a story or datasource webhook: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);

      const space = await dependencies.space().catch(failedStep('content-unavailable', 'The content service did not answer. Publish again in a moment.'));
      if (parsed.data.space_id !== space.id) {
        throw new HttpError(403, 'wrong-space', `The delivery is from space ${parsed.data.space_id}, which this site does not publish. Check the webhook address in that space's settings.`);
      }
      const change = toChange(parsed.data);
      const cv = space.version;
      const delivery = deliveryKey(signature, cv);
      if (await dependencies.deliveries.used(delivery).catch(failedStep('store-unavailable', 'The delivery could not be checked. Publish again in a moment.'))) {
        console.log(JSON.stringify({ level: 'info', message: 'delivery already acted on', change, cv }));
        return json(200, { replayed: true, change, cv });
      }
      const result = await applyChange(dependencies, change, cv);
      // Marked once everything succeeded: a delivery that failed half-way (an error answered, or the
      // function stopped) is acted on in full when it comes again. Two copies at once may both act;
      // that is the same work twice, which does no harm.
      await dependencies.deliveries.useOnce(delivery, Math.floor(Date.now() / 1000) + REPLAY_WINDOW_SECONDS).catch((error: unknown) => {
        console.error(JSON.stringify({ level: 'error', message: 'delivery not marked as acted on', change, cv, error: String(error) }));
      });
      return json(200, result);
    } catch (error) {
      return errorResult(error);
    }
  };
}

/** Refreshes what `change` concerns at the space's cache version `cv`; throws an HttpError when a step fails. */
async function applyChange(dependencies: CmsDependencies, change: Change, cv: number) {
  const storyId = change.kind === 'story' ? change.storyId : null;
  const [current, known] = storyId ? await Promise.all([dependencies.story(storyId, cv), dependencies.paths.get(storyId)]) : [null, null];
  const plan = planRefresh(change, current, known);
  // any story change may concern a redirect: a redirect saved or deleted, a page moved or back at a redirect's address
  const after = plan.remember;
  const moved = current && known?.length && after?.length && known.some((path, index) => path !== after[index]) ? { uuid: current.uuid, before: known, after } : null;
  // A failure is answered as such (and logged): Storyblok's retry, or the editor publishing again, repeats it.
  // The redirects run beside the page refresh, and a failure of theirs stops nothing else.
  const syncing = change.kind === 'story' ? dependencies.redirects(moved).then((report) => ({ report }), (error: unknown) => ({ error })) : null;
  // the content checks of a published page run beside them too; a failure of theirs is logged, never answered
  const checking = change.kind === 'story' && change.action === 'published' && current && dependencies.contentChecks ? dependencies.contentChecks(change.storyId, cv).catch((error: unknown) => {
    console.error(JSON.stringify({ level: 'error', message: 'content checks failed', change, error: error instanceof Error ? error.message : String(error) }));
    return null;
  }) : Promise.resolve(null);
  // the story's PDFs of every kind go first: a refreshed page never finds an old publication's sheet. A
  // product's new sheets are made on their first request (its page asks), not here: six renders in the
  // webhook kept a moved product's old address from answering 301 within the 5 s editors are promised.
  const droppedPdfs = plan.storyId ? await dropStoryPdfs(dependencies.pdfs, plan.storyId).catch(failedStep('pdf-drop-failed', 'Cached PDFs could not be dropped. Publish again in a moment.')) : [];
  const result = await dependencies.site
    .revalidate({ paths: plan.paths, all: plan.wholeSite, reindex: plan.storyId ? [plan.storyId] : [], cv })
    .catch(failedStep('revalidation-failed', 'The site could not be refreshed. Publish again in a moment.'));
  const synced = await syncing;
  const checked = await checking;
  const contentChecks = checked ? { problems: checked.problems.length, written: checked.written } : null;
  const redirects = synced && 'report' in synced ? synced.report : null;
  const purgePaths = plan.wholeSite ? null : withRedirectSources(plan.paths, redirects?.changedSources ?? []);
  const purged = await dependencies.cdn.purge(purgePaths).catch(failedStep('purge-failed', 'The CDN could not be purged. Publish again in a moment.'));
  // the move is remembered only once its redirects exist: publishing again tries them again
  if (synced && 'error' in synced) failedStep('redirects-failed', 'The redirects could not be updated. Publish again in a moment.')(synced.error);
  if (plan.storyId && plan.remember) await dependencies.paths.put(plan.storyId, plan.remember);
  else if (plan.storyId && plan.remember === null) await dependencies.paths.delete(plan.storyId);
  // a redirect has no pages: remembering none keeps its later deletion from refreshing the whole site
  else if (change.kind === 'story' && isRedirectStory(current?.full_slug)) await dependencies.paths.put(change.storyId, []);
  console.log(JSON.stringify({ level: 'info', message: 'content change applied', change, revalidated: result.revalidated.length, purged, droppedPdfs, redirects }));
  if (redirects?.problems.length) console.warn(JSON.stringify({ level: 'warn', message: 'redirects refused', problems: redirects.problems }));
  if (checked?.problems.length) console.warn(JSON.stringify({ level: 'warn', message: 'content problems', storyId: checked.storyId, problems: checked.problems }));
  return { change, revalidated: result.revalidated, search: result.search, purged, droppedPdfs, redirects, contentChecks };
}

/** The pages to purge and the changed redirect sources, each with its query variants (`/old*`); `invalidationPaths` bounds them. */
export const withRedirectSources = (pages: readonly string[], sources: readonly string[]): string[] => [...pages, ...new Set(sources.map((source) => `${source.split('?')[0]}*`))];

/**
 * Runs `task` one call after the other: a sync that read the space before another wrote the table must
 * not write after it. This holds within one process (the functions host, a warm Lambda instance);
 * concurrent Lambda instances are not serialised (docs/features.md "Redirects editors own").
 */
export function oneAtATime<A, R>(task: (argument: A) => Promise<R>): (argument: A) => Promise<R> {
  let last: Promise<unknown> = Promise.resolve();
  return (argument) => {
    const run = last.then(() => task(argument));
    last = run.catch(() => undefined);
    return run;
  };
}

export function cmsDependencies(config: CmsConfig = cmsConfig()): CmsDependencies {
  const content = contentClient(config.content);
  const drafts = contentClient({ ...config.content, token: config.redirects.previewToken });
  const store = documentClient(config);
  const sync: RedirectSyncDependencies = {
    space: storyblokRedirectSpace(content, drafts, config.redirects.management),
    store: dynamoRedirectStore(store, config.tables.redirects),
    allowedHosts: config.redirects.allowedHosts,
    documents: config.redirects.documents,
    appPages: APP_PAGES,
    addressExists: async (url) => (await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(10_000) }).catch(() => null))?.ok === true,
  };
  return {
    secret: config.webhookSecret,
    space: () => readSpace(content),
    deliveries: dynamoGuardStore(store, config.tables.guards),
    story: (id, cv) => publishedStory<PublishedStory>(content, id, { cv }),
    paths: dynamoStoryPathStore(store, config.tables.storyPaths),
    redirects: oneAtATime((moved: MovedPage | null) => syncRedirects(sync, moved)),
    site: siteRevalidation(config.revalidateUrl, config.revalidateSecret),
    cdn: config.distributionId ? cloudFrontPurge(new CloudFrontClient({ region: 'us-east-1' }), config.distributionId) : noCdn,
    pdfs: s3PdfCache(s3Client(config.pdf), config.pdf.bucket),
    contentChecks: storyblokContentChecks(content, config.redirects.management),
  };
}

/** Lambda entry point */
export const handler = lambdaEntry(() => createCmsHandler(cmsDependencies()));
