import type { IncomingMessage, ServerResponse } from 'node:http';

const MAX_JSON_BYTES = 20 * 1024 * 1024;

/** An answer other than success: status and Storyblok's body. */
export class Refused extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(JSON.stringify(body));
  }
}

export const notImplemented = (what: string) => new Refused(422, { error: `The local Management API stand-in does not implement ${what}` });

export type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A request to an endpoint: the record's id in the path (NaN without one), the JSON body and the query. */
export interface ManagementRequest {
  req: IncomingMessage;
  id: number;
  body: Json;
  query: URLSearchParams;
}

export interface Answer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A resource's endpoints by `METHOD resource[/:id][/action]`. */
export type Routes = Record<string, (request: ManagementRequest) => Answer>;

export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Refused(413, { error: 'The request body is too large' });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function readJson(req: IncomingMessage): Promise<Json> {
  const raw = (await readBody(req, MAX_JSON_BYTES)).toString('utf8');
  if (!raw.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new Refused(400, { error: 'The body is not valid JSON' });
  }
  if (!isObject(body)) throw new Refused(400, { error: 'The body is not a JSON object' });
  return body;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): number {
  if (status === 204) {
    res.writeHead(204, headers).end();
    return status;
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
  return status;
}
