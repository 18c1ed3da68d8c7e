/**
 * Algolia's `filters` syntax as far as the site uses it: `attribute:value` facets (values may be
 * quoted), joined by AND and OR, with parentheses and NOT.
 */
export type Filter =
  | { kind: 'facet'; attribute: string; value: string }
  | { kind: 'not'; filter: Filter }
  | { kind: 'and' | 'or'; filters: Filter[] };

export class FilterSyntaxError extends Error {}

const TOKEN = /\s*(\(|\)|AND\b|OR\b|NOT\b|[\w.]+:(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^\s()]+))/y;

export function parseFilters(input: string): Filter {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  let match: RegExpExecArray | null;
  while (TOKEN.lastIndex < input.length && (match = TOKEN.exec(input))) tokens.push(match[1]!);
  if (input.slice(TOKEN.lastIndex).trim()) throw new FilterSyntaxError(`filters: unexpected "${input.slice(TOKEN.lastIndex).trim()}"`);
  let position = 0;

  /** operands joined by one operator: `a OP b OP c` (AND binds closer than OR) */
  const chain =
    (operator: 'AND' | 'OR', operand: () => Filter) =>
    (): Filter => {
      const operands = [operand()];
      while (tokens[position] === operator) {
        position++;
        operands.push(operand());
      }
      return operands.length === 1 ? operands[0]! : { kind: operator === 'AND' ? 'and' : 'or', filters: operands };
    };
  const conjunction = chain('AND', () => term());
  const expression = chain('OR', conjunction);
  const term = (): Filter => {
    const token = tokens[position++];
    if (token === 'NOT') return { kind: 'not', filter: term() };
    if (token === '(') {
      const inner = expression();
      if (tokens[position++] !== ')') throw new FilterSyntaxError('filters: missing ")"');
      return inner;
    }
    if (!token || !token.includes(':')) throw new FilterSyntaxError(`filters: expected attribute:value, found "${token ?? 'end'}"`);
    const colon = token.indexOf(':');
    const raw = token.slice(colon + 1);
    const value = /^["']/.test(raw) ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw;
    return { kind: 'facet', attribute: token.slice(0, colon), value };
  };

  const filter = expression();
  if (position !== tokens.length) throw new FilterSyntaxError(`filters: unexpected "${tokens[position]}"`);
  return filter;
}

export function matchesFilter(record: Record<string, unknown>, filter: Filter): boolean {
  switch (filter.kind) {
    case 'facet': {
      const value = record[filter.attribute];
      const values = Array.isArray(value) ? value : [value];
      // Algolia compares facet values without regard to case, objectIDs with it
      const fold = (text: string) => (filter.attribute === 'objectID' ? text : text.toLowerCase());
      return values.some((v) => v !== undefined && v !== null && fold(String(v)) === fold(filter.value));
    }
    case 'not':
      return !matchesFilter(record, filter.filter);
    case 'and':
      return filter.filters.every((f) => matchesFilter(record, f));
    case 'or':
      return filter.filters.some((f) => matchesFilter(record, f));
  }
}

/** The language a filter requires (`lang:xx`, alone or joined by AND), if any. */
export function requiredLanguage(filter: Filter | null): string | null {
  if (!filter) return null;
  if (filter.kind === 'facet') return filter.attribute === 'lang' ? filter.value : null;
  if (filter.kind === 'and') return filter.filters.map(requiredLanguage).find((lang) => lang !== null) ?? null;
  return null;
}
