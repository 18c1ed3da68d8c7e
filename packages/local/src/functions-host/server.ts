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
import { forwardAsCloudFront, functionTarget } from './cloudfront.js';

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

async function readBody(request: IncomingMessage): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_PAYLOAD_BYTES) return 'too-large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
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

/** `cloudFront`: the origin secret the host's CloudFront entrance adds; without it there is no entrance. */
export function createFunctionsHost(routes: FunctionRoute[], { cloudFront }: { cloudFront?: { originSecret: string } } = {}): Server {
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
    const body = await readBody(request);
    if (body === 'too-large') return answer(413, { error: 'too-large', message: 'Request payload too large' });
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
