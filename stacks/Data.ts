import { RemovalPolicy } from 'aws-cdk-lib';
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { Table, type StackContext, type TableProps } from 'sst/constructs';
import { EXPIRES_AT, tableDefinitions } from '../packages/functions/src/tables';
import { keepsData } from './settings';

type TableKey = 'submissions' | 'subscribers' | 'guards' | 'redirects' | 'storyPaths';

/** items of these tables carry an expiry: DynamoDB deletes them after it */
const EXPIRING: readonly TableKey[] = ['submissions', 'guards'];

/** SST table props from the functions' own table definitions (what the local stack creates in dynalite): one source for keys and indexes. */
function tableProps(definition: CreateTableCommandInput, expiring: boolean, retain: boolean): TableProps {
  const fields = Object.fromEntries(
    (definition.AttributeDefinitions ?? []).map(({ AttributeName, AttributeType }) => [AttributeName, AttributeType === 'N' ? 'number' : 'string'] as const),
  ) as TableProps['fields'];
  const keys = (schema: CreateTableCommandInput['KeySchema']) => ({
    partitionKey: schema?.find((key) => key.KeyType === 'HASH')?.AttributeName ?? '',
    sortKey: schema?.find((key) => key.KeyType === 'RANGE')?.AttributeName,
  });
  const { partitionKey, sortKey } = keys(definition.KeySchema);
  return {
    fields,
    primaryIndex: sortKey ? { partitionKey, sortKey } : { partitionKey },
    globalIndexes: Object.fromEntries(
      (definition.GlobalSecondaryIndexes ?? []).map((index) => {
        const { partitionKey: indexPartition, sortKey: indexSort } = keys(index.KeySchema);
        return [index.IndexName ?? '', { partitionKey: indexPartition, ...(indexSort ? { sortKey: indexSort } : {}), projection: index.Projection?.ProjectionType === 'KEYS_ONLY' ? 'keys_only' : 'all' }];
      }),
    ),
    ...(expiring ? { timeToLiveAttribute: EXPIRES_AT } : {}),
    // every table can be restored to any second of the last 35 days; production keeps them when the stack goes
    cdk: { table: { pointInTimeRecovery: true, removalPolicy: retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY } },
  };
}

/**
 * The functions' DynamoDB tables: form submissions (the mail queue), newsletter subscribers, bot-check
 * and rate-limit guards, legacy redirects, and the site paths of each story (for the CMS webhook).
 */
export function Data({ stack, app }: StackContext) {
  const retain = keepsData(app.stage);
  const ids: Record<TableKey, string> = { submissions: 'FormSubmissions', subscribers: 'NewsletterSubscribers', guards: 'FormGuards', redirects: 'LegacyRedirects', storyPaths: 'StoryPaths' };
  const definitions = tableDefinitions(ids);
  const tables = Object.fromEntries(
    (Object.keys(ids) as TableKey[]).map((key) => {
      const definition = definitions.find((candidate) => candidate.TableName === ids[key]);
      if (!definition) throw new Error(`No table definition for ${key}`);
      return [key, new Table(stack, ids[key], tableProps(definition, EXPIRING.includes(key), retain))];
    }),
  ) as Record<TableKey, Table>;
  stack.addOutputs(Object.fromEntries((Object.keys(tables) as TableKey[]).map((key) => [`${ids[key]}Table`, tables[key].tableName])));
  return tables;
}
