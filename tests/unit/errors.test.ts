import { describe, expect, it } from 'vitest';
import { ContentError, toContentError } from '@/content/errors';

describe('toContentError', () => {
  it.each<[string, unknown, number | null, string]>([
    ['404 rejection', { message: 'Not Found', status: 404, response: { data: 'Not Found' } }, 404, 'Content service: Not Found'],
    ['401 rejection', { message: 'Unauthorized', status: 401, response: {} }, 401, 'Content service: Unauthorized'],
    ['429 rejection', { message: 'Too Many Requests', status: 429, response: {} }, 429, 'Content service: Too Many Requests'],
    ['500 without a message', { status: 500, response: {} }, 500, 'Content service: HTTP 500'],
    ['network failure', { message: 'fetch failed' }, null, 'Content service: fetch failed'],
    ['network failure as an Error', new TypeError('fetch failed'), null, 'Content service: fetch failed'],
    ['status that is not a number', { message: 'odd', status: '404' }, null, 'Content service: odd'],
    ['empty object', {}, null, 'Content service: unknown error'],
    ['a string', 'boom', null, 'Content service: boom'],
    ['undefined', undefined, null, 'Content service: undefined'],
  ])('%s → status %j', (_name, error, status, message) => {
    const result = toContentError(error);
    expect(result).toBeInstanceOf(ContentError);
    expect(result).toBeInstanceOf(Error);
    expect(result.name).toBe('ContentError');
    expect(result.status).toBe(status);
    expect(result.message).toBe(message);
  });

  it('returns a ContentError unchanged', () => {
    const error = new ContentError('Content service: x', 503);
    expect(toContentError(error)).toBe(error);
  });
});
