/**
 * The support form's uploads against the real local services: presigned POSTs from the mail function
 * (`POST /mail/upload`) posted to the local S3, whose front must refuse what S3 refuses, with S3's
 * status, code and message (docs/conformance.md, "S3 browser uploads"); and a support submission naming
 * its uploads, whose team mail (SES stand-in) links each file for 7 days.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { altchaChallenge } from '@pv/functions/bot-check/index';
import { createMailHandler } from '@pv/functions/mail/handler';
import { LOCAL_S3_CREDENTIALS, s3Uploads, uploadsClient, type PresignedUpload, type Uploads } from '@pv/functions/mail/uploads';
import type { HttpResult } from '@pv/functions/http';
import { MAX_UPLOAD_BYTES } from '@pv/shared/forms/uploads';
import { solveAltchaChallenge } from '@/features/forms/bot-check/altcha';
import { startLocalS3, type LocalS3 } from '../../packages/local/src/s3';
import { sampleSupport } from '../support/form-samples';
import { mailEvent, startFunctionsStack, type FunctionsStack } from '../support/functions-stack';

const BUCKET = 'uploads-test';
const SITE = 'https://www.sonnwaerme.example';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e0a6f20000000049454e44ae426082', 'hex');

let s3: LocalS3;
let endpoint: string;
let uploads: Uploads;
let stack: FunctionsStack;

const config = () => ({ region: 'eu-central-1', s3Endpoint: endpoint, bucket: BUCKET });
/** uploads signed by a client whose clock is off (a policy signed in the past) or whose secret is not the stand-in's */
const uploadsWith = (options: Parameters<typeof uploadsClient>[1] = {}) => s3Uploads(config(), uploadsClient(config(), options));

/** What a browser sends: the presigned fields in order, then the file (`FormData` as the site's upload client builds it). */
function post({ url, fields }: PresignedUpload, file: Buffer, { type = 'image/png', name = 'photo.png', change = {} as Record<string, string>, headers = {} as Record<string, string> } = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...fields, ...change })) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type }), name);
  return fetch(url, { method: 'POST', body: form, headers });
}

const errorOf = async (response: Response) => {
  const xml = await response.text();
  const element = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1]?.replace(/&quot;/g, '"');
  return { status: response.status, code: element('Code'), message: element('Message'), xml, element };
};

beforeAll(async () => {
  s3 = await startLocalS3(0, [{ name: BUCKET, corsOrigins: [SITE] }]);
  endpoint = `http://127.0.0.1:${s3.port}`;
  uploads = uploadsWith();
  stack = await startFunctionsStack();
}, 60_000);
afterAll(async () => {
  await Promise.all([s3.close(), stack.stop()]);
});

