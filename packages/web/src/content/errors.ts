/**
 * Marks a page whose render failed because the content service could not answer. Next passes a
 * thrown error's own `digest` through to the answer (it hashes the others), so the server's
 * response layer can tell this failure from a bug and answer 503 with Retry-After.
 */
export const CONTENT_UNAVAILABLE_DIGEST = 'CONTENT_UNAVAILABLE';

/** A failed content request, with the service's status where there was one. */
export class ContentError extends Error {
  readonly digest = CONTENT_UNAVAILABLE_DIGEST;

  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'ContentError';
  }
}

/** storyblok-js-client rejects with `{ message, status, response }` (no status on network failure). */
export function toContentError(error: unknown): ContentError {
  if (error instanceof ContentError) return error;
  if (error && typeof error === 'object') {
    const { message, status } = error as { message?: unknown; status?: unknown };
    const statusCode = typeof status === 'number' ? status : null;
    const text = typeof message === 'string' && message ? message : statusCode ? `HTTP ${statusCode}` : 'unknown error';
    return new ContentError(`Content service: ${text}`, statusCode);
  }
  return new ContentError(`Content service: ${String(error)}`, null);
}
