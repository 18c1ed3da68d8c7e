/**
 * The AWS resources the functions use, read-only: each DynamoDB table exists, is ACTIVE and has the
 * keys and indexes `tables.ts` declares (`DescribeTable`); the PDF bucket exists (`HeadBucket`).
 */
import { DescribeTableCommand, ResourceNotFoundException, type DynamoDBClient, type TableDescription } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import type { CreateTableCommandInput, KeySchemaElement, AttributeDefinition } from '@aws-sdk/client-dynamodb';
import { tableDefinitions } from '../tables';
import type { StorageConfig } from '../config';
import { fail, pass, pending, type Check, type CheckResult } from './check';

export interface ResourceReads {
  /** the table's description; null when it does not exist */
  table(name: string): Promise<TableDescription | null>;
  /** whether the bucket exists and may be used; the HTTP status otherwise (404 none, 403 not ours) */
  bucket(name: string): Promise<true | number>;
}

export const awsResourceReads = (dynamo: Pick<DynamoDBClient, 'send'>, s3: Pick<S3Client, 'send'>): ResourceReads => ({
  async table(name) {
    try {
      return (await dynamo.send(new DescribeTableCommand({ TableName: name }))).Table ?? null;
    } catch (error) {
      if (error instanceof ResourceNotFoundException || (error as Error).name === 'ResourceNotFoundException') return null;
      throw error;
    }
  },
  async bucket(name) {
    try {
      await s3.send(new HeadBucketCommand({ Bucket: name }));
      return true;
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || status === 403 || status === 301) return status;
      throw error;
    }
  },
});

/** Keys as one comparable line: `name (type) HASH, name (type) RANGE`. */
const keysOf = (keys: KeySchemaElement[] = [], attributes: AttributeDefinition[] = []) =>
  keys.map((key) => `${key.AttributeName} (${attributes.find((attribute) => attribute.AttributeName === key.AttributeName)?.AttributeType}) ${key.KeyType}`).join(', ');

/** The keys and indexes of a table as declared, or as DynamoDB describes them. */
export const tableShape = (table: Pick<CreateTableCommandInput, 'KeySchema' | 'AttributeDefinitions' | 'GlobalSecondaryIndexes'>): string =>
  [
    keysOf(table.KeySchema, table.AttributeDefinitions),
    ...(table.GlobalSecondaryIndexes ?? []).map((index) => `index ${index.IndexName}: ${keysOf(index.KeySchema, table.AttributeDefinitions)}`).sort(),
  ].join('; ');

async function tableResult(reads: ResourceReads, definition: CreateTableCommandInput): Promise<CheckResult> {
  const name = definition.TableName!;
  const table = await reads.table(name);
  if (!table) return fail(`DynamoDB table ${name} does not exist`, 'npx sst deploy creates it (Data stack); or name the table of the stage (the …Table outputs)');
  if (table.TableStatus !== 'ACTIVE') return fail(`DynamoDB table ${name} is ${table.TableStatus}`, 'wait until it is ACTIVE');
  const declared = tableShape(definition);
  const actual = tableShape(table as CreateTableCommandInput);
  return actual === declared ? pass(`DynamoDB table ${name}: ACTIVE, ${declared}`) : fail(`DynamoDB table ${name} has ${actual}, not ${declared}`, 'the table the Data stack creates (packages/functions/src/tables.ts)');
}

/** `tables` undefined: the stage is not deployed yet (its names are the Data stack's). */
export function resourceChecks(reads: ResourceReads, { tables, bucket }: { tables: StorageConfig['tables'] | undefined; bucket: string | undefined }): Check[] {
  return [
    {
      label: 'DynamoDB tables',
      run: async () =>
        tables ? Promise.all(tableDefinitions(tables).map((definition) => tableResult(reads, definition))) : pending('DynamoDB tables do not exist yet: the first deploy creates them (Data stack)'),
    },
    {
      label: 'S3 bucket',
      async run() {
        if (!bucket) return pending('S3 bucket for the manual PDFs does not exist yet: the first deploy creates it (Pdf stack)');
        const answer = await reads.bucket(bucket);
        if (answer === true) return pass(`S3 bucket ${bucket} exists`);
        return answer === 404
          ? fail(`S3 bucket ${bucket} does not exist`, 'npx sst deploy creates it (Pdf stack); or name the stage\'s bucket (the ManualPdfBucket output)')
          : fail(`S3 bucket ${bucket} answers ${answer}: not in this account or region`, 'PDF_BUCKET the ManualPdfBucket output, AWS_REGION its region, credentials of its account');
      },
    },
  ];
}
