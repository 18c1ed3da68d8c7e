/**
 * The site's production server: Next.js behind the layers of src/server/site-server.ts (the request
 * target checked, the legacy-redirect lookup, the response layer that adds the Content-Security-Policy
 * with inline-script hashes and compresses; `/mail/*` and `/pdf/*` forwarded to the functions host the
 * way CloudFront forwards them). `npm start` runs it.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { originSecrets } from '@pv/functions/config';
import { siteConfig } from './src/config';
import { createRedirectLookup } from './src/lib/redirect-lookup';
import { previewModeIdOf } from './src/server/security/request';
import { createSiteServer } from './src/server/site-server';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || 'localhost';

const dir = fileURLToPath(new URL('.', import.meta.url));
const app = next({ dev: false, dir, hostname, port });
await app.prepare();
const functionsOrigin = process.env.FUNCTIONS_ORIGIN;
const server = createSiteServer(app.getRequestHandler(), {
  redirects: createRedirectLookup({ endpoint: siteConfig.redirectsUrl }),
  previewModeId: previewModeIdOf(join(dir, '.next')),
  functions: functionsOrigin ? { functionsOrigin, originSecret: originSecrets().current } : undefined,
});
server.listen(port, () => console.log(`site listening on http://${hostname}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
