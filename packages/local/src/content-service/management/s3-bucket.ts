/**
 * The S3 bucket of the signed asset upload: the Management API hands out a policy signed here and
 * a `post_url` at `UPLOAD_PATH`, where this service takes the file as S3 does.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { storyblokHosts } from '@pv/shared/storyblok/region';
import { formBoundary, parseForm } from '../multipart.js';
import type { ContentStore } from '../store.js';
import { readBody, Refused } from './http.js';

/** Where the signed upload's `post_url` points: this service stands in for Storyblok's S3 bucket too. */
export const UPLOAD_PATH = '/_s3-upload';
/**
 * The region this stand-in plays (the demo space's, eu): its asset CDN host is the S3 bucket the
 * Management API names assets in, `https://s3.amazonaws.com/<bucket>/f/…`, as Storyblok does
 * (storyblok/monoblok packages/mapi-client/src/utils/normalize-asset-url.ts). The CDN stand-in
 * serves that host's files at its own origin.
 */
export const BUCKET = new URL(storyblokHosts({ STORYBLOK_REGION: 'eu' }).assetOrigin).host;
export const S3_ORIGIN = `https://s3.amazonaws.com/${BUCKET}`;
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
export const SIGNATURE_VALIDITY_MS = 10 * 60_000;

/** Signs the upload policies this service hands out, as the bucket owner's key signs S3's. */
export function createPolicySigner(): (policy: string) => string {
  const signingKey = randomBytes(32);
  return (policy) => createHmac('sha256', signingKey).update(policy).digest('hex');
}

function sendS3Error(res: ServerResponse, status: number, code: string, message: string): number {
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escape(message)}</Message></Error>`);
  return status;
}

/** The S3 side of the signed upload: the form's fields must be the signed policy's, the file last. */
export async function receiveUpload(store: ContentStore, sign: (policy: string) => string, req: IncomingMessage, res: ServerResponse): Promise<number> {
  if (req.method !== 'POST') return sendS3Error(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  const boundary = formBoundary(req.headers['content-type']);
  if (!boundary) return sendS3Error(res, 412, 'PreconditionFailed', 'Bucket POST must be of the enclosure-type multipart/form-data');
  let parts;
  try {
    parts = parseForm(await readBody(req, MAX_UPLOAD_BYTES + 1024 * 1024), boundary);
  } catch (error) {
    if (error instanceof Refused) return sendS3Error(res, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
    return sendS3Error(res, 400, 'MalformedPOSTRequest', 'The body of your POST request is not well-formed multipart/form-data.');
  }
  const fileIndex = parts.findIndex((part) => part.name === 'file');
  const file = parts[fileIndex];
  if (!file) return sendS3Error(res, 400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
  // S3 reads the fields before the file only, their names case-insensitively
  const fields = new Map(parts.slice(0, fileIndex).map((part) => [part.name.toLowerCase(), part.data.toString('utf8')]));
  const policyText = fields.get('policy');
  if (!policyText || !fields.get('x-amz-signature')) return sendS3Error(res, 403, 'AccessDenied', 'Access Denied');
  if (fields.get('x-amz-signature') !== sign(policyText)) {
    return sendS3Error(res, 403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.');
  }
  const policy = JSON.parse(Buffer.from(policyText, 'base64').toString('utf8')) as { expiration: string; conditions: (Record<string, string> | [string, number, number])[] };
  if (Date.parse(policy.expiration) < Date.now()) return sendS3Error(res, 403, 'AccessDenied', 'Invalid according to Policy: Policy expired.');
  const allowed = new Set(['policy', 'x-amz-signature']);
  for (const condition of policy.conditions) {
    if (Array.isArray(condition)) {
      const [, min, max] = condition;
      if (file.data.length < min) return sendS3Error(res, 400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size');
      if (file.data.length > max) return sendS3Error(res, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
      continue;
    }
    const [name, value] = Object.entries(condition)[0]!;
    if (name === 'bucket') continue;
    allowed.add(name.toLowerCase());
    if (fields.get(name.toLowerCase()) !== value) {
      return sendS3Error(res, 403, 'AccessDenied', `Invalid according to Policy: Policy Condition failed: ["eq", "$${name}", "${value}"]`);
    }
  }
  const extra = [...fields.keys()].find((name) => !allowed.has(name));
  if (extra) return sendS3Error(res, 403, 'AccessDenied', `Invalid according to Policy: Extra input fields: ${extra}`);
  if (!store.putAssetFile(fields.get('key')!, file.data, fields.get('content-type')!)) return sendS3Error(res, 403, 'AccessDenied', 'Access Denied');
  res.writeHead(204, { location: `https://${BUCKET}.s3.amazonaws.com/${fields.get('key')}` }).end();
  return 204;
}
