/**
 * The local functions host turns HTTP requests into function-URL events (payload 2.0) and handler
 * results into answers, as CloudFront + Lambda function URLs do on AWS.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { createFunctionsHost } from '../../packages/local/src/functions-host/server';

let host: Server;
let base: string;
const seen: APIGatewayProxyEventV2[] = [];

beforeAll(async () => {
  host = createFunctionsHost([
    {
      prefix: '/mail/',
      handler: async (event): Promise<APIGatewayProxyStructuredResultV2> => {
        seen.push(event);
        if (event.rawPath === '/mail/crash') throw new Error('boom');
        if (event.rawPath === '/mail/binary') return { statusCode: 200, headers: { 'content-type': 'application/octet-stream' }, body: Buffer.from([0, 1, 2, 255]).toString('base64'), isBase64Encoded: true };
        return { statusCode: 201, headers: { 'content-type': 'application/json', 'x-answer': 'yes' }, cookies: ['a=1; Path=/', 'b=2; Path=/'], body: JSON.stringify({ ok: true }) };
      },
    },
  ]);
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

describe('functions host', () => {
  it('hands a JSON POST to the handler as a 2.0 event: path, query, headers, text body, method, source address', async () => {
    const response = await fetch(`${base}/mail/send?x=1&y=two`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' }, body: '{"a":1}' });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-answer')).toBe('yes');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await response.json()).toEqual({ ok: true });
    const event = seen.at(-1)!;
    expect(event).toMatchObject({
      version: '2.0',
      rawPath: '/mail/send',
      rawQueryString: 'x=1&y=two',
      queryStringParameters: { x: '1', y: 'two' },
      body: '{"a":1}',
      isBase64Encoded: false,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
      requestContext: { http: { method: 'POST', path: '/mail/send', sourceIp: '127.0.0.1' } },
    });
  });

  it('sends binary bodies base64-encoded both ways', async () => {
    const response = await fetch(`${base}/mail/binary`, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: new Uint8Array([9, 8, 7]) });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([0, 1, 2, 255]));
    expect(seen.at(-1)).toMatchObject({ body: Buffer.from([9, 8, 7]).toString('base64'), isBase64Encoded: true });
  });

  it('answers 404 outside its routes, 413 above Lambda’s payload limit and 502 when a handler crashes', async () => {
    expect((await fetch(`${base}/other/`)).status).toBe(404);
    expect((await fetch(`${base}/mail/send`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x'.repeat(6 * 1024 * 1024 + 1) })).status).toBe(413);
    const crashed = await fetch(`${base}/mail/crash`);
    expect(crashed.status).toBe(502);
    expect(await crashed.text()).not.toContain('boom');
  });
});
