/**
 * Checking a redirect list before it is loaded: every source once, every target allowed and alive,
 * chains shortened to one hop (A→B→C is stored as A→C), loops refused, no source hiding a live page.
 */
import type { RedirectRow } from '@pv/cms/legacy-redirects';
import { NOT_REDIRECTABLE, type RedirectTarget } from '@pv/shared/redirect-target';
import { checkTarget, normaliseSource } from './paths';

export type RedirectStatus = 301 | 308;

/** A row of the list: from the legacy file (`parseRedirectCsv`) or an editors' redirect story. */
export type { RedirectRow };

/** Why a row is not loaded: a code per rule, with what an editor's message names. */
export type RedirectRefusal =
  | { code: 'source-not-path' }
  | { code: 'reserved-source' }
  | { code: 'bad-status' }
  | { code: 'target-refused'; detail: string }
  | { code: 'duplicate'; other: RedirectRow }
  | { code: 'live-page' }
  | { code: 'loop'; chain: string[] }
  | { code: 'dead-target'; target: string };

export interface RedirectProblem {
  row: RedirectRow;
  refusal: RedirectRefusal;
}

/** A refusal in words, for the import's output and the function's log. */
export function describeProblem({ row, refusal }: RedirectProblem): string {
  const text = ((): string => {
    switch (refusal.code) {
      case 'source-not-path':
        return `the source ${JSON.stringify(row.source)} is not a path`;
      case 'reserved-source':
        return `the source ${row.source} is the site's root or one of its own paths (/_next, /api, /mail, /pdf, /redirects)`;
      case 'bad-status':
        return `status ${row.status} (only 301 and 308)`;
      case 'target-refused':
        return `target ${row.target}: ${refusal.detail}`;
      case 'duplicate':
        return `${row.source} repeats ${refusal.other.label} (both are ${normaliseSource(row.source)})`;
      case 'live-page':
        return `${row.source} is a live page; a redirect would hide it`;
      case 'loop':
        return `${row.source} is part of a loop (${refusal.chain.join(' → ')})`;
      case 'dead-target':
        return `the target ${refusal.target} does not exist`;
    }
  })();
  return `${row.label}: ${text}`;
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
  problems: RedirectProblem[];
  /** rows whose target was itself a source */
  chainsShortened: number;
}

const pathOf = (target: string) => target.split(/[?#]/)[0]!;

export async function planRedirects(rows: readonly RedirectRow[], context: PlanContext): Promise<RedirectPlan> {
  const problems: RedirectProblem[] = [];
  const refuse = (row: RedirectRow, refusal: RedirectRefusal) => problems.push({ row, refusal });
  const bySource = new Map<string, { row: RedirectRow; status: RedirectStatus; check: Exclude<RedirectTarget, { kind: 'refused' }> }>();

  for (const row of rows) {
    const source = normaliseSource(row.source);
    if (!source) {
      refuse(row, { code: 'source-not-path' });
      continue;
    }
    if (NOT_REDIRECTABLE.test(pathOf(source))) {
      refuse(row, { code: 'reserved-source' });
      continue;
    }
    const status = row.status.trim() === '' ? 301 : Number(row.status);
    if (status !== 301 && status !== 308) {
      refuse(row, { code: 'bad-status' });
      continue;
    }
    const check = checkTarget(row.target.trim(), context.allowedHosts);
    if (check.kind === 'refused') {
      refuse(row, { code: 'target-refused', detail: check.reason });
      continue;
    }
    const earlier = bySource.get(source);
    if (earlier) {
      refuse(row, { code: 'duplicate', other: earlier.row });
      continue;
    }
    if (context.pageExists(pathOf(source))) {
      refuse(row, { code: 'live-page' });
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
      refuse(first.row, { code: 'loop', chain: [...seen] });
      continue;
    }
    if (current !== first) chainsShortened += 1;
    const { check } = current;
    const alive = check.kind === 'allowed-host' ? await context.addressExists(check.url) : context.pageExists(pathOf(check.location));
    if (!alive) {
      refuse(first.row, { code: 'dead-target', target: current.row.target.trim() });
      continue;
    }
    // stored as the check wrote it: the address a browser would go to, nothing left to interpret
    entries.push({ source, target: check.location, status: first.status });
  }
  return { entries, problems, chainsShortened };
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
