/** Short-lived counters and one-time markers: rate limits per client, bot-check proofs already used, CMS deliveries acted on. */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { EXPIRES_AT } from '../tables';

export interface GuardStore {
  /** Counts one more hit on `key` in the current window; returns the hits so far and when the window ends. */
  hit(key: string, windowSeconds: number): Promise<{ hits: number; resetsAt: number }>;
  /** true the first time a key is used, false ever after (until it expires, epoch seconds) */
  useOnce(key: string, expiresAt: number): Promise<boolean>;
  /** whether a key was used and has not expired yet */
  used(key: string): Promise<boolean>;
}

export function dynamoGuardStore(client: DynamoDBDocumentClient, tableName: string, now: () => number = () => Date.now()): GuardStore {
  return {
    async hit(key, windowSeconds) {
      const seconds = Math.floor(now() / 1000);
      const windowStart = seconds - (seconds % windowSeconds);
      const resetsAt = windowStart + windowSeconds;
      const result = await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { key: `${key}#${windowStart}` },
          UpdateExpression: 'ADD hits :one SET #expiresAt = :expiresAt',
          ExpressionAttributeNames: { '#expiresAt': EXPIRES_AT },
          ExpressionAttributeValues: { ':one': 1, ':expiresAt': resetsAt },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return { hits: Number(result.Attributes?.hits ?? 1), resetsAt };
    },

    async useOnce(key, expiresAt) {
      try {
        await client.send(
          new PutCommand({
            TableName: tableName,
            Item: { key, [EXPIRES_AT]: expiresAt },
            // DynamoDB deletes expired items within days, not at once: one past its expiry is free again
            ConditionExpression: 'attribute_not_exists(#key) OR #expiresAt <= :now',
            ExpressionAttributeNames: { '#key': 'key', '#expiresAt': EXPIRES_AT },
            ExpressionAttributeValues: { ':now': Math.floor(now() / 1000) },
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return false;
        throw error;
      }
    },

    async used(key) {
      const { Item } = await client.send(new GetCommand({ TableName: tableName, Key: { key }, ConsistentRead: true }));
      return Item !== undefined && Number(Item[EXPIRES_AT]) > Math.floor(now() / 1000);
    },
  };
}
