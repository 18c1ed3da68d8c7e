/** The legacy redirects in DynamoDB: one item per normalised source. */
import { BatchWriteCommand, GetCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { allItems } from '../stores/items';
import type { RedirectEntry } from './plan';

export interface RedirectStore {
  get(source: string): Promise<RedirectEntry | null>;
  all(): Promise<RedirectEntry[]>;
  put(entries: readonly RedirectEntry[]): Promise<void>;
  delete(sources: readonly string[]): Promise<void>;
}

const toEntry = (item: Record<string, unknown>): RedirectEntry => ({ source: String(item.source), target: String(item.target), status: item.status === 308 ? 308 : 301 });

/** DynamoDB takes at most 25 writes per batch */
const BATCH = 25;

export function dynamoRedirectStore(client: DynamoDBDocumentClient, tableName: string): RedirectStore {
  async function write(requests: Record<string, unknown>[]) {
    for (let start = 0; start < requests.length; start += BATCH) {
      let pending: Record<string, unknown>[] | undefined = requests.slice(start, start + BATCH);
      // unprocessed items (throttling) are sent again until none is left
      for (let attempt = 0; pending?.length; attempt += 1) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
        const result = await client.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
        pending = result.UnprocessedItems?.[tableName] as Record<string, unknown>[] | undefined;
      }
    }
  }
  return {
    async get(source) {
      const { Item } = await client.send(new GetCommand({ TableName: tableName, Key: { source } }));
      return Item ? toEntry(Item) : null;
    },
    async all() {
      const entries: RedirectEntry[] = [];
      for await (const item of allItems((startKey) => client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: startKey })))) entries.push(toEntry(item));
      return entries;
    },
    put: (entries) => write(entries.map((entry) => ({ PutRequest: { Item: { ...entry } } }))),
    delete: (sources) => write(sources.map((source) => ({ DeleteRequest: { Key: { source } } }))),
  };
}
