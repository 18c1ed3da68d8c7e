/**
 * Checking a redirect list before it is loaded: every source once, every target allowed and alive,
 * chains shortened to one hop (A→B→C is stored as A→C), loops refused, no source hiding a live page.
 */
import type { RedirectTarget } from '@pv/shared/redirect-target';
import { checkTarget, normaliseSource } from './paths';

export type RedirectStatus = 301 | 308;

export interface RedirectRow {
  /** line in the file, for messages */
  line: number;
  source: string;
  target: string;
  status: string;
}

export interface RedirectEntry {
  /** normalised (see normaliseSource) */
  source: string;
  target: string;
  status: RedirectStatus;
}

export interface PlanContext {
  allowedHosts: readonly string[];
  /** whether a site path (without query) is a page */
  pageExists(path: string): boolean;
  /** whether an allowed absolute address answers (documents on the document server) */
  addressExists(url: URL): Promise<boolean>;
}

export interface RedirectPlan {
  entries: RedirectEntry[];
  errors: string[];
  /** rows whose target was itself a source */
  chainsShortened: number;
}

const pathOf = (target: string) => target.split(/[?#]/)[0]!;

export async function planRedirects(rows: readonly RedirectRow[], context: PlanContext): Promise<RedirectPlan> {
  const errors: string[] = [];
  const bySource = new Map<string, { row: RedirectRow; status: RedirectStatus; check: Exclude<RedirectTarget, { kind: 'refused' }> }>();

  for (const row of rows) {
    const source = normaliseSource(row.source);
    if (!source) {
      errors.push(`line ${row.line}: the source ${JSON.stringify(row.source)} is not a path`);
      continue;
    }
    const status = row.status.trim() === '' ? 301 : Number(row.status);
    if (status !== 301 && status !== 308) {
      errors.push(`line ${row.line}: status ${row.status} (only 301 and 308)`);
      continue;
    }
    const check = checkTarget(row.target.trim(), context.allowedHosts);
    if (check.kind === 'refused') {
      errors.push(`line ${row.line}: target ${row.target}: ${check.reason}`);
      continue;
    }
    const earlier = bySource.get(source);
    if (earlier) {
      errors.push(`line ${row.line}: ${row.source} repeats line ${earlier.row.line} (both are ${source})`);
      continue;
    }
    if (context.pageExists(pathOf(source))) {
      errors.push(`line ${row.line}: ${row.source} is a live page; a redirect would hide it`);
      continue;
    }
    bySource.set(source, { row, status, check });
  }

  const entries: RedirectEntry[] = [];
  let chainsShortened = 0;
  for (const [source, first] of bySource) {
    // follow targets that are themselves sources, to the end of the chain
    const seen = new Set([source]);
    let current = first;
    let loop = false;
    for (;;) {
      const next = current.check.kind === 'site' ? normaliseSource(current.check.location) : null;
      const hop = next ? bySource.get(next) : undefined;
      if (!next || !hop) break;
      if (seen.has(next)) {
        loop = true;
        break;
      }
      seen.add(next);
      current = hop;
    }
    if (loop) {
      errors.push(`line ${first.row.line}: ${first.row.source} is part of a loop (${[...seen].join(' → ')})`);
      continue;
    }
    if (current !== first) chainsShortened += 1;
    const { check } = current;
    const alive = check.kind === 'allowed-host' ? await context.addressExists(check.url) : context.pageExists(pathOf(check.location));
    if (!alive) {
      errors.push(`line ${first.row.line}: the target ${current.row.target.trim()} does not exist`);
      continue;
    }
    // stored as the check wrote it: the address a browser would go to, nothing left to interpret
    entries.push({ source, target: check.location, status: first.status });
  }
  return { entries, errors, chainsShortened };
}

export interface RedirectDiff {
  added: RedirectEntry[];
  changed: RedirectEntry[];
  removed: RedirectEntry[];
  unchanged: number;
}

/** What loading `planned` changes in a table holding `stored`: the file is the whole truth. */
export function diffRedirects(stored: readonly RedirectEntry[], planned: readonly RedirectEntry[]): RedirectDiff {
  const before = new Map(stored.map((entry) => [entry.source, entry]));
  const after = new Set(planned.map((entry) => entry.source));
  const diff: RedirectDiff = { added: [], changed: [], removed: stored.filter((entry) => !after.has(entry.source)), unchanged: 0 };
  for (const entry of planned) {
    const old = before.get(entry.source);
    if (!old) diff.added.push(entry);
    else if (old.target !== entry.target || old.status !== entry.status) diff.changed.push(entry);
    else diff.unchanged += 1;
  }
  return diff;
}

/** `source,target,status` with a header line; RFC 4180 quotes allowed. */
export function parseRedirectCsv(text: string): RedirectRow[] {
  const rows: RedirectRow[] = [];
  const lines = text.split(/\r?\n/);
  const header = (lines[0] ?? '').trim().toLowerCase();
  if (header !== 'source,target,status') throw new Error(`the first line must be "source,target,status", not "${lines[0]}"`);
  lines.slice(1).forEach((line, index) => {
    if (!line.trim()) return;
    const cells = [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((match) => (match[1] !== undefined ? match[1].replace(/""/g, '"') : (match[2] ?? '')));
    rows.push({ line: index + 2, source: cells[0] ?? '', target: cells[1] ?? '', status: cells[2] ?? '' });
  });
  return rows;
}
