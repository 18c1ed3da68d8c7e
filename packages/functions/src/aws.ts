/** AWS clients; an endpoint in the config points them at the local stand-ins (dynalite, aws-ses-v2-local). */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { FunctionsConfig } from './config';

/** the stand-ins accept any credentials; real AWS takes them from the function's role */
export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

export function documentClient(config: Pick<FunctionsConfig, 'region' | 'dynamoDbEndpoint'>): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: config.region,
    ...(config.dynamoDbEndpoint ? { endpoint: config.dynamoDbEndpoint, credentials: localCredentials } : {}),
  });
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}

export function sesClient(config: Pick<FunctionsConfig, 'region' | 'sesEndpoint'>): SESv2Client {
  return new SESv2Client({
    region: config.region,
    // one attempt per call: a failed send is queued and retried by the retry job, not held up here
    maxAttempts: 1,
    requestHandler: { requestTimeout: 10_000, connectionTimeout: 3_000 },
    ...(config.sesEndpoint ? { endpoint: config.sesEndpoint, credentials: localCredentials } : {}),
  });
}
