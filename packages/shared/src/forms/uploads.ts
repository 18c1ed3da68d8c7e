/**
 * Photos and files on the support form: what the browser checks before it uploads, the mail function
 * checks before it signs an upload, and the signed POST policy makes S3 enforce (type, size). Only
 * images and PDFs: types that run nothing when the team opens them.
 */

/** the types accepted, with the file name endings a browser may report without a type (HEIC outside Apple's) */
export const UPLOAD_TYPES = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/heic': ['heic', 'heif'],
  'application/pdf': ['pdf'],
} as const satisfies Record<string, readonly string[]>;

export type UploadType = keyof typeof UPLOAD_TYPES;

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / 1024 / 1024;
/** files a support request can carry */
export const MAX_ATTACHMENTS = 5;
/** where the uploads' objects live in their bucket: `uploads/{yyyy-mm-dd}/{uuid}/{file name}` */
export const UPLOAD_PREFIX = 'uploads/';
/** an upload's key as the mail function makes it (the schema refuses any other) */
export const UPLOAD_KEY = /^uploads\/\d{4}-\d{2}-\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[A-Za-z0-9._-]{1,100}$/;

export const isUploadType = (type: string): type is UploadType => Object.hasOwn(UPLOAD_TYPES, type);

/** A file's type as the upload declares it: the browser's, or from the name's ending when the browser gave none. */
export function uploadTypeOf(name: string, browserType: string): string {
  if (browserType) return browserType.toLowerCase();
  const ending = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  const found = Object.entries(UPLOAD_TYPES).find(([, endings]) => (endings as readonly string[]).includes(ending));
  return found ? found[0] : '';
}

export type UploadProblem = 'type' | 'size' | 'empty';

/** What is wrong with a file for the support form, or null. */
export function uploadProblem(type: string, size: number): UploadProblem | null {
  if (!isUploadType(type)) return 'type';
  if (size < 1) return 'empty';
  if (size > MAX_UPLOAD_BYTES) return 'size';
  return null;
}
