/**
 * The browser's side of the support form's uploads: a file is checked here first (type, size), then
 * the mail function signs a POST for it (`POST /mail/upload`, which checks it again) and the file goes
 * straight to the uploads bucket, whose policy check is the last word (S3's answer is read: its refusals
 * carry the bucket's CORS headers). A submit waits for the uploads still running in its form.
 */
import { uploadProblem, uploadTypeOf, type UploadProblem } from '@pv/shared/forms/uploads';
import { fetchSiteApi, SiteApiError } from '../../lib/site-api';

export const UPLOAD_PATH = '/mail/upload';

/** why a file is not attached: the browser's or the function's check, S3's policy, or no answer */
export type UploadFailure = UploadProblem | 'tooMany' | 'refused' | 'failed';

export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
  key: string;
}

/** What the browser says about a file, before anything is sent: its type (from the name when the browser has none) and its problem. */
export function checkFile(file: { name: string; type: string; size: number }): { type: string; problem: UploadProblem | null } {
  const type = uploadTypeOf(file.name, file.type);
  return { type, problem: uploadProblem(type, file.size) };
}

/** The mail function's answer to `POST /mail/upload`: a presigned POST, or why not. */
export function presignOutcome(status: number, payload: unknown): PresignedUpload | UploadFailure {
  const body = (payload && typeof payload === 'object' ? payload : {}) as Partial<PresignedUpload> & { problem?: unknown };
  if (status === 200 && typeof body.url === 'string' && body.fields && typeof body.key === 'string') return { url: body.url, fields: body.fields, key: body.key };
  if (status === 422) return body.problem === 'type' || body.problem === 'size' || body.problem === 'empty' ? body.problem : 'refused';
  return 'failed';
}

export async function presign(file: { name: string; type: string; size: number }, fetchImpl: typeof fetch = fetch): Promise<PresignedUpload | UploadFailure> {
  const init = { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(file) };
  try {
    const response = await fetchSiteApi(UPLOAD_PATH, init, { fetchImpl });
    return presignOutcome(response.status, await response.json().catch(() => null));
  } catch (error) {
    if (error instanceof SiteApiError && error.status !== undefined) return presignOutcome(error.status, error.body);
    return 'failed';
  }
}

/** S3's answer to the POST: 2xx stored; its error document's code says what the policy refused. */
export function bucketOutcome(status: number, body: string): 'stored' | UploadFailure {
  if (status >= 200 && status < 300) return 'stored';
  if (status === 0) return 'failed';
  const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1];
  if (code === 'EntityTooLarge') return 'size';
  if (code === 'EntityTooSmall') return 'empty';
  if (code === 'AccessDenied' && body.includes('$Content-Type')) return 'type';
  return status >= 500 ? 'failed' : 'refused';
}

/** Posts the file with the presigned fields (the file last, as S3 wants); `onProgress` gets 0–100. */
export function postToBucket(presigned: PresignedUpload, file: Blob, onProgress: (percent: number) => void, signal: AbortSignal): Promise<'stored' | UploadFailure> {
  return new Promise((resolve) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
    form.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', presigned.url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => resolve(bucketOutcome(request.status, request.responseText));
    request.onerror = () => resolve('failed');
    request.onabort = () => resolve('failed');
    signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

/** the uploads running in each form: its submit waits for them */
const running = new WeakMap<HTMLFormElement, Set<Promise<unknown>>>();

export function trackUpload(form: HTMLFormElement | null | undefined, upload: Promise<unknown>): void {
  if (!form) return;
  const uploads = running.get(form) ?? new Set();
  running.set(form, uploads);
  uploads.add(upload);
  const done = () => uploads.delete(upload);
  upload.then(done, done);
}

/** Resolves when the form has no upload running (true when it waited for any). */
export async function uploadsSettled(form: HTMLFormElement | null | undefined): Promise<boolean> {
  let waited = false;
  for (let uploads = form && running.get(form); uploads?.size; uploads = running.get(form!)) {
    waited = true;
    await Promise.allSettled([...uploads]);
  }
  return waited;
}
