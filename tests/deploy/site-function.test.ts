/**
 * The site's server function as OpenNext builds it for AWS (packages/web/.open-next), run in its own
 * process with committed function-URL events: pages come from the S3 cache (s3rver, as SST uploads
 * the prerendered pages), tags from DynamoDB (dynalite, filled by OpenNext's own insert function),
 * content from the content service, legacy addresses from the redirect function. What a visitor gets
 * through CloudFront must carry the site's layers: the policy with the page's script hashes, the
 * security headers, and one-hop legacy redirects.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '@pv/functions/aws';
import { createRedirectHandler } from '@pv/functions/redirects/handler';
import { dynamoRedirectStore } from '@pv/functions/redirects/store';
import { createContentService } from '../../packages/local/src/content-service/server';
import { createFunctionsHost } from '../../packages/local/src/functions-host/server';
import { startLocalS3, type LocalS3 } from '../../packages/local/src/s3';
import { inlineScriptHashes } from '@/lib/security/csp';
import { fixtureEvent, startFunctionsStack, type FunctionsStack } from '../support/functions-stack';
import { startLambda, type LocalLambda } from './support/lambda';

const openNext = new URL('../../packages/web/.open-next/', import.meta.url).pathname;
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const region = 'eu-central-1';
const cacheBucket = 'site-cache';
const tagTable = 'site-revalidation';

interface FunctionUrlResult {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  isBase64Encoded: boolean;
}

let functions: FunctionsStack;
let s3: LocalS3;
let site: LocalLambda;
const stops: (() => unknown)[] = [];

const listFiles = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)]));

/** SST's upload of the prerendered cache to `_cache/` (only the pages these tests ask for) */
async function uploadCache(endpoint: string, pages: RegExp) {
  const client = new S3Client({ region, endpoint, forcePathStyle: true, credentials });
  const root = join(openNext, 'cache');
  for (const file of listFiles(root).filter((path) => pages.test(path))) {
    await client.send(new PutObjectCommand({ Bucket: cacheBucket, Key: `_cache/${relative(root, file)}`, Body: readFileSync(file) }));
  }
}

/** The tag table as SST's NextjsSite defines it, filled by OpenNext's insert function (a custom resource on AWS) */
async function createTagTable(endpoint: string) {
  await new DynamoDBClient({ region, endpoint, credentials }).send(
    new CreateTableCommand({
      TableName: tagTable,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'tag', AttributeType: 'S' },
        { AttributeName: 'path', AttributeType: 'S' },
        { AttributeName: 'revalidatedAt', AttributeType: 'N' },
      ],
      KeySchema: [
        { AttributeName: 'tag', KeyType: 'HASH' },
        { AttributeName: 'path', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'revalidate',
          KeySchema: [
            { AttributeName: 'path', KeyType: 'HASH' },
            { AttributeName: 'revalidatedAt', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    }),
  );
  const awsEnv = { AWS_ENDPOINT_URL_DYNAMODB: endpoint, AWS_REGION: region, AWS_ACCESS_KEY_ID: credentials.accessKeyId, AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey };
  const insert = await startLambda(join(openNext, 'dynamodb-provider'), { ...awsEnv, CACHE_DYNAMO_TABLE: tagTable });
  await insert.invoke({ RequestType: 'Create', RequestId: 'test', LogicalResourceId: 'RevalidationResource', ResourceProperties: {} });
  insert.stop();
}

beforeAll(async () => {
  functions = await startFunctionsStack();
  stops.push(() => functions.stop());
  const redirects = dynamoRedirectStore(documentClient(functions.config), functions.config.tables.redirects);
  await redirects.put([{ source: '/home.html', target: '/de/', status: 308 }]);
  const redirectFunction = createFunctionsHost([{ prefix: '/redirects/', handler: createRedirectHandler({ store: redirects, allowedHosts: [] }) }]);
  await new Promise<void>((resolve) => redirectFunction.listen(0, '127.0.0.1', resolve));
  stops.push(() => redirectFunction.close());
  const content = createContentService({ dataDir: new URL('../../packages/local/content', import.meta.url).pathname, publicToken: 'local-public-token', previewToken: 'local-preview-token' });
  const contentUrl = await content.listen(0);
  stops.push(() => content.close());

  s3 = await startLocalS3(0, [cacheBucket]);
  stops.push(() => s3.close());
  const s3Url = `http://127.0.0.1:${s3.port}`;
  await uploadCache(s3Url, /\/\$\/de\/produkte\/ac-thor-9s(\.|$)/);
  await createTagTable(functions.config.dynamoDbEndpoint!);

  const redirectPort = (redirectFunction.address() as { port: number }).port;
  site = await startLambda(join(openNext, 'server-functions/default'), {
    // what SST's NextjsSite sets on the server function
    CACHE_BUCKET_NAME: cacheBucket,
    CACHE_BUCKET_KEY_PREFIX: '_cache',
    CACHE_BUCKET_REGION: region,
    CACHE_DYNAMO_TABLE: tagTable,
    // the AWS services' local stand-ins
    AWS_ENDPOINT_URL_S3: s3Url,
    AWS_ENDPOINT_URL_DYNAMODB: functions.config.dynamoDbEndpoint!,
    AWS_S3_FORCE_PATH_STYLE: 'true',
    AWS_REGION: region,
    AWS_ACCESS_KEY_ID: credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    // what the Web stack sets
    SITE_URL: 'https://www.sonnwaerme.example',
    STORYBLOK_ENDPOINT: `${contentUrl}/v2`,
    REDIRECTS_URL: `http://127.0.0.1:${redirectPort}/redirects/lookup`,
    NODE_ENV: 'production',
  });
  stops.push(() => site.stop());
}, 120_000);

afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
});

const request = (name: string, change: Record<string, unknown> = {}) => site.invoke<FunctionUrlResult>({ ...fixtureEvent(name), ...change });

describe('site server function (OpenNext, as deployed)', () => {
  it('serves a prerendered page from the S3 cache with the policy naming each of its inline scripts', async () => {
    const response = await request('site-page');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-nextjs-cache']).toBe('HIT');
    expect(/<title>([^<]*)<\/title>/.exec(response.body)?.[1]).toContain('AC-THOR 9s');
    const policy = response.headers['content-security-policy']!;
    const hashes = inlineScriptHashes(response.body);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(policy).toContain(`'${hash}'`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("'unsafe-inline' 'self'");
    expect(response.headers['strict-transport-security']).toMatch(/max-age=63072000/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['server-timing']).toMatch(/^redirect;dur=[\d.]+;desc="miss function"$/);
  });

  it('redirects a legacy address in one hop, keeping its query, before the site renders anything', async () => {
    const response = await request('site-legacy-address');
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe('/de/?utm_source=mailing');
    expect(response.body).toBe('');
  });

  it('renders on demand from the content service (the PDF renderer page), with its own hashes', async () => {
    const response = await request('site-page', { rawPath: '/pdf-renderer/manual/', rawQueryString: 'id=8001&lang=en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    for (const hash of inlineScriptHashes(response.body)) expect(response.headers['content-security-policy']).toContain(`'${hash}'`);
  });

  it('answers an unknown address with the site’s 404 page, secured as well', async () => {
    const response = await request('site-page', { rawPath: '/de/gibt-es-nicht/' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
