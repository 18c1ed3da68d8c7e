import { Function, use, type StackContext } from 'sst/constructs';
import { errorAlarm } from './alarms';
import { Data } from './Data';
import { setting } from './settings';

/**
 * The legacy redirect lookup the site asks before serving a path (the table is the Data stack's,
 * with point-in-time recovery: the list is loaded by `npm run redirects:import`, and a bad import
 * must be undoable). The lookup answers only what the table says about public addresses, so its
 * function URL needs no authentication; it may only read the table.
 */
export function Redirects({ stack }: StackContext) {
  const { redirects: table } = use(Data);

  const lookup = new Function(stack, 'RedirectLookup', {
    handler: 'packages/functions/src/redirects/handler.handler',
    memorySize: 256,
    timeout: 5,
    url: { authorizer: 'none' },
    environment: {
      REDIRECTS_TABLE: table.tableName,
      DOCUMENT_SERVER_BASE: setting('DOCUMENT_SERVER_BASE'),
      PRODUCTION_HOST: setting('PRODUCTION_HOST'),
      REDIRECT_ALLOWED_HOSTS: setting('REDIRECT_ALLOWED_HOSTS'),
    },
  });

  table.cdk.table.grantReadData(lookup);

  errorAlarm(stack, 'RedirectLookupErrors', lookup);

  stack.addOutputs({ RedirectLookupUrl: lookup.url ?? '' });
  return { table, lookupUrl: `${lookup.url ?? ''}redirects/lookup` };
}
