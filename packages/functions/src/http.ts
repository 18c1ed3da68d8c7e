/** HTTP plumbing shared by the handlers: Lambda function-URL events in, JSON answers out, typed errors mapped to statuses. */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** A function URL (and the local functions host) delivers API Gateway's payload format 2.0. */
export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResult = APIGatewayProxyStructuredResultV2;

/** An answer for the caller: status, a machine-readable code, a message a person can read, optional details. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): HttpResult {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}

/** HttpErrors become their answer; anything else is logged and answered without internals. */
export function errorResult(error: unknown): HttpResult {
  if (error instanceof HttpError) {
    return json(error.status, { error: error.code, message: error.message, ...error.details }, error.headers);
  }
  console.error(JSON.stringify({ level: 'error', message: 'unhandled error', error: error instanceof Error ? error.stack : String(error) }));
  return json(500, { error: 'internal', message: 'Something went wrong on our side. Please try again later.' });
}

/** A request header, whatever the case of its name. */
export const header = (event: HttpEvent, name: string): string | undefined => {
  const wanted = name.toLowerCase();
  return Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === wanted)?.[1];
};

/** The request body's bytes as sent (function URLs base64-encode binary bodies), or a 413 above `maxBytes`. */
export function readBody(event: HttpEvent, maxBytes: number): Buffer {
  const body = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  if (body.byteLength > maxBytes) {
    throw new HttpError(413, 'too-large', `The request is larger than ${maxBytes} bytes.`);
  }
  return body;
}

/** JSON text as a value, or a 400. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'malformed-json', 'The request body is not valid JSON.');
  }
}

/** The request's JSON body, or a 4xx saying what is wrong with it. */
export function readJsonBody(event: HttpEvent, maxBytes: number): unknown {
  const contentType = header(event, 'content-type') ?? '';
  if (!/^application\/json\b/i.test(contentType.trim())) {
    throw new HttpError(415, 'unsupported-media-type', 'Send the form as JSON (Content-Type: application/json).');
  }
  return parseJson(readBody(event, maxBytes).toString('utf8'));
}
