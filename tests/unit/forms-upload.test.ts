/**
 * The support form's upload client (packages/web/src/features/forms/upload.ts): the browser's own check
 * of a file, how it reads the mail function's and S3's answers, and the wait of a submit for the uploads
 * still running. In the browser with the real services: tests/e2e/support-attachments.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { bucketOutcome, checkFile, presign, presignOutcome, trackUpload, uploadsSettled } from '@/features/forms/upload';

const s3Error = (code: string, message: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>1</RequestId></Error>`;

describe('checkFile: the browser’s check before anything is sent', () => {
  it('accepts images and PDFs up to 10 MB, a HEIC photo without a type by its name', () => {
    expect(checkFile({ name: 'a.jpg', type: 'image/jpeg', size: 10 * 1024 * 1024 })).toEqual({ type: 'image/jpeg', problem: null });
    expect(checkFile({ name: 'IMG_1.heic', type: '', size: 100 })).toEqual({ type: 'image/heic', problem: null });
  });

  it('refuses an executable, a file above 10 MB and an empty one', () => {
    expect(checkFile({ name: 'setup.exe', type: 'application/x-msdownload', size: 100 }).problem).toBe('type');
    expect(checkFile({ name: 'setup.exe', type: '', size: 100 }).problem).toBe('type');
    expect(checkFile({ name: 'scan.pdf', type: 'application/pdf', size: 20 * 1024 * 1024 }).problem).toBe('size');
    expect(checkFile({ name: 'a.png', type: 'image/png', size: 0 }).problem).toBe('empty');
  });
});

describe('the mail function’s answer to POST /mail/upload', () => {
  it('is a presigned POST, or the problem it names, or a failure', () => {
    const presigned = { url: 'https://b.s3.eu-central-1.amazonaws.com/', fields: { key: 'k' }, key: 'k' };
    expect(presignOutcome(200, presigned)).toEqual(presigned);
    expect(presignOutcome(422, { error: 'upload-type', problem: 'type' })).toBe('type');
    expect(presignOutcome(422, { error: 'upload-too-large', problem: 'size' })).toBe('size');
    expect(presignOutcome(422, { error: 'upload-invalid' })).toBe('refused');
    expect(presignOutcome(429, { error: 'rate-limited' })).toBe('failed');
    expect(presignOutcome(200, { url: 1 })).toBe('failed');
  });

  it('is asked once with the file’s name, type and size (a POST is never repeated)', async () => {
    const calls: RequestInit[] = [];
    const answer = (status: number, body: unknown) => async (_: RequestInfo | URL, init?: RequestInit) => (calls.push(init!), new Response(JSON.stringify(body), { status }));
    expect(await presign({ name: 'a.png', type: 'image/png', size: 3 }, answer(200, { url: 'u', fields: {}, key: 'k' }))).toEqual({ url: 'u', fields: {}, key: 'k' });
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ name: 'a.png', type: 'image/png', size: 3 });
    expect(await presign({ name: 'a.exe', type: 'x', size: 3 }, answer(422, { problem: 'type' }))).toBe('type');
    calls.length = 0;
    expect(await presign({ name: 'a.png', type: 'image/png', size: 3 }, answer(503, {}))).toBe('failed');
    expect(calls).toHaveLength(1);
    expect(await presign({ name: 'a.png', type: 'image/png', size: 3 }, () => Promise.reject(new TypeError('offline')))).toBe('failed');
  });
});

describe('S3’s answer to the POST', () => {
  it('reads the policy’s refusals from S3’s error document', () => {
    expect(bucketOutcome(204, '')).toBe('stored');
    expect(bucketOutcome(400, s3Error('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size'))).toBe('size');
    expect(bucketOutcome(400, s3Error('EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size'))).toBe('empty');
    expect(bucketOutcome(403, s3Error('AccessDenied', 'Invalid according to Policy: Policy Condition failed: ["eq", "$Content-Type", "image/png"]'))).toBe('type');
    expect(bucketOutcome(403, s3Error('AccessDenied', 'Invalid according to Policy: Policy expired.'))).toBe('refused');
    expect(bucketOutcome(403, s3Error('SignatureDoesNotMatch', '…'))).toBe('refused');
    // no answer the page may read (offline, or no CORS headers), or S3 busy
    expect(bucketOutcome(0, '')).toBe('failed');
    expect(bucketOutcome(503, s3Error('SlowDown', 'Please reduce your request rate.'))).toBe('failed');
  });
});

describe('uploadsSettled: a submit waits for the uploads of its form', () => {
  const form = () => ({}) as HTMLFormElement;
  const later = () => {
    let settle!: () => void;
    return { promise: new Promise<void>((resolve) => (settle = resolve)), settle: () => settle() };
  };

  it('resolves false at once when nothing is uploading', async () => {
    expect(await uploadsSettled(form())).toBe(false);
    expect(await uploadsSettled(null)).toBe(false);
  });

  it('waits for every running upload, one added while waiting too, and only of its own form', async () => {
    const [mine, other] = [form(), form()];
    const [first, second, elsewhere] = [later(), later(), later()];
    trackUpload(mine, first.promise);
    trackUpload(other, elsewhere.promise);
    let settled = false;
    const waiting = uploadsSettled(mine).then((waited) => ((settled = true), waited));
    trackUpload(mine, second.promise);
    first.settle();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(settled).toBe(false);
    second.settle();
    expect(await waiting).toBe(true);
    expect(await uploadsSettled(mine)).toBe(false);
  });
});
