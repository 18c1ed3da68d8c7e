import { type CdnAnswer, type CdnContext, versionOf } from './request.js';

/** `GET /v2/cdn/spaces/me`: the space, its cache version as `version`. */
export function spaceInfo(context: CdnContext, params: URLSearchParams): CdnAnswer {
  versionOf(context, params);
  const { id, name, domain, language_codes } = context.store.space;
  return { body: { space: { id, name, domain, version: context.store.cv, language_codes } } };
}
