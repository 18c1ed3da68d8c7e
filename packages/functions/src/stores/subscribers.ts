/**
 * Newsletter subscribers (double opt-in), one item per address. Leaving is recorded, never deleted:
 * the item keeps the consent (sign-up and confirmation) and the withdrawal with their times, as proof
 * of both; a later subscription moves the earlier one into `history`.
 *
 * An unsubscribe link is in the confirmation mail too, which reaches the visitor before they are a
 * subscriber. Used then, it records the withdrawal all the same (an item without `confirmedAt`): the
 * visitor said no, so confirming that sign-up (or any made before the withdrawal) later subscribes no
 * one — as a site that takes a "no" seriously must, and as it must when someone else typed the
 * address in. A sign-up made after the withdrawal, confirmed through its own mail, subscribes again.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
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

/** An earlier subscription (or withdrawn sign-up) of the address, kept as proof. */
export interface PastSubscription {
  consentAt?: string;
  confirmedAt?: string;
  unsubscribedAt: string;
}

/** What the table holds for an address: a subscription (confirmed, perhaps ended) or only a withdrawal. */
export interface SubscriberRecord extends Partial<Subscriber> {
  email: string;
  /** when the subscription ended, or the withdrawal of an unconfirmed sign-up (the first one: proof of when we had to stop) */
  unsubscribedAt?: string;
  /** the latest use of an unsubscribe link: sign-ups made before it are withdrawn */
  withdrawnAt?: string;
  history?: PastSubscription[];
}

export type AddOutcome = 'added' | 'existing' | 'withdrawn';
export type UnsubscribeOutcome = 'unsubscribed' | 'already-unsubscribed' | 'not-subscribed';

export interface SubscriberStore {
  /**
   * A confirmed sign-up: 'added' (a new subscriber, or one who left and signed up again since),
   * 'existing' when the address is subscribed already (the first record stays), 'withdrawn' when an
   * unsubscribe link was used after this sign-up was made (nothing changes).
   */
  add(subscriber: Subscriber): Promise<AddOutcome>;
  /** Ends the address's subscription at `at`, or records the withdrawal of a sign-up not yet confirmed. */
  unsubscribe(email: string, at: Date): Promise<UnsubscribeOutcome>;
  /** the current subscribers: confirmed and not unsubscribed (what the newsletter goes to) */
  subscribed(): AsyncIterable<Subscriber>;
  /** every record, ended subscriptions and withdrawals too */
  records(): AsyncIterable<SubscriberRecord>;
}

export const isSubscribed = (record: SubscriberRecord): record is SubscriberRecord & Subscriber => !!record.confirmedAt && !record.unsubscribedAt;

/** how often `add` reads again when another request changed the address's item between its read and its write */
const ATTEMPTS = 3;

/** the subscription's own fields, for what is sent to and exported */
const subscriberOf = ({ email, clientType, language, consentAt, confirmedAt }: SubscriberRecord & Subscriber): Subscriber => ({ email, clientType, language, consentAt, confirmedAt });

export function dynamoSubscriberStore(client: DynamoDBDocumentClient, tableName: string): SubscriberStore {
  async function* records(): AsyncIterable<SubscriberRecord> {
    for await (const item of allItems((startKey) => client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: startKey })))) yield item as unknown as SubscriberRecord;
  }
  const read = async (email: string) => (await client.send(new GetCommand({ TableName: tableName, Key: { email }, ConsistentRead: true }))).Item as SubscriberRecord | undefined;
  const conditional = async (write: Promise<unknown>): Promise<boolean> => {
    try {
      await write;
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  };

  return {
    async add(subscriber) {
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
        const current = await read(subscriber.email);
        if (!current) {
          if (await conditional(client.send(new PutCommand({ TableName: tableName, Item: subscriber, ConditionExpression: 'attribute_not_exists(email)' })))) return 'added';
          continue;
        }
        if (isSubscribed(current)) return 'existing';
        const withdrawnAt = current.withdrawnAt ?? current.unsubscribedAt;
        if (withdrawnAt && subscriber.consentAt <= withdrawnAt) return 'withdrawn';
        // signed up again after leaving: a new subscription; the ended one (or the withdrawn sign-up) is kept in the history
        const past: PastSubscription = { consentAt: current.consentAt, confirmedAt: current.confirmedAt, unsubscribedAt: current.unsubscribedAt ?? withdrawnAt ?? '' };
        const replaced = await conditional(
          client.send(
            new UpdateCommand({
              TableName: tableName,
              Key: { email: subscriber.email },
              UpdateExpression: 'SET clientType = :clientType, #language = :language, consentAt = :consentAt, confirmedAt = :confirmedAt, history = list_append(if_not_exists(history, :none), :past) REMOVE unsubscribedAt, withdrawnAt',
              // only the item read above: a withdrawal or confirmation meanwhile is read again
              ConditionExpression: 'withdrawnAt = :seen OR (attribute_not_exists(withdrawnAt) AND unsubscribedAt = :seen)',
              ExpressionAttributeNames: { '#language': 'language' },
              ExpressionAttributeValues: {
                ':clientType': subscriber.clientType,
                ':language': subscriber.language,
                ':consentAt': subscriber.consentAt,
                ':confirmedAt': subscriber.confirmedAt,
                ':none': [],
                ':past': [Object.fromEntries(Object.entries(past).filter(([, value]) => value !== undefined))],
                ':seen': withdrawnAt ?? '',
              },
            }),
          ),
        );
        if (replaced) return 'added';
      }
      throw new Error(`the subscriber record of ${subscriber.email} kept changing`);
    },

    async unsubscribe(email, at) {
      const time = at.toISOString();
      // one write: the first withdrawal stays the subscription's end, the latest one withdraws every sign-up before it
      const { Attributes: before } = await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { email },
          UpdateExpression: 'SET unsubscribedAt = if_not_exists(unsubscribedAt, :at), withdrawnAt = :at',
          ExpressionAttributeValues: { ':at': time },
          ReturnValues: 'ALL_OLD',
        }),
      );
      const record = before as SubscriberRecord | undefined;
      if (!record?.confirmedAt) return 'not-subscribed';
      return record.unsubscribedAt ? 'already-unsubscribed' : 'unsubscribed';
    },

    async *subscribed() {
      for await (const record of records()) if (isSubscribed(record)) yield subscriberOf(record);
    },

    records,
  };
}
