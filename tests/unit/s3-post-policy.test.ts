/**
 * The local S3 front's check of browser uploads (packages/local/src/s3-post-policy.ts) against forms the
 * AWS SDK signs (`@aws-sdk/s3-presigned-post`, an implementation of SigV4 POST signing that is not ours):
 * what S3 documents for the signature, the expiration and each kind of condition
 * (docs.aws.amazon.com/AmazonS3/latest/API/sigv4-HTTPPOSTConstructPolicy.html). The front's answers over
 * HTTP: tests/integration/uploads.test.ts.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { describe, expect, it } from 'vitest';
import { checkUpload, errorXml, policySignature } from '../../packages/local/src/s3-post-policy';

const KEYS = { S3RVER: 'S3RVER' };
const client = new S3Client({ region: 'eu-central-1', endpoint: 'http://127.0.0.1:4040', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
type Conditions = NonNullable<Parameters<typeof createPresignedPost>[1]['Conditions']>;

async function form(conditions: unknown[], { key = 'uploads/a/photo.png', fields = { 'Content-Type': 'image/png' } as Record<string, string>, expires = 900 } = {}) {
  const presigned = await createPresignedPost(client as unknown as Parameters<typeof createPresignedPost>[0], { Bucket: 'b', Key: key, Conditions: conditions as Conditions, Fields: fields, Expires: expires });
  return new Map(Object.entries(presigned.fields).map(([name, value]) => [name.toLowerCase(), value]));
}
const check = (fields: Map<string, string>, fileSize = 10, bucket = 'b', now = new Date()) => checkUpload({ fields, fileSize, bucket }, KEYS, now);
const edit = (fields: Map<string, string>, changes: Record<string, string | undefined>) => {
  const copy = new Map(fields);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) copy.delete(name);
    else copy.set(name, value);
  }
  return copy;
};

describe('the signature', () => {
  it('is the hex HMAC-SHA256 of the base64 policy with the SigV4 signing key, as the SDK signs it', async () => {
    const fields = await form([['content-length-range', 1, 100]]);
    const [, date, region] = fields.get('x-amz-credential')!.split('/');
    expect(policySignature(fields.get('policy')!, 'S3RVER', date!, region!)).toBe(fields.get('x-amz-signature'));
    expect(check(fields)).toBeNull();
  });

  it('must match: another secret, a changed policy or signature is 403 SignatureDoesNotMatch', async () => {
    const fields = await form([]);
    const mismatch = { status: 403, code: 'SignatureDoesNotMatch' };
    expect(checkUpload({ fields, fileSize: 1, bucket: 'b' }, { S3RVER: 'other' }, new Date())).toMatchObject(mismatch);
    const policy = Buffer.from(Buffer.from(fields.get('policy')!, 'base64').toString().replace('image/png', 'text/html')).toString('base64');
    expect(check(edit(fields, { policy, 'content-type': 'text/html' }))).toMatchObject(mismatch);
    expect(check(edit(fields, { 'x-amz-signature': '0'.repeat(64) }))).toMatchObject(mismatch);
  });

  it('names an unknown access key (403 InvalidAccessKeyId) and a missing signature field (400)', async () => {
    const fields = await form([]);
    const credential = fields.get('x-amz-credential')!.replace('S3RVER', 'AKIDUNKNOWN');
    expect(check(edit(fields, { 'x-amz-credential': credential }))).toMatchObject({ status: 403, code: 'InvalidAccessKeyId' });
    expect(check(edit(fields, { 'x-amz-signature': undefined }))).toMatchObject({
      status: 400,
      code: 'InvalidArgument',
      message: "Bucket POST must contain a field named 'X-Amz-Signature'.  If it is specified, please check the order of the fields.",
    });
  });

  it('without a policy a private bucket takes nothing: 403 Access Denied', async () => {
    expect(check(edit(await form([]), { policy: undefined }))).toEqual({ status: 403, code: 'AccessDenied', message: 'Access Denied' });
  });
});

describe('the expiration', () => {
  it('ends the policy: 403 "Invalid according to Policy: Policy expired."', async () => {
    const fields = await form([], { expires: 60 });
    expect(check(fields, 10, 'b', new Date(Date.now() + 59_000))).toBeNull();
    expect(check(fields, 10, 'b', new Date(Date.now() + 61_000))).toEqual({ status: 403, code: 'AccessDenied', message: 'Invalid according to Policy: Policy expired.' });
  });
});

describe('the conditions', () => {
  const failed = (condition: string) => ({ status: 403, code: 'AccessDenied', message: `Invalid according to Policy: Policy Condition failed: ${condition}` });

  it('eq: the exact value, the field’s name compared without case', async () => {
    const fields = await form([['eq', '$Content-Type', 'image/png']]);
    expect(check(fields)).toBeNull();
    expect(check(edit(fields, { 'content-type': 'image/png; x=1' }))).toEqual(failed('["eq", "$Content-Type", "image/png"]'));
    expect(check(edit(fields, { 'content-type': undefined }))).toEqual(failed('["eq", "$Content-Type", "image/png"]'));
  });

  it('an object condition is eq; bucket is the address’s bucket', async () => {
    const fields = await form([]);
    expect(check(edit(fields, { key: 'uploads/b/other.png' }))).toEqual(failed('["eq", "$key", "uploads/a/photo.png"]'));
    expect(check(fields, 10, 'another-bucket')).toEqual(failed('["eq", "$bucket", "b"]'));
  });

  it('starts-with: a prefix; for Content-Type every type of a list', async () => {
    const fields = await form([['starts-with', '$Content-Type', 'image/'], ['starts-with', '$key', 'uploads/']], { key: 'uploads/${filename}', fields: {} });
    const filled = edit(fields, { key: 'uploads/photo.png', 'content-type': 'image/png, image/jpeg' });
    expect(check(filled)).toBeNull();
    expect(check(edit(filled, { 'content-type': 'image/png, text/html' }))).toEqual(failed('["starts-with", "$Content-Type", "image/"]'));
    expect(check(edit(filled, { key: 'manuals/photo.png' }))).toEqual(failed('["starts-with", "$key", "uploads/"]'));
  });

  it('content-length-range: 400 EntityTooLarge / EntityTooSmall with the sizes', async () => {
    const fields = await form([['content-length-range', 1, 100]]);
    expect(check(fields, 100)).toBeNull();
    expect(check(fields, 101)).toEqual({ status: 400, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size', details: { ProposedSize: 101, MaxSizeAllowed: 100 } });
    expect(check(fields, 0)).toEqual({ status: 400, code: 'EntityTooSmall', message: 'Your proposed upload is smaller than the minimum allowed size', details: { ProposedSize: 0, MinSizeAllowed: 1 } });
  });

  it('every field but the policy, the signature, the file and x-ignore-* needs one: "Extra input fields"', async () => {
    const fields = await form([]);
    expect(check(edit(fields, { 'x-ignore-note': 'anything' }))).toBeNull();
    expect(check(edit(fields, { 'x-amz-meta-tag': 'x', acl: 'public-read' }))).toEqual({ status: 403, code: 'AccessDenied', message: 'Invalid according to Policy: Extra input fields: x-amz-meta-tag, acl' });
  });

  it('an unknown operator fails as a condition', async () => {
    expect(check(await form([['matches', '$key', '.*']]))).toEqual(failed('["matches", "$key", ".*"]'));
  });
});

describe('errorXml', () => {
  it('is S3’s error document, values escaped', () => {
    expect(errorXml({ status: 403, code: 'AccessDenied', message: 'Invalid according to Policy: Policy Condition failed: ["eq", "$key", "a&b"]' }, 'REQ1')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Invalid according to Policy: Policy Condition failed: [&quot;eq&quot;, &quot;$key&quot;, &quot;a&amp;b&quot;]</Message><RequestId>REQ1</RequestId><HostId>UkVRMQ==</HostId></Error>',
    );
    expect(errorXml({ status: 400, code: 'EntityTooLarge', message: 'm', details: { ProposedSize: 2, MaxSizeAllowed: 1 } }, 'R')).toContain('<ProposedSize>2</ProposedSize><MaxSizeAllowed>1</MaxSizeAllowed>');
  });
});
