/**
 * The functions' DynamoDB tables: keys and indexes in one place, read by the local stack (which creates
 * them in dynalite) and by the tests.
 */
import { CreateTableCommand, DescribeTableCommand, ResourceNotFoundException, type CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { StorageConfig } from './config';

/** sparse index of the submissions still to be delivered (the attribute exists only until a mail is sent) */
export const PENDING_INDEX = 'pending';
/** attribute holding each item's expiry (epoch seconds), for DynamoDB's time to live */
export const EXPIRES_AT = 'expiresAt';

export function tableDefinitions(tables: StorageConfig['tables']): CreateTableCommandInput[] {
  return [
    {
      TableName: tables.submissions,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'id', AttributeType: 'S' },
        { AttributeName: 'pending', AttributeType: 'S' },
        { AttributeName: 'createdAt', AttributeType: 'S' },
      ],
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      GlobalSecondaryIndexes: [
        {
          IndexName: PENDING_INDEX,
          KeySchema: [
            { AttributeName: 'pending', KeyType: 'HASH' },
            { AttributeName: 'createdAt', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        },
      ],
    },
    {
      TableName: tables.subscribers,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [{ AttributeName: 'email', AttributeType: 'S' }],
      KeySchema: [{ AttributeName: 'email', KeyType: 'HASH' }],
    },
    {
      TableName: tables.redirects,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [{ AttributeName: 'source', AttributeType: 'S' }],
      KeySchema: [{ AttributeName: 'source', KeyType: 'HASH' }],
    },
    {
      // the site paths of each published story: what a deletion (whose webhook names no slug) must refresh
      TableName: tables.storyPaths,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [{ AttributeName: 'storyId', AttributeType: 'N' }],
      KeySchema: [{ AttributeName: 'storyId', KeyType: 'HASH' }],
    },
    {
      TableName: tables.guards,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [{ AttributeName: 'key', AttributeType: 'S' }],
      KeySchema: [{ AttributeName: 'key', KeyType: 'HASH' }],
    },
  ];
}

/** Creates the tables that do not exist yet (local stack and tests; on AWS the stack owns them). */
export async function ensureTables(client: DynamoDBDocumentClient, tables: StorageConfig['tables']): Promise<void> {
  for (const definition of tableDefinitions(tables)) {
    try {
      await client.send(new DescribeTableCommand({ TableName: definition.TableName }));
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
      await client.send(new CreateTableCommand(definition));
    }
  }
}
