/**
 * The local S3: s3rver, the same REST API the manual PDF cache and the support form's uploads use on
 * AWS, behind a small front on the S3 port. The front passes every request through, except a
 * browser-based upload (POST of a form to a bucket): s3rver stores those without looking at their
 * policy, so the front checks it first as S3 does (`s3-post-policy.ts`: signature, expiration, each
 * condition) and answers a refusal with S3's status and error document, with the bucket's CORS
 * headers so the page that posted can read it. Each start gets an empty directory under the system's
 * temporary folder (removed at stop): the cache never outlives a change of the renderer. The buckets
 * are created at start, each with its CORS rule when it names origins.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { formBoundary, parseForm } from './content-service/multipart.js';
import { checkUpload, errorXml, type Keys, type S3Refusal } from './s3-post-policy.js';

export interface LocalS3 {
  port: number;
  close(): Promise<void>;
}

export interface LocalBucket {
  name: string;
  /** origins whose pages may POST uploads and GET files cross-origin (a bucket CORS rule) */
  corsOrigins?: string[];
}

/** s3rver's account, the only key the stand-in knows (the functions sign with it locally) */
export const LOCAL_S3_KEYS: Keys = { S3RVER: 'S3RVER' };
/**
 * The most of a POST body the front holds in memory to check it; a larger body is read to its end and
 * refused as too large (S3 takes up to 5 GB: every policy here allows far less).
 */
const MAX_BUFFERED_BYTES = 64 * 1024 * 1024;

const corsRule = (origins: string[]) =>
  `<CORSConfiguration><CORSRule>${origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('')}<AllowedMethod>GET</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

/** The whole body, or 'too-large' once it passes MAX_BUFFERED_BYTES (read to its end all the same, so the answer reaches the browser). */
function readAll(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BUFFERED_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BUFFERED_BYTES ? 'too-large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Forwards a request to s3rver (the Host header kept: signed links are signed for it) and its answer back. */
function forward(req: IncomingMessage, res: ServerResponse, upstreamPort: number, body?: Buffer): void {
  const headers = { ...req.headers, ...(body ? { 'content-length': String(body.length) } : {}) };
  delete headers['transfer-encoding'];
  const upstream = request({ host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: body ? headers : req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502).end();
    else res.destroy();
  });
  if (body) upstream.end(body);
  else req.pipe(upstream);
}

export async function startLocalS3(port: number, buckets: (string | LocalBucket)[]): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'pv-local-s3-'));
  const configured = buckets.map((bucket): LocalBucket => (typeof bucket === 'string' ? { name: bucket } : bucket));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: configured.map(({ name, corsOrigins }) => ({ name, configs: corsOrigins?.length ? [corsRule(corsOrigins)] : [] })),
  });
  const upstreamPort = (await server.run()).port;
  const corsOf = new Map(configured.map(({ name, corsOrigins = [] }) => [name, corsOrigins]));

  function refuse(req: IncomingMessage, res: ServerResponse, bucket: string, refusal: S3Refusal): void {
    const origin = req.headers.origin;
    const cors = origin && corsOf.get(bucket)?.includes(origin) ? { 'access-control-allow-origin': origin, vary: 'Origin, Access-Control-Request-Headers, Access-Control-Request-Method' } : {};
    const requestId = randomBytes(8).toString('hex').toUpperCase();
    res.writeHead(refusal.status, { 'content-type': 'application/xml', 'x-amz-request-id': requestId, ...cors }).end(errorXml(refusal, requestId));
  }

  async function upload(req: IncomingMessage, res: ServerResponse, bucket: string, boundary: string): Promise<void> {
    const body = await readAll(req);
    if (body === 'too-large') return refuse(req, res, bucket, { status: 400, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size', details: { MaxSizeAllowed: MAX_BUFFERED_BYTES } });
    let parts;
    try {
      parts = parseForm(body, boundary);
    } catch {
      return refuse(req, res, bucket, { status: 400, code: 'MalformedPOSTRequest', message: 'The body of your POST request is not well-formed multipart/form-data.' });
    }
    const fileIndex = parts.findIndex((part) => part.name === 'file');
    if (fileIndex < 0) return refuse(req, res, bucket, { status: 400, code: 'InvalidArgument', message: 'POST requires exactly one file upload per request.', details: { ArgumentName: 'file', ArgumentValue: 0 } });
    // S3 reads the fields before the file, their names without case; what follows the file is ignored
    const fields = new Map(parts.slice(0, fileIndex).map((part) => [part.name.toLowerCase(), part.data.toString('utf8')]));
    const refusal = checkUpload({ fields, fileSize: parts[fileIndex]!.data.length, bucket }, LOCAL_S3_KEYS, new Date());
    if (refusal) return refuse(req, res, bucket, refusal);
    forward(req, res, upstreamPort, body);
  }

  const front = createServer((req, res) => {
    const bucket = /^\/([^/?]+)\/?(\?.*)?$/.exec(req.url ?? '')?.[1];
    const boundary = formBoundary(req.headers['content-type']);
    if (req.method === 'POST' && bucket && boundary && !/[?&](delete|uploads?)\b/.test(req.url ?? '')) {
      upload(req, res, decodeURIComponent(bucket), boundary).catch(() => res.destroy());
      return;
    }
    forward(req, res, upstreamPort);
  });
  await new Promise<void>((resolve) => front.listen(port, '127.0.0.1', resolve));
  return {
    port: (front.address() as AddressInfo).port,
    // the directory goes at once: the launcher's stop exits without waiting for the server
    close() {
      const closing = Promise.all([server.close(), new Promise<void>((resolve) => front.close(() => resolve()))]).then(() => undefined);
      front.closeAllConnections();
      rmSync(directory, { recursive: true, force: true });
      return closing;
    },
  };
}
