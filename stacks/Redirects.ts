import { Function, Table, type StackContext } from 'sst/constructs';

/**
 * The legacy redirects: their DynamoDB table (point-in-time recovery: the list is loaded by
 * `npm run redirects:import`, and a bad import must be undoable) and the lookup function the site
 * asks before serving a path. The lookup answers only what the table says about public addresses,
 * so its function URL needs no authentication.
 */
export function Redirects({ stack }: StackContext) {
  const table = new Table(stack, 'LegacyRedirects', {
    fields: { source: 'string' },
    primaryIndex: { partitionKey: 'source' },
    cdk: { table: { pointInTimeRecovery: true } },
  });

  const lookup = new Function(stack, 'RedirectLookup', {
    handler: 'packages/functions/src/redirects/handler.handler',
    runtime: 'nodejs22.x',
    memorySize: 256,
    timeout: 5,
    url: { authorizer: 'none' },
    bind: [table],
    environment: {
      REDIRECTS_TABLE: table.tableName,
      DOCUMENT_SERVER_BASE: process.env.DOCUMENT_SERVER_BASE ?? '',
      PRODUCTION_HOST: process.env.PRODUCTION_HOST ?? '',
      REDIRECT_ALLOWED_HOSTS: process.env.REDIRECT_ALLOWED_HOSTS ?? '',
    },
  });

  stack.addOutputs({ RedirectsTable: table.tableName, RedirectLookupUrl: lookup.url ?? '' });
  return { table, lookupUrl: `${lookup.url ?? ''}redirects/lookup` };
}
