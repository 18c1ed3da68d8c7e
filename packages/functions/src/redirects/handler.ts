/**
 * The redirect lookup behind `GET /redirects/lookup?path=/old/address?query`: the site asks it for
 * a path before serving it (and caches the answer). 200 `{ target, status }`, or 404.
 */
import { documentClient } from '../aws';
import { redirectHostsConfig, storageConfig, type StorageConfig } from '../config';
import { lambdaEntry } from '../lambda';
import { errorResult, HttpError, json, type HttpEvent, type HttpResult } from '../http';
import { checkTarget, normaliseSource } from './paths';
import { dynamoRedirectStore, type RedirectStore } from './store';

export interface RedirectDependencies {
  store: RedirectStore;
  /** hosts an absolute target may point to (documents, the production site) */
  allowedHosts: readonly string[];
}

/** a path longer than any legacy address is not one */
const MAX_PATH = 2048;

export function createRedirectHandler({ store, allowedHosts }: RedirectDependencies) {
  return async (event: HttpEvent): Promise<HttpResult> => {
    try {
      if (event.rawPath.replace(/\/+$/, '') !== '/redirects/lookup') throw new HttpError(404, 'not-found', `No such address: ${event.rawPath}`);
      const method = event.requestContext?.http?.method ?? 'GET';
      if (method !== 'GET' && method !== 'HEAD') throw new HttpError(405, 'method-not-allowed', 'Use GET.', {}, { allow: 'GET, HEAD' });
      const path = new URLSearchParams(event.rawQueryString ?? '').get('path') ?? '';
      if (!path || path.length > MAX_PATH) throw new HttpError(400, 'bad-path', `Give the address as ?path= (at most ${MAX_PATH} characters).`);
      const source = normaliseSource(path);
      const entry = source ? await store.get(source) : null;
      // a stored target is checked again: a row written by hand must not open a redirect off-site
      const target = entry ? checkTarget(entry.target, allowedHosts) : null;
      if (!entry || !target || target.kind === 'refused') {
        return json(404, { error: 'not-found', message: 'No redirect for this address.' }, { 'cache-control': 'max-age=2' });
      }
      return json(200, { target: target.location, status: entry.status }, { 'cache-control': 'max-age=2' });
    } catch (error) {
      return errorResult(error);
    }
  };
}

/** Only storage settings: the lookup must not depend on the mail function's secrets. */
export function redirectDependencies(config: StorageConfig = storageConfig()): RedirectDependencies {
  return { store: dynamoRedirectStore(documentClient(config), config.tables.redirects), allowedHosts: redirectHostsConfig() };
}

/** Lambda entry point */
export const handler = lambdaEntry(() => createRedirectHandler(redirectDependencies()));
