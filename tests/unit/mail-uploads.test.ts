/**
 * The support form's photos and files in the mail function (packages/functions/src/mail/uploads.ts):
 * what it signs an upload for and with which policy, the keys it makes, the checks of the keys a
 * submission names, and the rows the team's mail gets (render.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { fieldErrors, supportSchema } from '@pv/shared';
import { MAX_UPLOAD_BYTES, UPLOAD_KEY, uploadProblem, uploadTypeOf } from '@pv/shared/forms/uploads';
import { HttpError } from '@pv/functions/http';
import { supportMail, type TeamMailContext } from '@pv/functions/mail/render';
import { attachmentRows, checkUploadRequest, formatSize, LINK_VALIDITY_SECONDS, presignUpload, s3Uploads, safeFileName, uploadKey, uploadsClient, type Uploads } from '@pv/functions/mail/uploads';
import { sampleSupport } from '../support/form-samples';

const now = new Date('2026-11-28T09:30:00Z');
const KEY = (name: string, n = 1) => `uploads/2026-11-28/0b7c6a52-8f8a-4c41-9e0e-1c2d3e4f5a6${n}/${name}`;

/** the HttpError a call throws (status, code, message) */
function refusal(call: () => unknown): { status: number; code: string; message: string } {
  try {
    call();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}
async function asyncRefusal(call: () => Promise<unknown>) {
  const error = await call().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return { status: error.status, code: error.code, message: error.message };
}

describe('checkUploadRequest: what POST /mail/upload signs', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf'])('accepts %s from 1 byte to 10 MB', (type) => {
    expect(checkUploadRequest({ name: 'a', type, size: 1 })).toEqual({ name: 'a', type, size: 1 });
    expect(checkUploadRequest({ name: 'a', type, size: MAX_UPLOAD_BYTES })).toMatchObject({ size: MAX_UPLOAD_BYTES });
  });

  it.each([
    ['an executable', { name: 'setup.exe', type: 'application/x-msdownload', size: 1000 }, 'upload-type', '“setup.exe” cannot be sent: only images (JPEG, PNG, WebP, HEIC) and PDF files are accepted.'],
    ['an SVG (it can hold scripts)', { name: 'plan.svg', type: 'image/svg+xml', size: 1000 }, 'upload-type', '“plan.svg” cannot be sent: only images (JPEG, PNG, WebP, HEIC) and PDF files are accepted.'],
    ['a file without a type', { name: 'notes', type: '', size: 1000 }, 'upload-type', '“notes” cannot be sent: only images (JPEG, PNG, WebP, HEIC) and PDF files are accepted.'],
    ['one byte over 10 MB', { name: 'scan.pdf', type: 'application/pdf', size: MAX_UPLOAD_BYTES + 1 }, 'upload-too-large', '“scan.pdf” is 10 MB; a file may be at most 10 MB.'],
    ['20 MB', { name: 'big.jpg', type: 'image/jpeg', size: 20 * 1024 * 1024 }, 'upload-too-large', '“big.jpg” is 20 MB; a file may be at most 10 MB.'],
    ['an empty file', { name: 'empty.png', type: 'image/png', size: 0 }, 'upload-empty', '“empty.png” is empty.'],
  ])('refuses %s with a 422 naming the file', (_, body, code, message) => {
    expect(refusal(() => checkUploadRequest(body))).toEqual({ status: 422, code, message });
  });

  it('asks for a name, a type and a whole size in bytes', () => {
    for (const body of [null, {}, { name: '', type: 'image/png', size: 1 }, { name: 'x'.repeat(256), type: 'image/png', size: 1 }, { name: 'a\nb', type: 'image/png', size: 1 }]) {
      expect(refusal(() => checkUploadRequest(body))).toMatchObject({ status: 422, code: 'upload-invalid', message: 'Please name the file (at most 255 characters).' });
    }
    expect(refusal(() => checkUploadRequest({ name: 'a.png', type: 'image/png', size: '12' }))).toMatchObject({ status: 422, message: 'Please give the type and size in bytes of “a.png”.' });
    expect(refusal(() => checkUploadRequest({ name: 'a.png', type: 'image/png', size: 1.5 }))).toMatchObject({ status: 422 });
  });
});

describe('the browser’s type of a file', () => {
  it('takes the browser’s type, or the ending’s when it gave none (HEIC outside Apple’s systems)', () => {
    expect(uploadTypeOf('a.png', 'image/png')).toBe('image/png');
    expect(uploadTypeOf('IMG_0001.HEIC', '')).toBe('image/heic');
    expect(uploadTypeOf('scan.pdf', '')).toBe('application/pdf');
    expect(uploadTypeOf('setup.exe', '')).toBe('');
    expect(uploadTypeOf('setup.exe', 'application/x-msdownload')).toBe('application/x-msdownload');
    expect(uploadProblem('application/x-msdownload', 10)).toBe('type');
    expect(uploadProblem('image/jpeg', 20 * 1024 * 1024)).toBe('size');
  });
});

