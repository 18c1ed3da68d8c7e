import { BadRequest } from '../query.js';
import type { ContentStore } from '../store.js';
import type { Version } from '../types.js';

export class NotFound extends Error {}
export class Unauthorized extends Error {}

export const DEFAULT_PER_PAGE = 25;

/** What the endpoints read a request against: the space, and the tokens that open its versions. */
export interface CdnContext {
  store: ContentStore;
  /** token with published access */
  publicToken: string;
  /** token with draft access */
  previewToken: string;
}

/** An endpoint's answer: the JSON body, with the paging headers of a list. */
export interface CdnAnswer {
  body: unknown;
  headers?: Record<string, string>;
}

export function positiveInt(params: URLSearchParams, name: string, fallback: number): number {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new BadRequest(`${name} must be a positive integer`);
  return Number(raw);
}

export function list(params: URLSearchParams, name: string): string[] | null {
  const raw = params.get(name);
  return raw ? raw.split(',').map((s) => s.trim()).filter(Boolean) : null;
}

export function versionOf({ publicToken, previewToken }: CdnContext, params: URLSearchParams): Version {
  const version = params.get('version') ?? 'published';
  if (version !== 'published' && version !== 'draft') throw new BadRequest('version must be published or draft');
  const token = params.get('token');
  if (!token || (token !== publicToken && token !== previewToken)) throw new Unauthorized();
  if (version === 'draft' && token !== previewToken) throw new Unauthorized();
  return version;
}

export function languageOf(store: ContentStore, params: URLSearchParams): string | null {
  const language = params.get('language');
  return store.isLanguageCode(language) ? language : null;
}
