/** Storyblok CDN query semantics: filter_query, sort_by and slug patterns. */

export class BadRequest extends Error {
  constructor(
    message: string,
    readonly status: 400 | 422 = 422,
  ) {
    super(message);
  }
}

const OPERATORS = [
  'in',
  'not_in',
  'like',
  'not_like',
  'exists',
  'is',
  'in_array',
  'all_in_array',
  'gt_date',
  'lt_date',
  'gt_int',
  'lt_int',
  'gt_float',
  'lt_float',
] as const;
export type FilterOperator = (typeof OPERATORS)[number];

export interface FieldCondition {
  field: string;
  op: FilterOperator;
  value: string;
}
/** All `and` conditions must hold, and (when given) all conditions of at least one `or` alternative. */
export interface FilterQuery {
  and: FieldCondition[];
  or: FieldCondition[][];
}

/**
 * Reads `filter_query[field][op]=value` and `filter_query[__or][i][field][op]=value`
 * from a query string (the brackets arrive literally).
 */
export function parseFilterQuery(params: URLSearchParams): FilterQuery {
  const and: FieldCondition[] = [];
  const orGroups = new Map<string, FieldCondition[]>();
  for (const [key, value] of params) {
    if (!key.startsWith('filter_query[')) continue;
    const parts = [...key.slice('filter_query'.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '');
    const isOr = parts[0] === '__or';
    const [field, op] = isOr ? parts.slice(2) : parts;
    if (!field || !op || (isOr && parts.length !== 4) || (!isOr && parts.length !== 2)) {
      throw new BadRequest(`Malformed filter_query parameter: ${key}`);
    }
    if (!(OPERATORS as readonly string[]).includes(op)) {
      throw new BadRequest(`Unknown filter_query operation '${op}' on '${field}'`);
    }
    const condition = { field, op: op as FilterOperator, value };
    if (isOr) {
      // `[__or][0][…]` names its alternative; `[__or][][…]` (how storyblok-js-client sends arrays)
      // continues the last alternative until a field repeats, as Rails reads such parameters
      let group = parts[1] ?? '';
      if (group === '') {
        const last = [...orGroups.keys()].filter((k) => k.startsWith('#')).pop();
        const lastHasField = last !== undefined && orGroups.get(last)!.some((c) => c.field === field);
        group = last === undefined || lastHasField ? `#${orGroups.size}` : last;
      }
      orGroups.set(group, [...(orGroups.get(group) ?? []), condition]);
    } else {
      and.push(condition);
    }
  }
  return { and, or: [...orGroups.values()] };
}

function fieldValue(content: Record<string, unknown>, field: string): unknown {
  return field.split('.').reduce<unknown>((value, key) => {
    if (value && typeof value === 'object') return (value as Record<string, unknown>)[key];
    return undefined;
  }, content);
}

const wildcard = (pattern: string) =>
  new RegExp(`^${pattern.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`, 'is');

const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

export function matchesCondition(content: Record<string, unknown>, { field, op, value }: FieldCondition): boolean {
  const actual = fieldValue(content, field);
  const list = value.split(',');
  switch (op) {
    case 'in':
      return list.includes(asText(actual));
    case 'not_in':
      return !list.includes(asText(actual));
    case 'like':
      return list.some((p) => wildcard(p).test(asText(actual)));
    case 'not_like':
      return !list.some((p) => wildcard(p).test(asText(actual)));
    case 'exists':
      return actual !== undefined && actual !== null && actual !== '';
    case 'is':
      switch (value) {
        case 'empty':
          return actual === '' || actual === undefined || (Array.isArray(actual) && actual.length === 0);
        case 'not_empty':
          return !(actual === '' || actual === undefined || (Array.isArray(actual) && actual.length === 0));
        case 'empty_array':
          return Array.isArray(actual) && actual.length === 0;
        case 'not_empty_array':
          return Array.isArray(actual) && actual.length > 0;
        case 'true':
          return actual === true;
        case 'false':
          return actual === false;
        case 'null':
          return actual === null;
        case 'not_null':
          return actual !== null && actual !== undefined;
        default:
          throw new BadRequest(`filter_query[${field}][is] takes empty, not_empty, empty_array, not_empty_array, true, false, null or not_null`);
      }
    case 'in_array':
      return Array.isArray(actual) && list.some((v) => actual.map(asText).includes(v));
    case 'all_in_array':
      return Array.isArray(actual) && list.every((v) => actual.map(asText).includes(v));
    case 'gt_date':
    case 'lt_date': {
      const [a, b] = [Date.parse(asText(actual)), Date.parse(value.replace(' ', 'T'))];
      if (Number.isNaN(b)) throw new BadRequest(`filter_query[${field}][${op}] needs a date`);
      if (Number.isNaN(a)) return false;
      return op === 'gt_date' ? a > b : a < b;
    }
    default: {
      const parse = op.endsWith('_int') ? (v: string) => Number.parseInt(v, 10) : Number.parseFloat;
      const [a, b] = [parse(asText(actual)), parse(value)];
      if (Number.isNaN(b)) throw new BadRequest(`filter_query[${field}][${op}] needs a number`);
      if (Number.isNaN(a)) return false;
      return op.startsWith('gt') ? a > b : a < b;
    }
  }
}

export function matchesFilter(content: Record<string, unknown>, filter: FilterQuery): boolean {
  return (
    filter.and.every((c) => matchesCondition(content, c)) &&
    (filter.or.length === 0 || filter.or.some((alternative) => alternative.every((c) => matchesCondition(content, c))))
  );
}

/** `by_slugs` / `excluding_slugs` entries: full slugs, `*` as a wildcard. */
export function matchesSlugPattern(slug: string, patterns: string[]): boolean {
  return patterns.some((p) => wildcard(p.replace(/\/$/, '')).test(slug.replace(/\/$/, '')));
}

export interface SortSpec {
  field: string;
  direction: 'asc' | 'desc';
  type: 'string' | 'int' | 'float';
}

const SORTABLE_STORY_FIELDS = [
  'name',
  'slug',
  'full_slug',
  'created_at',
  'updated_at',
  'published_at',
  'first_published_at',
  'sort_by_date',
  'position',
  'id',
];

export function parseSortBy(sortBy: string | null): SortSpec | null {
  if (!sortBy) return null;
  const [field = '', direction = 'asc', type = 'string'] = sortBy.split(':');
  if (!field.startsWith('content.') && !SORTABLE_STORY_FIELDS.includes(field)) {
    throw new BadRequest(`sort_by: cannot sort by '${field}'`);
  }
  if (direction !== 'asc' && direction !== 'desc') throw new BadRequest(`sort_by: direction must be asc or desc`);
  if (type !== 'string' && type !== 'int' && type !== 'float') throw new BadRequest(`sort_by: type must be int or float`);
  return { field, direction, type };
}

export function compareBy<T extends object>(spec: SortSpec): (a: T, b: T) => number {
  const sign = spec.direction === 'asc' ? 1 : -1;
  const key = (row: T) => {
    const raw = fieldValue(row as Record<string, unknown>, spec.field);
    if (spec.type === 'string') return typeof raw === 'number' ? raw : asText(raw);
    const n = Number.parseFloat(asText(raw));
    return Number.isNaN(n) ? Number.NEGATIVE_INFINITY : n;
  };
  return (a, b) => {
    const [x, y] = [key(a), key(b)];
    if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
    return sign * String(x).localeCompare(String(y));
  };
}
