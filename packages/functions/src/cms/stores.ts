/** The site paths of each published story (DynamoDB): what a later deletion or move must refresh. */
import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface StoryPathStore {
  get(storyId: number): Promise<string[] | null>;
  put(storyId: number, paths: string[]): Promise<void>;
  delete(storyId: number): Promise<void>;
}

export function dynamoStoryPathStore(client: DynamoDBDocumentClient, tableName: string): StoryPathStore {
  return {
    async get(storyId) {
      const { Item } = await client.send(new GetCommand({ TableName: tableName, Key: { storyId } }));
      return Array.isArray(Item?.paths) ? (Item.paths as string[]) : null;
    },
    async put(storyId, paths) {
      await client.send(new PutCommand({ TableName: tableName, Item: { storyId, paths, updatedAt: new Date().toISOString() } }));
    },
    async delete(storyId) {
      await client.send(new DeleteCommand({ TableName: tableName, Key: { storyId } }));
    },
  };
}
