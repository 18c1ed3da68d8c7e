/**
 * Algolia's API key reads (`GET /1/keys`, `GET /1/keys/{key}`), which `npm run preflight` asks about
 * the site's keys. The search key is a listed key with the ACL `search`; the admin key is the
 * application's Admin API key, which is not a listed key: asked about itself it is answered 404, and
 * only it may list the keys (the preflight accepts either answer for it, since Algolia documents
 * neither). A key other than the admin key may read only itself, its description redacted, as Algolia
 * documents. Keys are never created or changed here.
 */
import type { ApiKey, GetApiKeyResponse, ListApiKeysResponse } from '@algolia/client-search';

export type KeysAnswer = { body: GetApiKeyResponse | ListApiKeysResponse } | { status: number; message: string };

const createdAt = Math.floor(Date.now() / 1000);

/** The answer to a request on `/1/keys…`; undefined for any other path. */
export function keysAnswer(keys: { searchKey: string; adminKey: string }, caller: string, pathname: string, method: string): KeysAnswer | undefined {
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] !== '1' || parts[1] !== 'keys' || method !== 'GET' || parts.length > 3) return undefined;
  const searchKey: ApiKey = { acl: ['search'], description: 'Search-Only API Key', indexes: [], maxHitsPerQuery: 0, maxQueriesPerIPPerHour: 0, queryParameters: '', referers: [], validity: 0 };
  const asked = parts[2];
  const admin = caller === keys.adminKey;
  if (asked === undefined) return admin ? { body: { keys: [{ ...searchKey, value: keys.searchKey, createdAt }] } } : { status: 403, message: 'Method not allowed with this API key' };
  if (asked === keys.searchKey && (admin || caller === asked)) return { body: { ...searchKey, ...(admin ? {} : { description: '<redacted>' }), value: asked, createdAt } };
  return admin ? { status: 404, message: 'Key does not exist' } : { status: 403, message: 'Method not allowed with this API key' };
}
