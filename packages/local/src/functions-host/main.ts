import type { Server } from 'node:http';
import { documentClient } from '@pv/functions/aws';
import { createCmsHandler, cmsDependencies } from '@pv/functions/cms/handler';
import { functionsConfig, originSecrets, pdfConfig } from '@pv/functions/config';
import { ensureBucket, s3Client } from '@pv/functions/pdf/cache';
import { pdfDependencies, pdfFunction } from '@pv/functions/pdf/handler';
import { dependenciesFromEnvironment, mailFunction } from '@pv/functions/mail/handler';
import { createRedirectHandler, redirectDependencies } from '@pv/functions/redirects/handler';
import { ensureTables } from '@pv/functions/tables';
import { LOCAL_STACK } from '@pv/shared/settings';
import { localConfig, localUrl } from '../config.js';
import { listenLocal } from '../listen.js';
import { createFunctionsHost } from './server.js';

/**
 * Starts the functions the site calls: the mail function (`/mail/*`) and the manual PDF service
 * (`/pdf/manual`), which answer only requests carrying the origin secret as on AWS (the site's server
 * adds it, playing CloudFront; `/_cloudfront/…` adds it for `next dev`), the CMS webhook
 * (`/cms/webhook`, called by the CMS — here by `npm run publish`) and the redirect lookup
 * (`/redirects/lookup`), with their tables created in dynalite, mail going to the local SES and PDFs
 * cached in the local S3. Needs dynalite, SES and S3 running (`npm start` starts them first).
 */
export async function startFunctionsHost(port = localConfig.functionsPort): Promise<Server> {
  const config = functionsConfig();
  const pdf = pdfConfig();
  await Promise.all([ensureTables(documentClient(config), config.tables), ensureBucket(s3Client(pdf), pdf.bucket)]);
  const origin = originSecrets();
  const host = createFunctionsHost(
    [
      { prefix: '/pdf/', handler: pdfFunction(pdfDependencies(pdf), origin) },
      { prefix: '/cms/', handler: createCmsHandler(cmsDependencies()) },
      { prefix: '/mail/', handler: mailFunction(dependenciesFromEnvironment(config), origin) },
      { prefix: '/redirects/', handler: createRedirectHandler(redirectDependencies(config)) },
    ],
    { cloudFront: { originSecret: origin.current } },
  );
  await listenLocal(host, port);
  return host;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  // `npm run functions-host`: one piece of the local stack, with its values
  process.env[LOCAL_STACK] = '1';
  startFunctionsHost().then(() => console.log(`functions host  ${localUrl(localConfig.functionsPort)}`));
}
