/**
 * Photos and files on the support form (`POST /mail/upload`): the browser declares a file (name,
 * type, size), gets a presigned POST for one key and uploads the file straight to S3, whose policy
 * check refuses another type, a larger file, another key or a late upload. On sending, the form names
 * the keys it uploaded; each must exist in the uploads bucket, and the team's mail links it with a
 * signed GET that works for 7 days (SigV4's longest). A lifecycle rule deletes the files after 90 days
 * (stacks/Mail.ts).
 */
import { randomUUID } from 'node:crypto';
import { GetObjectCommand, HeadObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, UPLOAD_KEY, UPLOAD_PREFIX, uploadProblem } from '@pv/shared/forms/uploads';
import { translator } from '@pv/shared/i18n';
import type { UploadsConfig } from '../config';
import { HttpError } from '../http';
import type { Row } from './render';

/** how long a presigned POST may be used: the upload starts as soon as the visitor picks the file */
export const UPLOAD_WINDOW_SECONDS = 15 * 60;
/** how long the links in the team's mail work: 7 days, the longest a SigV4 signature may be valid */
export const LINK_VALIDITY_SECONDS = 7 * 24 * 3600;

export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
}

/** The uploads bucket as the mail function uses it. */
export interface Uploads {
  /** a presigned POST for exactly this key, type and at most MAX_UPLOAD_BYTES, usable for `expiresIn` seconds */
  presignPost(key: string, type: string, expiresIn: number): Promise<PresignedUpload>;
  /** the object's size, or null when there is none under the key */
  head(key: string): Promise<{ size: number } | null>;
  /** a signed GET of the object, valid for `expiresIn` seconds */
  link(key: string, expiresIn: number): Promise<string>;
}

/** the stand-in accepts only its own key (packages/local/src/s3-front.ts checks the signatures); on AWS the function's role signs */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** `options`: what a test changes (a clock that is off, other credentials) */
export function uploadsClient(config: Pick<UploadsConfig, 'region' | 's3Endpoint'>, options: Pick<S3ClientConfig, 'credentials' | 'systemClockOffset'> = {}): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.s3Endpoint ? { endpoint: config.s3Endpoint, forcePathStyle: true, credentials: LOCAL_S3_CREDENTIALS } : {}),
    ...options,
  });
}

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
};

/** The conditions S3 checks an upload against (besides the bucket, key and signature fields the SDK adds). */
export const uploadConditions = (type: string) => [['eq', '$Content-Type', type] as const, ['content-length-range', 1, MAX_UPLOAD_BYTES] as const];

export function s3Uploads(config: UploadsConfig, client: S3Client = uploadsClient(config)): Uploads {
  const { bucket } = config;
  return {
    async presignPost(key, type, expiresIn) {
      // createPresignedPost is typed against its own pinned client-s3; the client is the same protocol
      const presigned = await createPresignedPost(client as unknown as Parameters<typeof createPresignedPost>[0], {
        Bucket: bucket,
        Key: key,
        Conditions: uploadConditions(type) as unknown as Parameters<typeof createPresignedPost>[1]['Conditions'],
        Fields: { 'Content-Type': type },
        Expires: expiresIn,
      });
      return { url: presigned.url, fields: presigned.fields };
    },
    async head(key) {
      try {
        const object = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    link(key, expiresIn) {
      const name = fileNameOf(key);
      return getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: `inline; filename="${name}"` }), { expiresIn });
    },
  };
}

/**
 * A file name that is safe in a key, a header and a mail: ASCII letters, digits, dot, dash and
 * underscore (others become `-`, accents lose their marks), at most 100 characters with the ending kept.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const ending = /\.[A-Za-z0-9]{1,10}$/.exec(base)?.[0] ?? '';
  const stem = base
    .slice(0, base.length - ending.length)
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 100 - ending.length)
    .replace(/[-.]+$/, '');
  return `${stem || 'file'}${ending}`;
}

/** `uploads/{yyyy-mm-dd}/{uuid}/{safe file name}` (UTC date: the lifecycle rule counts from the upload) */
export function uploadKey(name: string, now: Date, id: string = randomUUID()): string {
  return `${UPLOAD_PREFIX}${now.toISOString().slice(0, 10)}/${id}/${safeFileName(name)}`;
}

