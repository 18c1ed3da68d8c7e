import { createHash, timingSafeEqual } from 'node:crypto';
import { PREVIEW_TOKEN_PARAMS } from './preview-params';

export { PREVIEW_TOKEN_PARAMS } from './preview-params';

/** Storyblok's preview token as the visual editor appends it: `_storyblok_tk[space_id|timestamp|token]`. */
export interface PreviewTokenParams {
  spaceId: string | null;
  timestamp: string | null;
  token: string | null;
}

/** how long an editor's preview link stays valid */
const MAX_AGE_SECONDS = 60 * 60;

export function previewTokenParams(search: URLSearchParams): PreviewTokenParams {
  const [spaceId, timestamp, token] = PREVIEW_TOKEN_PARAMS.map((name) => search.get(name));
  return { spaceId: spaceId ?? null, timestamp: timestamp ?? null, token: token ?? null };
}

/** Valid when token = SHA-1 of `space_id:preview_token:timestamp`, for our space, and the timestamp is fresh. */
export function isValidPreviewToken(
  { spaceId, timestamp, token }: PreviewTokenParams,
  { previewToken, expectedSpaceId, nowSeconds = Math.floor(Date.now() / 1000) }: { previewToken: string; expectedSpaceId: string; nowSeconds?: number },
): boolean {
  if (!spaceId || !timestamp || !token || spaceId !== expectedSpaceId || !/^\d+$/.test(timestamp)) return false;
  const age = nowSeconds - Number(timestamp);
  if (age > MAX_AGE_SECONDS || age < -60) return false;
  const expected = createHash('sha1').update(`${spaceId}:${previewToken}:${timestamp}`).digest('hex');
  const [a, b] = [Buffer.from(expected), Buffer.from(token.toLowerCase())];
  return a.length === b.length && timingSafeEqual(a, b);
}
