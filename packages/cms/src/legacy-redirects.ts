/**
 * The legacy redirect list (`data/legacy-redirects.csv`): read by `npm run redirects:import` and by
 * the space bootstrap, which turns each row into an editors' redirect story.
 */
import { REDIRECTS_FOLDER } from './folders';
import type { StoredStory } from './stored-story';

/** A row of a redirect list: from the legacy file (`parseRedirectCsv`) or an editors' redirect story (the redirect functions check both). */
export interface RedirectRow {
  /** where the row comes from, for messages: `line 12` of the file, `story 345` of the editors' redirects */
  label: string;
  source: string;
  target: string;
  status: string;
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
    rows.push({ label: `line ${index + 2}`, source: cells[0] ?? '', target: cells[1] ?? '', status: cells[2] ?? '' });
  });
  return rows;
}

/** above every demo story's id (the demo space's stories are numbered below 10,000) */
const FIRST_ID = 20_000;
const CREATED = '2026-11-24T08:00:00.000Z';

/** A stable uuid for a generated story (the demo files' uuids have the same form). */
const uuidOf = (id: number) => {
  const hex = id.toString(16).padStart(8, '0');
  return `${hex}-0000-4000-8000-0000${hex}`;
};

/** A slug Storyblok accepts, readable from the address: `/de/alte-seite?id=3` → `de-alte-seite-id-3`. */
export function redirectSlug(source: string): string {
  const slug = source
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug || 'home';
}

/** The legacy rows as the editors' redirect stories: a folder `_redirects` and one published story per row. */
export function legacyRedirectStories(rows: readonly RedirectRow[], languageCodes: readonly string[]): StoredStory[] {
  const story = (fields: Pick<StoredStory, 'id' | 'name' | 'slug' | 'full_slug' | 'parent_id' | 'position'> & Partial<StoredStory>): StoredStory => ({
    uuid: uuidOf(fields.id),
    is_startpage: false,
    tag_list: [],
    published: true,
    created_at: CREATED,
    published_at: CREATED,
    first_published_at: CREATED,
    sort_by_date: null,
    ...fields,
    // a data story keeps its path in every language (as the partners do)
    translated_slugs: Object.fromEntries(languageCodes.map((code) => [code, { path: fields.full_slug, name: fields.name }])),
  });
  const folder = story({ id: FIRST_ID, name: 'Redirects', slug: REDIRECTS_FOLDER, full_slug: REDIRECTS_FOLDER, parent_id: 0, position: 19, is_folder: true });
  const taken = new Set<string>();
  const stories = rows.map((row, index) => {
    const id = FIRST_ID + 1 + index;
    let slug = redirectSlug(row.source);
    // two sources may read alike once reduced to a slug (`/a?b` and `/a-b`): Storyblok wants each slug once per folder
    if (taken.has(slug)) slug = `${slug}-${id}`;
    taken.add(slug);
    const target = row.target.trim();
    return story({
      id,
      name: row.source,
      slug,
      full_slug: `${REDIRECTS_FOLDER}/${slug}`,
      parent_id: folder.id,
      position: index,
      content: {
        _uid: `redirect-${id}`,
        component: 'redirect',
        source: row.source,
        target: { linktype: 'url', fieldtype: 'multilink', id: '', url: target, cached_url: target },
        status: row.status.trim() === '308' ? '308' : '301',
        note: `Legacy address (data/legacy-redirects.csv, ${row.label})`,
        automatic: false,
        problem: '',
      },
    });
  });
  return [folder, ...stories];
}