export const fileNameOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);

const sizeFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
/** a size as people read it (`340 KB`, `2.4 MB`); `locale` formats the number */
export function formatSize(bytes: number, locale = 'en'): string {
  const format = locale === 'en' ? sizeFormat : new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return bytes < 1024 * 1024 ? `${format.format(Math.max(1, Math.round(bytes / 1024)))} KB` : `${format.format(bytes / 1024 / 1024)} MB`;
}

export interface UploadRequest {
  name: string;
  type: string;
  size: number;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** The declared file, or a 422 whose message names it and says what is wrong (the mail function writes English). */
export function checkUploadRequest(body: unknown): UploadRequest {
  const { name, type, size } = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (typeof name !== 'string' || !name.trim() || name.length > 255 || CONTROL.test(name)) {
    throw new HttpError(422, 'upload-invalid', 'Please name the file (at most 255 characters).');
  }
  if (typeof type !== 'string' || typeof size !== 'number' || !Number.isInteger(size)) {
    throw new HttpError(422, 'upload-invalid', `Please give the type and size in bytes of “${name}”.`);
  }
  switch (uploadProblem(type, size)) {
    case 'type':
      throw new HttpError(422, 'upload-type', `“${name}” cannot be sent: only images (JPEG, PNG, WebP, HEIC) and PDF files are accepted.`, { problem: 'type' });
    case 'size':
      throw new HttpError(422, 'upload-too-large', `“${name}” is ${formatSize(size)}; a file may be at most ${MAX_UPLOAD_MB} MB.`, { problem: 'size' });
    case 'empty':
      throw new HttpError(422, 'upload-empty', `“${name}” is empty.`, { problem: 'empty' });
    case null:
      return { name, type, size };
  }
}

/** `POST /mail/upload`: a presigned POST for the declared file, `{ url, fields, key }`. */
export async function presignUpload(uploads: Uploads, body: unknown, now: Date): Promise<PresignedUpload & { key: string }> {
  const { name, type } = checkUploadRequest(body);
  const key = uploadKey(name, now);
  return { ...(await uploads.presignPost(key, type, UPLOAD_WINDOW_SECONDS)), key };
}

/** the support team's language (render.ts): the attachments' rows are in it */
const team = translator('de');
const viennaTime = (date: Date) => new Intl.DateTimeFormat('de-AT', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Vienna' }).format(date);

/**
 * The team mail's rows for the uploaded files: a heading row saying until when the links work, then
 * one row per file with its name, size and signed link. Every key must be an upload that arrived (at
 * most MAX_UPLOAD_BYTES): otherwise a 422 naming the file, before anything is stored or sent.
 */
export async function attachmentRows(uploads: Uploads, keys: readonly string[], now: Date): Promise<Row[]> {
  const unique = [...new Set(keys)];
  if (!unique.length) return [];
  const files = await Promise.all(
    unique.map(async (key) => {
      const name = fileNameOf(key);
      const object = UPLOAD_KEY.test(key) ? await uploads.head(key) : null;
      if (!object || object.size < 1 || object.size > MAX_UPLOAD_BYTES) {
        throw new HttpError(422, 'attachment-missing', `The file “${name}” has not arrived. Please remove it and add it again.`, { attachment: name });
      }
      return { name, size: object.size, link: await uploads.link(key, LINK_VALIDITY_SECONDS) };
    }),
  );
  const until = viennaTime(new Date(now.getTime() + LINK_VALIDITY_SECONDS * 1000));
  return [
    [team('mail.team.attachments'), team('mail.team.attachmentsNote', { count: files.length, until })],
    ...files.map(({ name, size, link }, index): Row => [team('mail.team.attachment', { number: index + 1 }), `${name} (${formatSize(size, 'de-AT')})`, link]),
  ];
}
