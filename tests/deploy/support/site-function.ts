/**
 * The site's server function as OpenNext builds it for AWS (packages/web/.open-next), run in its own
 * process (lambda.ts) against the local stand-ins of what SST deploys around it: the prerendered
 * pages in S3 (s3rver, uploaded as SST does), the tag table in DynamoDB (dynalite, filled by
 * OpenNext's own insert function), content from the content service, and the redirect function.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { documentClient } from '@pv/functions/aws';
import { createRedirectHandler } from '@pv/functions/redirects/handler';
import type { RedirectEntry } from '@pv/functions/redirects/plan';
import { dynamoRedirectStore } from '@pv/functions/redirects/store';
import { createContentService } from '../../../packages/local/src/content-service/server';
import { createFunctionsHost } from '../../../packages/local/src/functions-host/server';
import { listenLocal } from '../../../packages/local/src/listen';
import { startLocalS3 } from '../../../packages/local/src/s3';
import { startFunctionsStack } from '../../support/functions-stack';
import { startLambda } from './lambda';

/** the uploads bucket's origin, as the Web stack sets it (the support form posts there: the CSP's connect-src) */
export const UPLOADS_ORIGIN = 'https://pv-form-uploads.s3.eu-central-1.amazonaws.com';

export const openNextDir = new URL('../../../packages/web/.open-next/', import.meta.url).pathname;
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const region = 'eu-central-1';
const cacheBucket = 'site-cache';
const tagTable = 'site-revalidation';

export interface FunctionUrlResult {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  isBase64Encoded: boolean;
}

export interface SiteFunction {
  invoke(event: unknown): Promise<FunctionUrlResult>;
  /** a new instance of the function (a cold start), the stand-ins kept */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const listFiles = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)]));

/** SST's upload of the prerendered cache to `_cache/` (only `pages`: the whole cache is ~180 MB) */
async function uploadCache(endpoint: string, pages: RegExp) {
  const client = new S3Client({ region, endpoint, forcePathStyle: true, credentials });
  const root = join(openNextDir, 'cache');
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
  const insert = await startLambda(join(openNextDir, 'dynamodb-provider'), {
    AWS_ENDPOINT_URL_DYNAMODB: endpoint,
    AWS_REGION: region,
    AWS_ACCESS_KEY_ID: credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    CACHE_DYNAMO_TABLE: tagTable,
  });
  await insert.invoke({ RequestType: 'Create', RequestId: 'local', LogicalResourceId: 'RevalidationResource', ResourceProperties: {} });
  insert.stop();
}

/** `pages`: which prerendered pages to put into the S3 cache; `redirects`: the legacy redirects the lookup knows. */
export async function startSiteFunction({ pages, redirects }: { pages: RegExp; redirects: RedirectEntry[] }): Promise<SiteFunction> {
  const stops: (() => unknown)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    const functions = await startFunctionsStack();
    stops.push(() => functions.stop());
    const store = dynamoRedirectStore(documentClient(functions.config), functions.config.tables.redirects);
    await store.put(redirects);
    const redirectFunction = createFunctionsHost([{ prefix: '/redirects/', handler: createRedirectHandler({ store, allowedHosts: [] }) }]);
    await listenLocal(redirectFunction, 0);
    stops.push(() => redirectFunction.close());
    const content = createContentService({ dataDir: new URL('../../../packages/local/content', import.meta.url).pathname, publicToken: 'local-public-token', previewToken: 'local-preview-token' });
    const contentUrl = await content.listen(0);
    stops.push(() => content.close());
    const s3 = await startLocalS3(0, [cacheBucket]);
    stops.push(() => s3.close());
    const s3Url = `http://127.0.0.1:${s3.port}`;
    await uploadCache(s3Url, pages);
    await createTagTable(functions.config.dynamoDbEndpoint!);

    const environment = {
      // what SST's NextjsSite sets on the server function
      CACHE_BUCKET_NAME: cacheBucket,
      CACHE_BUCKET_KEY_PREFIX: '_cache',
      CACHE_BUCKET_REGION: region,
      CACHE_DYNAMO_TABLE: tagTable,
      // the AWS services' local stand-ins
      AWS_ENDPOINT_URL_S3: s3Url,
      AWS_ENDPOINT_URL_DYNAMODB: functions.config.dynamoDbEndpoint!,
      AWS_REGION: region,
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      // what the Web stack sets
      SITE_URL: 'https://www.sonnwaerme.example',
      STORYBLOK_ENDPOINT: `${contentUrl}/v2`,
      REDIRECTS_URL: `http://127.0.0.1:${(redirectFunction.address() as { port: number }).port}/redirects/lookup`,
      UPLOADS_ORIGIN: UPLOADS_ORIGIN,
      NODE_ENV: 'production',
    };
    let server = await startLambda(join(openNextDir, 'server-functions/default'), environment);
    stops.push(() => server.stop());
    return {
      invoke: (event) => server.invoke<FunctionUrlResult>(event),
      async restart() {
        server.stop();
        server = await startLambda(join(openNextDir, 'server-functions/default'), environment);
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
