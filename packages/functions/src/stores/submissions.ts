/**
 * Accepted submissions, kept until their mail is delivered. A mail goes out only while its sender
 * holds the submission's lease (a conditional write), so two senders — the form request and a retry
 * run, or two retry runs — never deliver the same submission twice.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { FormName } from '@pv/shared';
import type { OutgoingMail } from '../outgoing-mail';
import { EXPIRES_AT, PENDING_INDEX } from '../tables';
import { allItems } from './items';

export type SubmissionStatus = 'sending' | 'queued' | 'sent';
export type SubmissionRole = 'team' | 'copy';

export interface StoredSubmission {
  id: string;
  form: FormName;
  createdAt: string;
  status: SubmissionStatus;
  attempts: number;
  mail: OutgoingMail;
  /** the request's case number (contact and support) */
  caseNumber?: string;
  /** the team's mail, or the customer's copy of it */
  role?: SubmissionRole;
  sentAt?: string;
  messageId?: string;
  lastError?: string;
}

/** Permission to send one submission's mail, until `until`. */
export interface Lease {
  id: string;
  token: string;
}

export interface SubmissionStore {
  /** Stores a new submission, leased to the caller for sending right away. */
  add(form: FormName, mail: OutgoingMail, details?: Pick<StoredSubmission, 'caseNumber' | 'role'>): Promise<{ submission: StoredSubmission; lease: Lease }>;
  markSent(lease: Lease, messageId: string): Promise<void>;
  /** the send failed: the submission waits for the next retry run */
  markQueued(lease: Lease, reason: string): Promise<void>;
  /** Submissions waiting for delivery, oldest first (ids only). */
  pendingIds(): AsyncIterable<string>;
  /** Takes the lease of a waiting submission; null when it is sent, or another sender holds it. */
  claim(id: string): Promise<{ submission: StoredSubmission; lease: Lease } | null>;
  get(id: string): Promise<StoredSubmission | null>;
}

/** how long a sender may take before a retry run may take the submission over (SES calls time out after 10 s) */
const LEASE_SECONDS = 60;
/** delivered submissions hold personal data: they are deleted after this many days */
const KEEP_SENT_DAYS = 30;
const PENDING = 'pending';

const isConditionFailure = (error: unknown) => error instanceof ConditionalCheckFailedException;
const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function dynamoSubmissionStore(client: DynamoDBDocumentClient, tableName: string, now: () => Date = () => new Date()): SubmissionStore {
  const lease = (id: string): Lease => ({ id, token: randomUUID() });

  return {
    async add(form, mail, details = {}) {
      const createdAt = now().toISOString();
      const submission: StoredSubmission = { id: randomUUID(), form, createdAt, status: 'sending', attempts: 1, mail, ...details };
      const granted = lease(submission.id);
      await client.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...submission, pending: PENDING, leaseToken: granted.token, leaseUntil: epochSeconds(now()) + LEASE_SECONDS },
          ConditionExpression: 'attribute_not_exists(id)',
        }),
      );
      return { submission, lease: granted };
    },

    async markSent({ id, token }, messageId) {
      const sentAt = now();
      await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { id },
          UpdateExpression: 'SET #status = :sent, sentAt = :sentAt, messageId = :messageId, #expiresAt = :expiresAt REMOVE pending, leaseToken, leaseUntil',
          ConditionExpression: 'leaseToken = :token',
          ExpressionAttributeNames: { '#status': 'status', '#expiresAt': EXPIRES_AT },
          ExpressionAttributeValues: {
            ':sent': 'sent',
            ':sentAt': sentAt.toISOString(),
            ':messageId': messageId,
            ':expiresAt': epochSeconds(sentAt) + KEEP_SENT_DAYS * 86_400,
            ':token': token,
          },
        }),
      );
    },

    async markQueued({ id, token }, reason) {
      try {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { id },
            UpdateExpression: 'SET #status = :queued, lastError = :reason REMOVE leaseToken, leaseUntil',
            ConditionExpression: 'leaseToken = :token',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':queued': 'queued', ':reason': reason.slice(0, 500), ':token': token },
          }),
        );
      } catch (error) {
        // the lease ran out and a retry run owns the submission now: it stays in its hands
        if (!isConditionFailure(error)) throw error;
      }
    },

    async *pendingIds() {
      const pages = allItems((startKey) =>
        client.send(
          new QueryCommand({
            TableName: tableName,
            IndexName: PENDING_INDEX,
            KeyConditionExpression: 'pending = :pending',
            ExpressionAttributeValues: { ':pending': PENDING },
            ExclusiveStartKey: startKey,
          }),
        ),
      );
      for await (const item of pages) yield String(item.id);
    },

    async claim(id) {
      const granted = lease(id);
      const at = epochSeconds(now());
      try {
        const result = await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { id },
            UpdateExpression: 'SET #status = :sending, leaseToken = :token, leaseUntil = :until ADD attempts :one',
            ConditionExpression: 'attribute_exists(pending) AND (#status = :queued OR (#status = :sending AND leaseUntil < :now))',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':sending': 'sending', ':queued': 'queued', ':token': granted.token, ':until': at + LEASE_SECONDS, ':now': at, ':one': 1 },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return { submission: toSubmission(result.Attributes), lease: granted };
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    },

    async get(id) {
      const result = await client.send(new GetCommand({ TableName: tableName, Key: { id }, ConsistentRead: true }));
      return result.Item ? toSubmission(result.Item) : null;
    },
  };
}

function toSubmission(item: Record<string, unknown> | undefined): StoredSubmission {
  if (!item) throw new Error('submission without attributes');
  const { id, form, createdAt, status, attempts, mail, caseNumber, role, sentAt, messageId, lastError } = item as unknown as StoredSubmission;
  return { id, form, createdAt, status, attempts, mail, caseNumber, role, sentAt, messageId, lastError };
}
