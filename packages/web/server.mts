/**
 * The site's production server: Next.js behind the response layer that adds the
 * Content-Security-Policy (with inline-script hashes) and compresses. `npm start` runs it.
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { secureResponses } from './src/lib/security/response';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || 'localhost';

const app = next({ dev: false, dir: fileURLToPath(new URL('.', import.meta.url)), hostname, port });
await app.prepare();
const server = createServer(secureResponses(app.getRequestHandler()));
server.listen(port, () => console.log(`site listening on http://${hostname}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
