/**
 * The site's production server: Next.js behind the legacy-redirect lookup and the response layer
 * that adds the Content-Security-Policy (with inline-script hashes) and compresses. `npm start` runs it.
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { siteConfig } from './src/config';
import { redirectLegacyAddresses } from './src/lib/redirects/layer';
import { createRedirectLookup } from './src/lib/redirects/lookup';
import { secureResponses } from './src/lib/security/response';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || 'localhost';

const app = next({ dev: false, dir: fileURLToPath(new URL('.', import.meta.url)), hostname, port });
await app.prepare();
const server = createServer(secureResponses(redirectLegacyAddresses(app.getRequestHandler(), createRedirectLookup({ endpoint: siteConfig.redirectsUrl }))));
server.listen(port, () => console.log(`site listening on http://${hostname}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
