/**
 * The site's production Node server (`npm start` runs it from server.mts) as layers around Next's
 * request handler, so that tests build the same server around a stand-in for Next.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { forwardFunctionPaths } from '@pv/shared/cloudfront-forwarding';
import { siteConfig } from '../config';
import type { createRedirectLookup } from '../lib/redirect-lookup';
import { collectWhenIdle, type IdleCollection } from './idle-memory';
import { redirectLegacyAddresses } from './redirects/layer';
import { answerClientError, answerUnexpectedErrors } from './security/last-resort';
import { hostOf, screenRequestTargets } from './security/request-target';
import { secureResponses } from './security/response';
import { limitRequests, requestLimitsFromEnv } from './rate-limit';
import { inTurns } from './turns';
import type { RequestLimit } from '@pv/shared/request-limits';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;
/** one layer of the server: it answers a request itself or hands it to the next */
type Layer = (next: Handler) => Handler;

export interface SiteServerOptions {
  redirects: ReturnType<typeof createRedirectLookup>;
  /** the build's preview-mode id (`previewModeIdOf`) */
  previewModeId: string | undefined;
  /** `/mail/*` and `/pdf/*` forwarded there as CloudFront forwards them on AWS; none: Next answers them */
  functions?: { functionsOrigin: string; originSecret: string } | undefined;
  /** the host an absolute request target may name besides the request's Host header (default: SITE_URL's) */
  publicHost?: string;
  idle?: IdleCollection;
  /** the per-client request limits AWS WAF applies on CloudFront (default: by SITE_RATE_LIMITS) */
  limits?: readonly RequestLimit[];
}

/** Next's handler inside the server's layers, outermost first. */
export function siteHandler(
  next: Handler,
  { redirects, previewModeId, functions, publicHost = hostOf(siteConfig.siteUrl), idle, limits = requestLimitsFromEnv() }: SiteServerOptions,
): Handler {
  const layers: Layer[] = [
    // nothing a layer throws leaves a socket unanswered
    answerUnexpectedErrors,
    // before any layer parses the target
    (handle) => screenRequestTargets(handle, { publicHost }),
    // counted as WAF counts, before any answer is shared or any turn taken: a flood is refused first
    (handle) => limitRequests(handle, { limits }),
    (handle) => collectWhenIdle(handle, idle),
    inTurns,
    // inTurns starts several requests a turn: one that throws must not drop the others
    answerUnexpectedErrors,
    (handle) => secureResponses(handle, previewModeId),
    (handle) => (functions ? forwardFunctionPaths(handle, functions) : handle),
    (handle) => redirectLegacyAddresses(handle, redirects),
  ];
  return layers.reduceRight<Handler>((inner, layer) => layer(inner), next);
}

export function createSiteServer(next: Handler, options: SiteServerOptions): Server {
  const server = createServer(siteHandler(next, options));
  // a request Node cannot parse: answered 400 (431 for oversized headers) with the security headers
  server.on('clientError', answerClientError);
  // CONNECT never reaches a request handler: Node hands over the socket, which would otherwise be dropped without an answer
  server.on('connect', (_req, socket: Duplex) => socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\nConnection: close\r\n\r\n'));
  return server;
}
