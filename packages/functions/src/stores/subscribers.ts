/** Confirmed newsletter subscribers (double opt-in), one item per address. */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Language } from '@pv/shared';
import { allItems } from './items';

export interface Subscriber {
  email: string;
  clientType: 'private' | 'installer';
  language: Language;
  /** when the visitor ticked the consent box (sign-up) */
  consentAt: string;
  /** when the confirmation link was used */
  confirmedAt: string;
}

export interface SubscriberStore {
  /** 'added', or 'existing' when the address had already confirmed (the first record stays) */
  add(subscriber: Subscriber): Promise<'added' | 'existing'>;
  all(): AsyncIterable<Subscriber>;
}

export function dynamoSubscriberStore(client: DynamoDBDocumentClient, tableName: string): SubscriberStore {
  return {
    async add(subscriber) {
      try {
        await client.send(new PutCommand({ TableName: tableName, Item: subscriber, ConditionExpression: 'attribute_not_exists(email)' }));
        return 'added';
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return 'existing';
        throw error;
      }
    },
    async *all() {
      for await (const item of allItems((startKey) => client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: startKey })))) yield item as unknown as Subscriber;
    },
  };
}
