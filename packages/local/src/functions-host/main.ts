import type { Server } from 'node:http';
import { documentClient } from '@pv/functions/aws';
import { functionsConfig } from '@pv/functions/config';
import { createMailHandler, dependenciesFromEnvironment } from '@pv/functions/mail/handler';
import { createRedirectHandler, redirectDependencies } from '@pv/functions/redirects/handler';
import { ensureTables } from '@pv/functions/tables';
import { localConfig, localUrl } from '../config.js';
import { listenLocal } from '../listen.js';
import { createFunctionsHost } from './server.js';

/**
 * Starts the functions the site calls: the mail function under its own origin (`/mail/*`) and the
 * redirect lookup (`/redirects/lookup`), with their tables created in
 * dynalite and mail going to the local SES. Needs dynalite and SES running (`npm start` starts them first).
 */
export async function startFunctionsHost(port = localConfig.functionsPort): Promise<Server> {
  const config = functionsConfig();
  await ensureTables(documentClient(config), config.tables);
  const host = createFunctionsHost([
    { prefix: '/mail/', handler: createMailHandler(dependenciesFromEnvironment(config)) },
    { prefix: '/redirects/', handler: createRedirectHandler(redirectDependencies(config)) },
  ]);
  await listenLocal(host, port);
  return host;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  startFunctionsHost().then(() => console.log(`functions host  ${localUrl(localConfig.functionsPort)}`));
}
