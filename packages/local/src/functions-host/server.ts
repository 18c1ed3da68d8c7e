/**
 * The local functions host: what the Lambda function URLs do on AWS. Each request under a route's
 * prefix becomes a function-URL event (payload format 2.0) for that route's handler, and the
 * handler's result becomes the HTTP answer. Like a function URL it is reachable directly; the mail
 * and PDF functions then refuse what did not come through CloudFront, whose part the site's server
 * plays (`./cloudfront.ts`) — or, for servers without that layer (`next dev`), the host's own
 * CloudFront entrance under `VIEWER_ENTRANCE`.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { forwardAsCloudFront, functionTarget } from '@pv/shared/cloudfront-forwarding';

export type FunctionHandler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;
export interface FunctionRoute {
  /** path prefix, e.g. `/mail/` */
  prefix: string;
  handler: FunctionHandler;
}

/** `/_cloudfront/mail/…` is `/mail/…` reached through CloudFront (next.config.ts forwards there) */
export const VIEWER_ENTRANCE = '/_cloudfront';

/** Lambda refuses synchronous payloads above 6 MB */
const MAX_PAYLOAD_BYTES = 6 * 1024 * 1024;
const TEXT_TYPES = /^(text\/|application\/(json|x-www-form-urlencoded|xml))/i;

/**
 * How long the host waits for more of a body that has not all arrived: a request whose Content-Length
 * promises more than is sent is answered 400 once this passes without a byte, not held open until the
 * site's server gives up on it (a function URL only ever invokes a function with a whole body).
 */
export const BODY_IDLE_TIMEOUT_MS = 2_000;

type Body = Buffer | 'too-large' | 'incomplete';

/** The whole request body; 'incomplete' when the client stops sending (`idleMs`) or goes before the end. */
function readBody(request: IncomingMessage, idleMs: number): Promise<Body> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const timer = setTimeout(() => finish('incomplete'), idleMs);
    function finish(body: Body) {
      if (done) return;
      done = true;
      clearTimeout(timer);
      request.removeAllListeners('data');
      resolve(body);
    }
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_PAYLOAD_BYTES) return finish('too-large');
      chunks.push(chunk);
      timer.refresh();
    });
    request.on('end', () => finish(Buffer.concat(chunks)));
    // the connection closed before the body's end ('aborted'): listened to here, it cannot end the
    // local stack as an unhandled rejection, which `for await` over the request made of it
    request.on('error', () => finish('incomplete'));
    request.on('close', () => finish('incomplete'));
  });
}

export function toEvent(request: IncomingMessage, body: Buffer): APIGatewayProxyEventV2 {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const isText = TEXT_TYPES.test(headers['content-type'] ?? '');
  const now = new Date();
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    ...(url.search ? { queryStringParameters: Object.fromEntries(url.searchParams) } : {}),
    cookies: headers.cookie?.split(/;\s*/).filter(Boolean),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      requestId: randomUUID(),
      routeKey: '$default',
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
    },
    ...(body.length ? { body: isText ? body.toString('utf8') : body.toString('base64'), isBase64Encoded: !isText } : { isBase64Encoded: false }),
  };
}

/**
 * `cloudFront`: the origin secret the host's CloudFront entrance adds; without it there is no entrance.
 * `bodyIdleMs`: how long a body may pause before it counts as incomplete (tests shorten it).
 */
export function createFunctionsHost(routes: FunctionRoute[], { cloudFront, bodyIdleMs = BODY_IDLE_TIMEOUT_MS }: { cloudFront?: { originSecret: string }; bodyIdleMs?: number } = {}): Server {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (cloudFront && path.startsWith(`${VIEWER_ENTRANCE}/`)) {
      // on to the host itself, which listens on loopback (listenLocal)
      const target = functionTarget(`${path.slice(VIEWER_ENTRANCE.length)}${url.search}`, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      if (target) return forwardAsCloudFront(request, response, target, cloudFront.originSecret);
    }
    const route = routes.find((candidate) => path.startsWith(candidate.prefix) || `${path}/` === candidate.prefix);
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    if (!route) return answer(404, { error: 'not-found', message: `No function serves ${path}` });
    const body = await readBody(request, bodyIdleMs);
    if (body === 'too-large') return answer(413, { error: 'too-large', message: 'Request payload too large' });
    if (body === 'incomplete') {
      // the rest of the body may still come: the connection is no good for another request
      response.shouldKeepAlive = false;
      return answer(400, { error: 'incomplete-body', message: 'The request body ended before the length its Content-Length announced. Please send the whole request again.' });
    }
    try {
      const result = await route.handler(toEvent(request, body));
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
      if (result.cookies?.length) headers['set-cookie'] = result.cookies;
      response.writeHead(result.statusCode ?? 200, headers);
      response.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
    } catch (error) {
      // what Lambda answers for a crashed invocation
      console.error(error);
      answer(502, { message: 'Internal Server Error' });
    }
  });
  return server;
}
