/**
 * Bringing the redirects table in line with the editors' redirects, after every story publication:
 * a moved page's old addresses first get their automatic redirects, a page back at a redirect's
 * address takes it back, then every published redirect is checked as the legacy import checks its
 * rows. What is valid is written, what is gone is removed, and each refused redirect's Problem
 * field (in its draft, not published) says why in every language. A bad redirect never stops the rest.
 */
import { randomUUID } from 'node:crypto';
import type { RedirectBlok } from '@pv/cms/content-types.generated';
import type { DocumentHosts } from '@pv/shared/documents';
import {
  addressLink,
  movedAddresses,
  problemFields,
  redirectRow,
  redirectsToOldAddresses,
  sameRedirect,
  sitePages,
  storyLink,
  takenBack,
  type MovedPage,
  type PageStory,
  type RedirectStory,
} from './editors';
import { normaliseSource } from './paths';
import { describeProblem, diffRedirects, planRedirects, type RedirectEntry, type RedirectProblem, type RedirectRow } from './plan';
import type { RedirectStore } from './store';

/** The space as the sync sees it: published pages and redirects, redirect drafts, and the Management API's writes. */
export interface RedirectSpace {
  pages(): Promise<PageStory[]>;
  redirects(version: 'published' | 'draft'): Promise<RedirectStory[]>;
  /** creates and publishes a redirect story */
  create(content: RedirectBlok, name: string): Promise<RedirectStory>;
  /** replaces the story's content: published at once, or saved as its draft */
  update(story: RedirectStory, content: RedirectBlok, publish: boolean): Promise<void>;
  remove(storyId: number): Promise<void>;
}

export interface RedirectSyncDependencies {
  space: RedirectSpace;
  store: RedirectStore;
  allowedHosts: readonly string[];
  documents: DocumentHosts;
  /** whether an absolute target on an allowed host answers (documents) */
  addressExists(url: URL): Promise<boolean>;
  /** addresses of the site that are not stories (its own tools) */
  appPages?: readonly string[];
  now?: () => Date;
}

export interface RedirectSyncReport {
  /** old addresses of a moved page that now redirect to it */
  created: string[];
  /** redirects that pointed at a moved page's old address and now link the page */
  followed: string[];
  /** automatic redirects removed because a page is at their address again */
  takenBack: string[];
  added: number;
  changed: number;
  removed: number;
  /** each refused redirect in words (ops read them in the log) */
  problems: string[];
  /** the sources whose answer changed: what the CDN must forget */
  changedSources: string[];
  /** redirects whose Problem field could not be written (the next publication tries again) */
  problemsNotWritten: string[];
}

const sourcesOf = (entries: readonly RedirectEntry[]) => entries.map((entry) => entry.source);

export async function syncRedirects(dependencies: RedirectSyncDependencies, moved: MovedPage | null): Promise<RedirectSyncReport> {
  const { space, store } = dependencies;
  const [pageStories, published] = await Promise.all([space.pages(), space.redirects('published')]);
  const pages = sitePages(pageStories, dependencies.appPages);
  let redirects = published.filter((story) => story.content.component === 'redirect');

  const created: string[] = [];
  const followed: string[] = [];
  if (moved) {
    const page = pageStories.find((story) => story.uuid === moved.uuid);
    const link = storyLink(moved.uuid, page?.default_full_slug ?? page?.full_slug ?? '');
    const date = (dependencies.now ?? (() => new Date()))().toISOString().slice(0, 10);
    for (const { source } of movedAddresses(moved, redirects, pages)) {
      const content: RedirectBlok = { _uid: randomUUID(), component: 'redirect', source, target: link, status: '301', automatic: true, note: `Created by the site on ${date}: the page moved from ${source}.`, problem: '' };
      redirects = [...redirects, await space.create(content, source)];
      created.push(source);
    }
    // no chains: a redirect to an old address now leads to the new one, in the same language; one with
    // unpublished changes is left as it is (publishing would publish them), the table skips the hop anyway
    const earlier = redirectsToOldAddresses(moved, redirects);
    const drafts = earlier.length ? new Map((await space.redirects('draft')).map((story) => [story.id, story])) : new Map<number, RedirectStory>();
    for (const { story, address } of earlier) {
      const draft = drafts.get(story.id);
      if (draft && !sameRedirect(draft.content, story.content)) continue;
      const content = { ...story.content, target: addressLink(address) };
      await space.update(story, content, true);
      story.content = content;
      followed.push(story.content.source ?? '');
    }
  }

  const goneBack = takenBack(redirects, pages);
  for (const story of goneBack) await space.remove(story.id);
  redirects = redirects.filter((story) => !goneBack.includes(story));

  const rows = new Map<RedirectRow, RedirectStory>(redirects.map((story) => [redirectRow(story, pages, dependencies.documents), story]));
  const stored = await store.all();
  // a target already in the table was checked when it was written: a document server is asked about new ones only
  const checked = new Set(stored.map((entry) => entry.target));
  const plan = await planRedirects([...rows.keys()], {
    allowedHosts: dependencies.allowedHosts,
    pageExists: (path) => pages.live.has(normaliseSource(path) ?? ''),
    addressExists: async (url) => checked.has(url.href) || dependencies.addressExists(url),
  });
  const diff = diffRedirects(stored, plan.entries);
  await store.put([...diff.added, ...diff.changed]);
  await store.delete(sourcesOf(diff.removed));

  const problemsNotWritten = await writeProblems(dependencies, rows, plan.problems);
  return {
    created,
    followed,
    takenBack: goneBack.map((story) => story.content.source ?? ''),
    added: diff.added.length,
    changed: diff.changed.length,
    removed: diff.removed.length,
    problems: plan.problems.map(describeProblem),
    changedSources: sourcesOf([...diff.added, ...diff.changed, ...diff.removed]),
    problemsNotWritten,
  };
}

/**
 * Each published redirect's Problem field, written into its draft where it differs (an editor's
 * unpublished changes stay). A write that fails is logged and skipped: the table is already right.
 * Returns the labels of the redirects not written.
 */
async function writeProblems({ space, allowedHosts }: RedirectSyncDependencies, rows: Map<RedirectRow, RedirectStory>, problems: readonly RedirectProblem[]): Promise<string[]> {
  const byRow = new Map(problems.map((problem) => [problem.row, problem]));
  const drafts = new Map((await space.redirects('draft')).map((story) => [story.id, story]));
  const notWritten: string[] = [];
  for (const [row, story] of rows) {
    const fields = problemFields(byRow.get(row), allowedHosts);
    const draft = drafts.get(story.id) ?? story;
    // the draft answers in the default language: its Problem is the default language's text
    if ((draft.content.problem ?? '') === fields.problem) continue;
    try {
      await space.update(draft, { ...draft.content, ...fields }, false);
    } catch (error) {
      console.warn(JSON.stringify({ level: 'warn', message: 'redirect problem not written', redirect: row.label, error: error instanceof Error ? error.message : String(error) }));
      notWritten.push(row.label);
    }
  }
  return notWritten;
}
