/**
 * Runs a built Lambda bundle the way the Lambda runtime does: in its own process, with its own
 * directory as the working directory, one event per invocation. Each POST body is an event; the
 * answer is the handler's result as JSON. Started with `fork`, it reports its port over IPC.
 */
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [bundleDir, file = 'index.mjs'] = process.argv.slice(2);
process.chdir(bundleDir);
const { handler } = await import(pathToFileURL(join(bundleDir, file)).href);

const server = createServer(async (request, response) => {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  try {
    const result = await handler(JSON.parse(Buffer.concat(chunks).toString('utf8')), { functionName: 'test', getRemainingTimeInMillis: () => 30_000 });
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result ?? null));
  } catch (error) {
    // what Lambda reports for a failed invocation
    response.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ errorMessage: String(error) }));
  }
});
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
