/**
 * The site's production server: Next.js behind the legacy-redirect lookup and the response layer
 * that adds the Content-Security-Policy (with inline-script hashes) and compresses; `/mail/*` and
 * `/pdf/*` forwarded to the functions host the way CloudFront forwards them. `npm start` runs it.
 */
import { createServer } from 'node:http';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { originSecrets } from '@pv/functions/config';
import { forwardFunctionPaths } from '@pv/local/src/functions-host/cloudfront';
import { siteConfig } from './src/config';
import { redirectLegacyAddresses } from './src/server/redirects/layer';
import { createRedirectLookup } from './src/lib/redirect-lookup';
import { previewModeIdOf } from './src/server/security/request';
import { secureResponses } from './src/server/security/response';
import { collectWhenIdle } from './src/server/idle-memory';
import { inTurns } from './src/server/turns';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || 'localhost';

const dir = fileURLToPath(new URL('.', import.meta.url));
const app = next({ dev: false, dir, hostname, port });
await app.prepare();
const pages = redirectLegacyAddresses(app.getRequestHandler(), createRedirectLookup({ endpoint: siteConfig.redirectsUrl }));
// /mail/* and /pdf/* to the functions host as CloudFront forwards them on AWS: the visitor's own address, the origin secret
const functionsOrigin = process.env.FUNCTIONS_ORIGIN;
const site = functionsOrigin ? forwardFunctionPaths(pages, { functionsOrigin, originSecret: originSecrets().current }) : pages;
const server = createServer(collectWhenIdle(inTurns(secureResponses(site, previewModeIdOf(join(dir, '.next'))))));
// CONNECT never reaches a request handler: Node hands over the socket, which would otherwise be dropped without an answer
server.on('connect', (_req, socket: Duplex) => socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\nConnection: close\r\n\r\n'));
server.listen(port, () => console.log(`site listening on http://${hostname}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
