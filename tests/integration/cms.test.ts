/**
 * The CMS webhook against the real local services: the content service (with its local write path),
 * dynalite for the story paths, s3rver for the PDF cache, and a stand-in of the site's revalidation
 * route that records what it is asked.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCmsHandler, cmsDependencies } from '@pv/functions/cms/handler';
import { signBody } from '@pv/functions/cms/signature';
import { dynamoStoryPathStore } from '@pv/functions/cms/stores';
import { cmsConfig, type CmsConfig } from '@pv/functions/config';
import { documentClient } from '@pv/functions/aws';
import { ensureBucket, s3Client, s3PdfCache } from '@pv/functions/pdf/cache';
import type { RevalidationRequest } from '@pv/shared/revalidation';
import { createContentService, type ContentService } from '../../packages/local/src/content-service/server';
import { startLocalS3, type LocalS3 } from '../../packages/local/src/s3';
import { fixtureEvent, startFunctionsStack, type FunctionsStack } from '../support/functions-stack';

const dataDir = fileURLToPath(new URL('../../packages/local/content', import.meta.url));
const listen = (server: Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

let content: ContentService;
let contentUrl = '';
let stack: FunctionsStack;
let s3: LocalS3;
let site: Server;
let config: CmsConfig;
const siteRequests: { url?: string; authorization?: string; body: RevalidationRequest }[] = [];

beforeAll(async () => {
  content = createContentService({ dataDir, publicToken: 'local-public-token', previewToken: 'local-preview-token', managementToken: 'local-personal-access-token' });
  contentUrl = await content.listen(0);
  stack = await startFunctionsStack();
  s3 = await startLocalS3(0, []);
  site = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString()) as RevalidationRequest;
    siteRequests.push({ url: request.url, authorization: request.headers.authorization, body });
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ revalidated: body.paths, search: { saved: [], deleted: [] } }));
  });
  const sitePort = await listen(site);
  const base = cmsConfig();
  config = {
    ...base,
    ...stack.config,
    webhookSecret: 'test-webhook-secret',
    revalidateSecret: 'test-revalidate-secret',
    revalidateUrl: `http://127.0.0.1:${sitePort}/api/revalidate/`,
    content: { endpoint: `${contentUrl}/v2`, token: 'local-public-token' },
    pdf: { ...base.pdf, s3Endpoint: `http://127.0.0.1:${s3.port}`, bucket: 'cms-test-pdfs' },
    // the legacy list's documents are on this content service (the document server locally)
    redirects: {
      ...base.redirects,
      management: { ...base.redirects.management, baseUrl: `${contentUrl}/v1` },
      documents: { ...base.redirects.documents, documentServerBase: `${contentUrl}/f/1000/documents` },
      allowedHosts: [new URL(contentUrl).host],
    },
  };
  await ensureBucket(s3Client(config.pdf), config.pdf.bucket);
});
afterAll(async () => {
  await Promise.all([content.close(), stack.stop(), s3.close(), new Promise((resolve) => site.close(resolve))]);
});

const signed = (body: object) => {
  const raw = JSON.stringify(body);
  const event = fixtureEvent('cms-webhook-published');
  return { ...event, body: raw, headers: { ...event.headers, 'webhook-signature': signBody('test-webhook-secret', raw) } };
};

describe('the local content service’s write path', () => {
  it('publishes an edit with a new publication time; reload restores the files', async () => {
    const read = async () => ((await (await fetch(`${contentUrl}/v2/cdn/stories/8002?token=local-public-token&language=en`)).json()) as { story: { published_at: string; content: { title: string } } }).story;
    const before = await read();
    const edit = await fetch(`${contentUrl}/_local/stories/8002`, { method: 'POST', body: JSON.stringify({ content: { title__i18n__en: 'Edited title' } }) });
    expect(edit.status).toBe(200);
    const after = await read();
    expect(after.content.title).toBe('Edited title');
    expect(Date.parse(after.published_at)).toBeGreaterThan(Date.parse(before.published_at));
    expect((await fetch(`${contentUrl}/_local/reload`, { method: 'POST' })).status).toBe(200);
    expect((await read()).content.title).toBe(before.content.title);
  });

  it('answers 404 for an unknown story, 400 for a bad body, 405 for GET', async () => {
    expect((await fetch(`${contentUrl}/_local/stories/99999`, { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await fetch(`${contentUrl}/_local/stories/8002`, { method: 'POST', body: '{' })).status).toBe(400);
    expect((await fetch(`${contentUrl}/_local/reload`)).status).toBe(405);
  });
});

describe('CMS webhook with the real services', () => {
  it('a publication asks the site to revalidate the pages in every language, drops the PDFs and keeps the paths; an unpublication uses them', async () => {
    const pdfs = s3PdfCache(s3Client(config.pdf), config.pdf.bucket);
    await pdfs.put('manuals/8002/en/1.pdf', new Uint8Array([1]));
    await pdfs.put('manuals/8001/en/1.pdf', new Uint8Array([1]));
    const handler = createCmsHandler(cmsDependencies(config));

    const result = await handler(signed({ action: 'published', space_id: 1000, story_id: 8002, full_slug: 'anleitungen/ac-elwa-2-bedienungsanleitung' }));
    expect(result.statusCode).toBe(200);
    const [request] = siteRequests.splice(0);
    expect(request?.url).toBe('/api/revalidate/');
    expect(request?.authorization).toBe('Bearer test-revalidate-secret');
    expect(request?.body).toMatchObject({ all: false, reindex: [8002] });
    expect(request?.body.paths).toEqual(expect.arrayContaining(['/de/anleitungen/ac-elwa-2-bedienungsanleitung/', '/en/manuals/ac-elwa-2-operating-manual/', '/en/manuals/', '/nl/']));
    expect(await pdfs.get('manuals/8002/en/1.pdf')).toBeNull();
    expect(await pdfs.get('manuals/8001/en/1.pdf')).not.toBeNull();
    const stored = await dynamoStoryPathStore(documentClient(config), config.tables.storyPaths).get(8002);
    expect(stored).toContain('/fr/notices/ac-elwa-2-notice-d-utilisation/');

    // unpublished: the content service no longer has it published; the stored paths say where it was
    await fetch(`${contentUrl}/_local/stories/8002`, { method: 'POST', body: JSON.stringify({ published: false }) });
    expect((await handler(signed({ action: 'unpublished', space_id: 1000, story_id: 8002, full_slug: 'anleitungen/ac-elwa-2-bedienungsanleitung' }))).statusCode).toBe(200);
    expect(siteRequests.splice(0)[0]?.body.paths).toEqual(expect.arrayContaining(['/fr/notices/ac-elwa-2-notice-d-utilisation/', '/fr/notices/']));
    expect(await dynamoStoryPathStore(documentClient(config), config.tables.storyPaths).get(8002)).toBeNull();
    await fetch(`${contentUrl}/_local/reload`, { method: 'POST' });
  });

  it('a forged delivery reaches nothing', async () => {
    const handler = createCmsHandler(cmsDependencies(config));
    const event = signed({ action: 'published', space_id: 1000, story_id: 8002 });
    const result = await handler({ ...event, headers: { ...event.headers, 'webhook-signature': signBody('wrong', String(event.body)) } });
    expect(result.statusCode).toBe(401);
    expect(siteRequests).toEqual([]);
  });

  it('acts on a delivery once: the same signed body again is answered replayed; the story published again is acted on again', async () => {
    const handler = createCmsHandler(cmsDependencies(config));
    const delivery = () => signed({ text: 'The user Jane published the Story AC ELWA 2', action: 'published', space_id: 1000, story_id: 8002, full_slug: 'anleitungen/ac-elwa-2-bedienungsanleitung' });
    siteRequests.length = 0;
    const first = await handler(delivery());
    expect(first.statusCode).toBe(200);
    const replayed = await handler(delivery());
    expect(replayed.statusCode).toBe(200);
    expect(JSON.parse(String(replayed.body))).toMatchObject({ replayed: true, change: { kind: 'story', storyId: 8002 } });
    expect(siteRequests.splice(0)).toHaveLength(1);

    // the editor publishes the same story again: Storyblok sends the same body, the space's cv has risen
    await fetch(`${contentUrl}/_local/stories/8002`, { method: 'POST', body: JSON.stringify({ content: { title__i18n__en: 'Published again' } }) });
    const again = await handler(delivery());
    expect(JSON.parse(String(again.body))).not.toHaveProperty('replayed');
    const [request] = siteRequests.splice(0);
    expect(request?.body.cv).toBeGreaterThan(JSON.parse(String(replayed.body)).cv as number);
    await fetch(`${contentUrl}/_local/reload`, { method: 'POST' });
  });

  it('refuses a delivery signed for another space than the one its content token reads', async () => {
    const handler = createCmsHandler(cmsDependencies(config));
    const result = await handler(signed({ action: 'published', space_id: 1001, story_id: 8002, full_slug: 'anleitungen/ac-elwa-2-bedienungsanleitung' }));
    expect(result.statusCode).toBe(403);
    expect(JSON.parse(String(result.body))).toMatchObject({ error: 'wrong-space', message: expect.stringContaining('space 1001') });
    expect(siteRequests).toEqual([]);
  });

  it('the stand-in answers spaces/me with the id the committed deliveries carry', async () => {
    const { space } = (await (await fetch(`${contentUrl}/v2/cdn/spaces/me?token=local-public-token`)).json()) as { space: { id: number } };
    expect(JSON.parse(String(fixtureEvent('cms-webhook-published').body))).toMatchObject({ space_id: space.id });
  });

  it('the site settings refresh every page', async () => {
    const handler = createCmsHandler(cmsDependencies(config));
    const settings = await (await fetch(`${contentUrl}/v2/cdn/stories/_settings?token=local-public-token`)).json() as { story: { id: number } };
    expect((await handler(signed({ action: 'published', space_id: 1000, story_id: settings.story.id, full_slug: '_settings' }))).statusCode).toBe(200);
    const { space } = (await (await fetch(`${contentUrl}/v2/cdn/spaces/me?token=local-public-token`)).json()) as { space: { version: number } };
    // at the space's current cache version: what the site reads its settings at
    expect(siteRequests.splice(0)[0]?.body).toEqual({ paths: [], all: true, reindex: [], cv: space.version });
  });
});