describe('keys', () => {
  it.each([
    ['Display dunkel.png', 'Display-dunkel.png'],
    ['Größe über Typenschild.JPG', 'Grosse-uber-Typenschild.JPG'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\ben\\Fotos\\IMG 1.heic', 'IMG-1.heic'],
    ['<script>.pdf', 'script.pdf'],
    ['...', 'file'],
    ['写真.jpg', 'file.jpg'],
  ])('make a safe file name of %s: %s', (name, safe) => {
    expect(safeFileName(name)).toBe(safe);
  });

  it('keep a long name’s ending within 100 characters', () => {
    const safe = safeFileName(`${'a'.repeat(300)}.jpeg`);
    expect(safe).toHaveLength(100);
    expect(safe.endsWith('.jpeg')).toBe(true);
  });

  it('are uploads/{date}/{uuid}/{safe name}, which is what the schema accepts', () => {
    const key = uploadKey('Display dunkel.png', now);
    expect(key).toMatch(/^uploads\/2026-11-28\/[0-9a-f-]{36}\/Display-dunkel\.png$/);
    expect(UPLOAD_KEY.test(key)).toBe(true);
    expect(uploadKey('a.png', now)).not.toBe(uploadKey('a.png', now));
  });
});

describe('presignUpload', () => {
  const config = { region: 'eu-central-1', s3Endpoint: undefined, bucket: 'prod-form-uploads' };
  const uploads = s3Uploads(config, uploadsClient(config, { credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' } }));

  it('signs a POST for exactly its key, the declared type and 1 byte to 10 MB, usable for 15 minutes', async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    try {
      const presigned = await presignUpload(uploads, { name: 'Display dunkel.png', type: 'image/png', size: 1234 }, now);
      expect(presigned.url).toBe('https://prod-form-uploads.s3.eu-central-1.amazonaws.com/');
      expect(presigned.key).toMatch(/^uploads\/2026-11-28\/[0-9a-f-]{36}\/Display-dunkel\.png$/);
      expect(presigned.fields).toMatchObject({ key: presigned.key, 'Content-Type': 'image/png', bucket: 'prod-form-uploads', 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' });
      expect(presigned.fields['X-Amz-Credential']).toBe('AKIDEXAMPLE/20261128/eu-central-1/s3/aws4_request');
      const policy = JSON.parse(Buffer.from(presigned.fields.Policy!, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
      expect(policy.expiration).toBe('2026-11-28T09:45:00Z');
      expect(policy.conditions).toEqual(
        expect.arrayContaining([['eq', '$Content-Type', 'image/png'], ['content-length-range', 1, MAX_UPLOAD_BYTES], { key: presigned.key }, { bucket: 'prod-form-uploads' }]),
      );
      // no condition lets another key, type or size through
      expect(JSON.stringify(policy.conditions)).not.toContain('starts-with');
    } finally {
      vi.useRealTimers();
    }
  });

  it('signs nothing for a refused file', async () => {
    const presign = vi.spyOn(uploads, 'presignPost');
    expect(await asyncRefusal(() => presignUpload(uploads, { name: 'setup.exe', type: 'application/x-msdownload', size: 10 }, now))).toMatchObject({ status: 422, code: 'upload-type' });
    expect(presign).not.toHaveBeenCalled();
  });
});

describe('attachmentRows: the team mail’s rows for the uploads a submission names', () => {
  const objects = new Map<string, number>([
    [KEY('Display-dunkel.png', 1), 348_160],
    [KEY('Typenschild.jpg', 2), 2_516_582],
    [KEY('huge.pdf', 3), MAX_UPLOAD_BYTES + 1],
  ]);
  const fake = (): Uploads & { heads: string[] } => {
    const heads: string[] = [];
    return {
      heads,
      presignPost: () => Promise.reject(new Error('not here')),
      head: (key) => (heads.push(key), Promise.resolve(objects.has(key) ? { size: objects.get(key)! } : null)),
      link: (key, expiresIn) => Promise.resolve(`https://bucket.example/${key}?X-Amz-Expires=${expiresIn}&a=1`),
    };
  };

  it('heads the list with the number of files and until when the links work, then each file’s name, size and 7-day link', async () => {
    const rows = await attachmentRows(fake(), [KEY('Display-dunkel.png', 1), KEY('Typenschild.jpg', 2)], now);
    expect(LINK_VALIDITY_SECONDS).toBe(604_800);
    expect(rows).toEqual([
      ['Anhänge', '2 Dateien, Links gültig bis 05.12.2026, 10:30'],
      ['Anhang 1', 'Display-dunkel.png (340 KB)', `https://bucket.example/${KEY('Display-dunkel.png', 1)}?X-Amz-Expires=604800&a=1`],
      ['Anhang 2', 'Typenschild.jpg (2,4 MB)', `https://bucket.example/${KEY('Typenschild.jpg', 2)}?X-Amz-Expires=604800&a=1`],
    ]);
  });

  it('has no rows without uploads, and one per file when a key is named twice', async () => {
    expect(await attachmentRows(fake(), [], now)).toEqual([]);
    expect(await attachmentRows(fake(), [KEY('Display-dunkel.png', 1), KEY('Display-dunkel.png', 1)], now)).toHaveLength(2);
  });

  it('refuses a key with nothing uploaded, or a file above 10 MB, with a 422 naming it (never a 500)', async () => {
    expect(await asyncRefusal(() => attachmentRows(fake(), [KEY('Display-dunkel.png', 1), KEY('never.png', 9)], now))).toEqual({
      status: 422,
      code: 'attachment-missing',
      message: 'The file “never.png” has not arrived. Please remove it and add it again.',
    });
    expect(await asyncRefusal(() => attachmentRows(fake(), [KEY('huge.pdf', 3)], now))).toMatchObject({ status: 422, code: 'attachment-missing' });
  });

  it('does not even look up a key outside uploads/ (the schema refuses those already)', async () => {
    const uploads = fake();
    expect(await asyncRefusal(() => attachmentRows(uploads, ['manuals/1/de/1.pdf'], now))).toMatchObject({ status: 422 });
    expect(uploads.heads).toEqual([]);
  });

  const TEAM: TeamMailContext = { caseNumber: 'SW-2026-000123', routing: { to: 'support@example.com', rule: null }, copySent: true, received: now };

  it('go into the support mail after the message: the file a link in the HTML, the link on its own line in the text', async () => {
    const rows = await attachmentRows(fake(), [KEY('Display-dunkel.png', 1)], now);
    const mail = supportMail({ form: 'support', language: 'en', botCheck: 'proof', ...sampleSupport }, TEAM, rows);
    const link = `https://bucket.example/${KEY('Display-dunkel.png', 1)}?X-Amz-Expires=604800&a=1`;
    expect(mail.text).toContain(`Anmerkungen: The display stays dark after commissioning.\nAnhänge: 1 Datei, Links gültig bis 05.12.2026, 10:30\nAnhang 1: Display-dunkel.png (340 KB)\n${link}\nSprache:`);
    expect(mail.html).toContain(`<a href="${link.replace('&', '&amp;')}">Display-dunkel.png (340 KB)</a>`);
  });

  it('a mail without uploads is as before', () => {
    const mail = supportMail({ form: 'support', language: 'en', botCheck: 'proof', ...sampleSupport }, TEAM);
    expect(mail.text).not.toContain('Anh');
    expect(mail.html).not.toContain('<a ');
  });
});

describe('the schema’s attachments', () => {
  const request = (attachments: unknown) => ({ form: 'support', language: 'en', botCheck: 'proof', ...sampleSupport, attachments });
  const errors = (attachments: unknown) => {
    const result = supportSchema.safeParse(request(attachments));
    return result.success ? {} : fieldErrors(result.error);
  };

  it('are optional, at most 5 keys the mail function made', () => {
    const without: Record<string, unknown> = request([]);
    delete without.attachments;
    expect(supportSchema.parse(without).attachments).toEqual([]);
    expect(errors([1, 2, 3, 4, 5].map((n) => KEY('a.png', n)))).toEqual({});
    expect(errors([1, 2, 3, 4, 5, 6].map((n) => KEY('a.png', n)))).toEqual({ attachments: 'tooLong' });
    expect(errors(['manuals/1/de/1.pdf'])).toEqual({ 'attachments.0': 'choice' });
    expect(errors([KEY('../x.png')])).toEqual({ 'attachments.0': 'choice' });
    expect(errors('uploads/x')).toEqual({ attachments: 'required' });
  });
});

describe('formatSize', () => {
  it('reads as KB below a megabyte, MB with one decimal above', () => {
    expect(formatSize(1)).toBe('1 KB');
    expect(formatSize(348_160)).toBe('340 KB');
    expect(formatSize(2_516_582)).toBe('2.4 MB');
    expect(formatSize(2_516_582, 'de-AT')).toBe('2,4 MB');
  });
});
