import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { editableAttributes } from '@/content/editable';
import { isValidPreviewToken, previewTokenParams, type PreviewTokenParams } from '@/content/preview';

const spaceId = '1000';
const previewToken = 'preview-secret';
const now = 1_750_000_000;

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
const tokenFor = (space: string, timestamp: number | string, secret = previewToken) => sha1(`${space}:${secret}:${timestamp}`);
const params = (timestamp: number, overrides: Partial<PreviewTokenParams> = {}): PreviewTokenParams => ({
  spaceId,
  timestamp: String(timestamp),
  token: tokenFor(spaceId, timestamp),
  ...overrides,
});
const check = (p: PreviewTokenParams) => isValidPreviewToken(p, { previewToken, expectedSpaceId: spaceId, nowSeconds: now });

describe('isValidPreviewToken', () => {
  it.each<[string, PreviewTokenParams]>([
    ['fresh token', params(now - 10)],
    ['token of this very second', params(now)],
    ['exactly one hour old', params(now - 3600)],
    ['upper-case hex token', params(now - 10, { token: tokenFor(spaceId, now - 10).toUpperCase() })],
  ])('%s is valid', (_name, p) => {
    expect(check(p)).toBe(true);
  });

  it.each<[string, PreviewTokenParams]>([
    ['wrong space id (token computed for it)', { spaceId: '2000', timestamp: String(now - 10), token: tokenFor('2000', now - 10) }],
    ['wrong space id (token of our space)', params(now - 10, { spaceId: '2000' })],
    ['tampered token', params(now - 10, { token: tokenFor(spaceId, now - 10).replace(/^./, (c) => (c === '0' ? '1' : '0')) })],
    ['token made with another secret', params(now - 10, { token: tokenFor(spaceId, now - 10, 'other-secret') })],
    ['token for another timestamp', params(now - 10, { token: tokenFor(spaceId, now - 20) })],
    ['truncated token', params(now - 10, { token: tokenFor(spaceId, now - 10).slice(0, 39) })],
    ['stale: one hour and one second old', params(now - 3601)],
    ['stale: one day old', params(now - 86_400)],
    ['far in the future', params(now + 3600)],
    ['non-numeric timestamp', { spaceId, timestamp: 'abc', token: tokenFor(spaceId, 'abc') }],
    ['missing space id', params(now - 10, { spaceId: null })],
    ['missing timestamp', params(now - 10, { timestamp: null })],
    ['missing token', params(now - 10, { token: null })],
    ['empty token', params(now - 10, { token: '' })],
    ['empty space id', params(now - 10, { spaceId: '' })],
  ])('%s is invalid', (_name, p) => {
    expect(check(p)).toBe(false);
  });

  it('uses the current time when none is given', () => {
    const timestamp = Math.floor(Date.now() / 1000) - 5;
    expect(isValidPreviewToken(params(timestamp), { previewToken, expectedSpaceId: spaceId })).toBe(true);
    expect(isValidPreviewToken(params(timestamp - 7200), { previewToken, expectedSpaceId: spaceId })).toBe(false);
  });
});

describe('previewTokenParams', () => {
  it.each<[string, PreviewTokenParams]>([
    ['_storyblok=1&_storyblok_tk[space_id]=1000&_storyblok_tk[timestamp]=123&_storyblok_tk[token]=abc', { spaceId: '1000', timestamp: '123', token: 'abc' }],
    ['_storyblok_tk%5Bspace_id%5D=1000&_storyblok_tk%5Btimestamp%5D=123&_storyblok_tk%5Btoken%5D=abc', { spaceId: '1000', timestamp: '123', token: 'abc' }],
    ['_storyblok=1', { spaceId: null, timestamp: null, token: null }],
  ])('%s → %j', (search, expected) => {
    expect(previewTokenParams(new URLSearchParams(search))).toEqual(expected);
  });
});

describe('visual editor attributes of a block', () => {
  it('come from the draft `_editable` comment', () => {
    const blok = { _uid: 'b1', component: 'hero', _editable: '<!--#storyblok#{"name": "hero", "space": "1000", "uid": "b1", "id": "1001"}-->' };
    expect(editableAttributes(blok)).toEqual({ 'data-blok-c': '{"name":"hero","space":"1000","uid":"b1","id":"1001"}', 'data-blok-uid': '1001-b1' });
  });

  it('are absent for published content and for a broken comment', () => {
    expect(editableAttributes({ _uid: 'b1' })).toEqual({});
    expect(editableAttributes({ _editable: '<!--#storyblok#{broken-->' })).toEqual({});
  });
});
