/**
 * The CMS webhook behind `POST /cms/webhook`: Storyblok calls it when a story is published,
 * unpublished, deleted or moved, or datasource entries are saved. A signed, well-formed delivery
 * refreshes what changed: the site's pages (revalidation), the CDN (purge), the search index and
 * cached manual PDFs. Doing it twice does no harm, so repeated deliveries need no bookkeeping.
 */
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import type StoryblokClient from 'storyblok-js-client';
import { documentClient } from '../aws';
import { cmsConfig, type CmsConfig } from '../config';
import { contentClient, publishedStory } from '../content';
import { lambdaEntry } from '../lambda';
import { errorResult, header, HttpError, json, parseJson, readBody, type HttpEvent, type HttpResult } from '../http';
import { dropStoryPdfs, s3Client, s3PdfCache, type PdfCache } from '../pdf/cache';
import { cloudFrontPurge, noCdn, type CdnPurge } from './cdn';
import { webhookSchema, toChange } from './payload';
import { planRefresh, type PublishedStory } from './plan';
import { hasValidSignature } from './signature';
import { siteRevalidation, type SiteRevalidation } from './site';
import { dynamoStoryPathStore, type StoryPathStore } from './stores';

export interface CmsDependencies {
  secret: string;
  /** the story as now published, or null */
  story(id: number): Promise<PublishedStory | null>;
  paths: StoryPathStore;
  site: SiteRevalidation;
  cdn: CdnPurge;
  pdfs: PdfCache;
}

/** Storyblok's bodies are small; anything large is not from it */
const MAX_BODY_BYTES = 64 * 1024;

/** A downstream step that failed: logged with its cause, answered 502 without it. */
const failedStep = (code: string, message: string) => (error: unknown): never => {
  console.error(JSON.stringify({ level: 'error', message: code, error: error instanceof Error ? error.message : String(error) }));
  throw new HttpError(502, code, message);
};

export function createCmsHandler(dependencies: CmsDependencies) {
  return async (event: HttpEvent): Promise<HttpResult> => {
    try {
      if (event.rawPath.replace(/\/+$/, '') !== '/cms/webhook') throw new HttpError(404, 'not-found', `No such address: ${event.rawPath}`);
      if ((event.requestContext?.http?.method ?? 'GET') !== 'POST') throw new HttpError(405, 'method-not-allowed', 'Use POST.', {}, { allow: 'POST' });
      const raw = readBody(event, MAX_BODY_BYTES);
      // the signature first: an unsigned request learns nothing, not even whether its body parses
      if (!hasValidSignature(dependencies.secret, raw, header(event, 'webhook-signature'))) {
        throw new HttpError(401, 'bad-signature', 'The webhook-signature header does not match the body.');
      }
      const parsed = webhookSchema.safeParse(parseJson(raw.toString('utf8')));
      if (!parsed.success) throw new HttpError(400, 'bad-payload', `Not a story or datasource webhook: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);

      const change = toChange(parsed.data);
      const storyId = change.kind === 'story' ? change.storyId : null;
      const [current, known] = storyId ? await Promise.all([dependencies.story(storyId), dependencies.paths.get(storyId)]) : [null, null];
      const plan = planRefresh(change, current, known);
      // Storyblok does not retry: a failure is answered as such (and logged) for the editor to publish again
      const result = await dependencies.site
        .revalidate({ paths: plan.paths, all: plan.wholeSite, reindex: plan.storyId ? [plan.storyId] : [] })
        .catch(failedStep('revalidation-failed', 'The site could not be refreshed. Publish again in a moment.'));
      const [purged, droppedPdfs] = await Promise.all([
        dependencies.cdn.purge(plan.wholeSite ? null : plan.paths).catch(failedStep('purge-failed', 'The CDN could not be purged. Publish again in a moment.')),
        plan.storyId ? dropStoryPdfs(dependencies.pdfs, plan.storyId).catch(failedStep('pdf-drop-failed', 'Cached PDFs could not be dropped. Publish again in a moment.')) : Promise.resolve([]),
      ]);
      if (plan.storyId && plan.remember) await dependencies.paths.put(plan.storyId, plan.remember);
      else if (plan.storyId && plan.remember === null) await dependencies.paths.delete(plan.storyId);
      console.log(JSON.stringify({ level: 'info', message: 'content change applied', change, revalidated: result.revalidated.length, purged, droppedPdfs }));
      return json(200, { change, revalidated: result.revalidated, search: result.search, purged, droppedPdfs });
    } catch (error) {
      return errorResult(error);
    }
  };
}

function storyReader(client: StoryblokClient) {
  return (id: number) => publishedStory<PublishedStory>(client, id);
}

export function cmsDependencies(config: CmsConfig = cmsConfig()): CmsDependencies {
  return {
    secret: config.webhookSecret,
    story: storyReader(contentClient(config.content)),
    paths: dynamoStoryPathStore(documentClient(config), config.tables.storyPaths),
    site: siteRevalidation(config.revalidateUrl, config.revalidateSecret),
    cdn: config.distributionId ? cloudFrontPurge(new CloudFrontClient({ region: 'us-east-1' }), config.distributionId) : noCdn,
    pdfs: s3PdfCache(s3Client(config.pdf), config.pdf.bucket),
  };
}

/** Lambda entry point */
export const handler = lambdaEntry(() => createCmsHandler(cmsDependencies()));
