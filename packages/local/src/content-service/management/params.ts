/** Request values, cast as Rails casts parameters, and the query parameters of the lists. */
import { Unprocessable } from '../store.js';
import { isObject, type Json, notImplemented, Refused } from './http.js';

export const invalid = (field: string, message = 'is invalid') => new Unprocessable({ [field]: [message] });

export function text(source: Json, key: string): string | undefined {
  const value = source[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(key);
  return value;
}

export function nullableText(source: Json, key: string): string | null | undefined {
  return source[key] === null ? null : text(source, key);
}

export function integer(source: Json, key: string): number | undefined {
  const value = source[key];
  if (value === undefined) return undefined;
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value);
  throw invalid(key);
}

export function flag(value: unknown, key: string): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  throw invalid(key);
}

/** `params.require(:story)`: Storyblok answers 422 when the wrapping key is missing or empty. */
export function wrapped(body: Json, name: string): Json {
  const value = body[name];
  if (!isObject(value) || Object.keys(value).length === 0) throw new Refused(422, { error: `param is missing or the value is empty: ${name}` });
  return value;
}

export function nestedAttributes(source: Json, key: string): Json[] | undefined {
  const value = source[key];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || !value.every(isObject)) throw invalid(key);
  return value;
}

function positiveInt(query: URLSearchParams, name: string, fallback: number): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Refused(422, { error: `${name} must be a positive integer` });
  return Number(raw);
}

export function idList(query: URLSearchParams, name: string): string[] | undefined {
  return query.get(name)?.split(',').map((item) => item.trim()).filter(Boolean);
}

/** Refuses query parameters this stand-in does not implement: an ignored filter would answer wrongly. */
export function onlyParams(query: URLSearchParams, known: string[]): void {
  for (const name of query.keys()) if (!known.includes(name)) throw notImplemented(`the query parameter ${name}`);
}

export function paged<T>(items: T[], query: URLSearchParams, maxPerPage: number) {
  const page = positiveInt(query, 'page', 1);
  const perPage = Math.min(positiveInt(query, 'per_page', 25), maxPerPage);
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    headers: { total: String(items.length), 'per-page': String(perPage) },
  };
}