describe('the local S3 holds a browser upload to its signed policy, as S3 does', () => {
  it('stores a valid upload (204), and the signed GET link fetches the file with its type', async () => {
    const key = 'uploads/2026-11-28/0b7c6a52-8f8a-4c41-9e0e-1c2d3e4f5a6b/photo.png';
    const response = await post(await uploads.presignPost(key, 'image/png', 900), PNG);
    expect(response.status).toBe(204);
    expect(await uploads.head(key)).toEqual({ size: PNG.length });
    const link = await uploads.link(key, 7 * 24 * 3600);
    expect(link).toContain('X-Amz-Expires=604800');
    const file = await fetch(link);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses a file larger than content-length-range allows: 400 EntityTooLarge with the proposed and allowed sizes', async () => {
    const key = 'uploads/2026-11-28/1b7c6a52-8f8a-4c41-9e0e-1c2d3e4f5a6b/big.png';
    const error = await errorOf(await post(await uploads.presignPost(key, 'image/png', 900), Buffer.alloc(MAX_UPLOAD_BYTES + 1)));
    expect(error).toMatchObject({ status: 400, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size' });
    expect(error.element('ProposedSize')).toBe(String(MAX_UPLOAD_BYTES + 1));
    expect(error.element('MaxSizeAllowed')).toBe(String(MAX_UPLOAD_BYTES));
    expect(await uploads.head(key)).toBeNull();
  });

  it('refuses another Content-Type than the signed one: 403 AccessDenied naming the condition', async () => {
    const key = 'uploads/2026-11-28/2b7c6a52-8f8a-4c41-9e0e-1c2d3e4f5a6b/photo.png';
    const error = await errorOf(await post(await uploads.presignPost(key, 'image/png', 900), PNG, { change: { 'Content-Type': 'application/x-msdownload' } }));
    expect(error).toMatchObject({ status: 403, code: 'AccessDenied', message: 'Invalid according to Policy: Policy Condition failed: ["eq", "$Content-Type", "image/png"]' });
    expect(await uploads.head(key)).toBeNull();
  });

  it('refuses another key than the signed one', async () => {
    const key = 'uploads/2026-11-28/3b7c6a52-8f8a-4c41-9e0e-1c2d3e4f5a6b/photo.png';
    const error = await errorOf(await post(await uploads.presignPost(key, 'image/png', 900), PNG, { change: { key: 'uploads/elsewhere.exe' } }));
    expect(error).toMatchObject({ status: 403, code: 'AccessDenied', message: `Invalid according to Policy: Policy Condition failed: ["eq", "$key", "${key}"]` });
  });

  it('refuses a field the policy does not name', async () => {
    const key = 'uploads/2026-11-28/4b7c6a52-8f8a-4c41-9e0e-1c2d3e4f5a6b/photo.png';
    const error = await errorOf(await post(await uploads.presignPost(key, 'image/png', 900), PNG, { change: { acl: 'public-read' } }));
    expect(error).toMatchObject({ status: 403, code: 'AccessDenied', message: 'Invalid according to Policy: Extra input fields: acl' });
  });

  it('refuses an expired policy: 403 "Policy expired."', async () => {
    const key = 'uploads/2026-11-28/5b7c6a52-8f8a-4c41-9e0e-1c2d3e4f5a6b/photo.png';
    // signed 20 minutes ago with 15 minutes to use it
    const late = uploadsWith({ systemClockOffset: -20 * 60_000 });
    const error = await errorOf(await post(await late.presignPost(key, 'image/png', 900), PNG));
    expect(error).toMatchObject({ status: 403, code: 'AccessDenied', message: 'Invalid according to Policy: Policy expired.' });
  });

  it('refuses a policy signed with another secret, or a changed policy: 403 SignatureDoesNotMatch', async () => {
    const key = 'uploads/2026-11-28/6b7c6a52-8f8a-4c41-9e0e-1c2d3e4f5a6b/photo.png';
    const forged = uploadsWith({ credentials: { ...LOCAL_S3_CREDENTIALS, secretAccessKey: 'not-the-secret' } });
    const signature = 'The request signature we calculated does not match the signature you provided. Check your key and signing method.';
    expect(await errorOf(await post(await forged.presignPost(key, 'image/png', 900), PNG))).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch', message: signature });
    // a policy widened by the visitor (another type allowed) no longer matches its signature
    const presigned = await uploads.presignPost(key, 'image/png', 900);
    const widened = Buffer.from(Buffer.from(presigned.fields.Policy!, 'base64').toString('utf8').replaceAll('image/png', 'application/x-msdownload')).toString('base64');
    const error = await errorOf(await post(presigned, PNG, { type: 'application/x-msdownload', change: { Policy: widened, 'Content-Type': 'application/x-msdownload' } }));
    expect(error).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch', message: signature });
    expect(await uploads.head(key)).toBeNull();
  });

  it('answers the site’s pages with CORS headers, refusals too, so the form can read them', async () => {
    const key = 'uploads/2026-11-28/7b7c6a52-8f8a-4c41-9e0e-1c2d3e4f5a6b/photo.png';
    const preflight = await fetch(`${endpoint}/${BUCKET}`, { method: 'OPTIONS', headers: { origin: SITE, 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const stored = await post(await uploads.presignPost(key, 'image/png', 900), PNG, { headers: { origin: SITE } });
    expect(stored.status).toBe(204);
    expect(stored.headers.get('access-control-allow-origin')).toBe(SITE);
    const refused = await post(await uploads.presignPost(key, 'image/png', 900), Buffer.alloc(0), { headers: { origin: SITE } });
    expect(await errorOf(refused)).toMatchObject({ status: 400, code: 'EntityTooSmall' });
    expect(refused.headers.get('access-control-allow-origin')).toBe(SITE);
    const elsewhere = await post(await uploads.presignPost(key, 'image/png', 900), Buffer.alloc(0), { headers: { origin: 'https://evil.example' } });
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the mail function: POST /mail/upload, then a support request naming the uploads', () => {
  let handle: ReturnType<typeof createMailHandler>;
  let client = 0;
  const body = (result: HttpResult) => JSON.parse(String(result.body)) as Record<string, unknown>;
  const presign = async (file: Record<string, unknown>) => handle(mailEvent(file, { path: '/mail/upload', client: `198.51.100.${++client}` }));
  const proof = async () => solveAltchaChallenge(await altchaChallenge({ hmacKey: stack.config.botCheck.altchaHmacKey, maxCounter: stack.config.botCheck.altchaMaxCounter }));
  const send = async (attachments: string[]) =>
    handle(mailEvent({ form: 'support', language: 'en', ...sampleSupport, attachments, botCheck: await proof() }, { client: `198.51.100.${++client}` }));

  beforeAll(() => {
    handle = createMailHandler(stack.dependencies({ uploads }));
  });
  beforeEach(() => stack.clearMails());

  it('signs an upload of a declared image that S3 then takes, and links it in the team’s mail until the links expire', async () => {
    const answer = await presign({ name: 'Display dunkel.png', type: 'image/png', size: PNG.length });
    expect(answer.statusCode).toBe(200);
    const presigned = body(answer) as unknown as PresignedUpload & { key: string };
    expect(presigned.key).toMatch(/^uploads\/\d{4}-\d{2}-\d{2}\/[0-9a-f-]{36}\/Display-dunkel\.png$/);
    expect((await post(presigned, PNG)).status).toBe(204);

    const sent = await send([presigned.key]);
    expect(sent.statusCode).toBe(200);
    const [mail] = await stack.mails();
    expect(mail!.body.text).toMatch(/Anhänge: 1 Datei, Links gültig bis \d/);
    const link = /Anhang 1: Display-dunkel\.png \(1 KB\)\n(\S+)/.exec(mail!.body.text!)?.[1];
    expect(link).toBeDefined();
    expect(mail!.body.html).toContain(`<a href="${link!.replace(/&/g, '&amp;')}">Display-dunkel.png (1 KB)</a>`);
    expect(Buffer.from(await (await fetch(link!)).arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses a key that was never uploaded with a 422 naming the file, and sends nothing', async () => {
    const answer = await presign({ name: 'never-sent.jpg', type: 'image/jpeg', size: 2048 });
    const { key } = body(answer) as { key: string };
    const sent = await send([key]);
    expect(sent.statusCode).toBe(422);
    expect(body(sent)).toMatchObject({ error: 'attachment-missing', message: 'The file “never-sent.jpg” has not arrived. Please remove it and add it again.' });
    expect(await stack.mails()).toHaveLength(0);
  });

  it('refuses to sign an executable or a file above 10 MB, naming it (422)', async () => {
    const exe = await presign({ name: 'setup.exe', type: 'application/x-msdownload', size: 1000 });
    expect(exe.statusCode).toBe(422);
    expect(body(exe)).toMatchObject({ error: 'upload-type', message: '“setup.exe” cannot be sent: only images (JPEG, PNG, WebP, HEIC) and PDF files are accepted.' });
    const big = await presign({ name: 'scan.pdf', type: 'application/pdf', size: 20 * 1024 * 1024 });
    expect(big.statusCode).toBe(422);
    expect(body(big)).toMatchObject({ error: 'upload-too-large', message: '“scan.pdf” is 20 MB; a file may be at most 10 MB.' });
  });
});
