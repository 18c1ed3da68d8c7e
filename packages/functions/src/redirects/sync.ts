/**
 * Bringing the redirects table in line with the editors' redirects, after every story publication:
 * a moved page's old addresses first get their automatic redirects, automatic redirects follow their
 * page's life (unpublished with it, told why; online again with it), a page back at a redirect's
 * address takes it back, then every published redirect is checked as the legacy import checks its
 * rows. What is valid is written, what is gone is removed, and each refused redirect's Problem
 * field (in its draft, not published) says why in every language. A bad redirect never stops the rest.
 */
import { randomUUID } from 'node:crypto';
import type { RedirectBlok } from '@pv/cms/content-types.generated';
import type { DocumentHosts } from '@pv/shared/documents';
import { addressLanguage, storyAddresses } from '@pv/shared/story-paths';
import {
  addressLink,
  hasProblem,
  linkedPage,
  lostPageContent,
  movedAddresses,
  noProblem,
  problemFields,
  saysPageUnpublished,
  redirectRow,
  redirectsToOldAddresses,
  sameContent,
  sameRedirect,
  sitePages,
  storyLink,
  takenBack,
  type LostPage,
  type MovedPage,
  type PageStory,
  type RedirectStory,
  type SitePages,
} from './editors';
import { normaliseSource } from './paths';
import { describeProblem, diffRedirects, planRedirects, type RedirectEntry, type RedirectProblem, type RedirectRow } from './plan';
import type { RedirectStore } from './store';

/** The space as the sync sees it: published pages and redirects, redirect drafts, and the Management API's writes. */
export interface RedirectSpace {
  pages(): Promise<PageStory[]>;
  /** the pages with these uuids that are in the space, published or not (a deleted page is not) */
  pageDrafts(uuids: readonly string[]): Promise<PageStory[]>;
  redirects(version: 'published' | 'draft'): Promise<RedirectStory[]>;
  /** creates and publishes a redirect story */
  create(content: RedirectBlok, name: string): Promise<RedirectStory>;
  /** replaces the story's content: published at once, or saved as its draft */
  update(story: RedirectStory, content: RedirectBlok, publish: boolean): Promise<void>;
  /** takes the story out of the published version (its content stays, as a draft) */
  unpublish(storyId: number): Promise<void>;
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
  /** automatic redirects unpublished because their page was unpublished or deleted: these addresses now end in 404 */
  unpublished: string[];
  /** automatic redirects the site had unpublished with their page, published again with it */
  republished: string[];
  /** automatic redirects an editor published with another target (after their page left): now the editor's own */
  takenOver: string[];
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
  const [pageStories, published, draftList] = await Promise.all([space.pages(), space.redirects('published'), space.redirects('draft')]);
  const pages = sitePages(pageStories, dependencies.appPages);
  let redirects = published.filter((story) => story.content.component === 'redirect');
  // every redirect as its draft says (an editor's unpublished changes, the site's Problem), kept in step with the writes below
  const drafts = new Map(draftList.filter((story) => story.content.component === 'redirect').map((story) => [story.id, story]));

  const created: string[] = [];
  const followed: string[] = [];
  if (moved) {
    const page = pageStories.find((story) => story.uuid === moved.uuid);
    const link = storyLink(moved.uuid, page?.default_full_slug ?? page?.full_slug ?? '');
    const date = (dependencies.now ?? (() => new Date()))().toISOString().slice(0, 10);
    for (const { source } of movedAddresses(moved, redirects, pages)) {
      const content: RedirectBlok = { _uid: randomUUID(), component: 'redirect', source, target: link, status: '301', automatic: true, note: `Created by the site on ${date}: the page moved from ${source}.`, problem: '' };
      const story = await space.create(content, source);
      redirects = [...redirects, story];
      drafts.set(story.id, structuredClone(story));
      created.push(source);
    }
    // no chains: a redirect to an old address now leads to the new one, in the same language; one with
    // unpublished changes is left as it is (publishing would publish them), the table skips the hop anyway
    for (const { story, address } of redirectsToOldAddresses(moved, redirects)) {
      const draft = drafts.get(story.id);
      if (draft && !sameRedirect(draft.content, story.content)) continue;
      const content = { ...story.content, target: addressLink(address) };
      await space.update(story, content, true);
      story.content = content;
      drafts.set(story.id, structuredClone(story));
      followed.push(story.content.source ?? '');
    }
  }

  const lives = await followPageLives(space, pages, redirects, drafts);
  redirects = lives.redirects;

  // a page back at an automatic redirect's address takes it back, whether the redirect is published or was unpublished with its page
  const liveIds = new Set(redirects.map((story) => story.id));
  const goneBack = takenBack([...redirects, ...[...drafts.values()].filter((story) => !liveIds.has(story.id))], pages);
  for (const story of goneBack) {
    await space.remove(story.id);
    drafts.delete(story.id);
  }
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
  for (const write of lives.later) await write();

  const problemsNotWritten = await writeProblems(dependencies, rows, plan.problems, drafts);
  return {
    created,
    followed,
    takenBack: goneBack.map((story) => story.content.source ?? ''),
    unpublished: lives.unpublished,
    republished: lives.republished,
    takenOver: lives.takenOver,
    added: diff.added.length,
    changed: diff.changed.length,
    removed: diff.removed.length,
    problems: plan.problems.map(describeProblem),
    changedSources: sourcesOf([...diff.added, ...diff.changed, ...diff.removed]),
    problemsNotWritten,
  };
}

/**
 * Automatic redirects follow the life of the page they lead to (its story link):
 * - its page unpublished or deleted: the redirect is unpublished too (never left published and refused),
 *   and its draft's Problem says which address now ends in 404 and the one step that sends it
 *   elsewhere; a deleted page's link is emptied (docs/features.md, "Redirects follow their pages");
 * - its page published again: a redirect the site unpublished (unpublished, Automatic, with a Problem,
 *   still linking the page) is published again, its Problem emptied;
 * - an editor published it with another page (the site's Problem still in what they published): it is
 *   the editor's own redirect now, Automatic no more, its Problem emptied.
 * Returns the redirects published afterwards, what changed, and the lost redirects' writes (unpublish,
 * Problem), to be made once the table no longer holds them.
 */
async function followPageLives(space: RedirectSpace, pages: SitePages, published: readonly RedirectStory[], drafts: Map<number, RedirectStory>) {
  const liveIds = new Set(published.map((story) => story.id));
  const gone = (story: RedirectStory) => {
    const page = linkedPage(story.content);
    return story.content.automatic === true && page !== null && !pages.byUuid.has(page) ? page : null;
  };
  // published: as published (what the site answers); unpublished: as their draft says
  const lost = [...published.filter((story) => gone(story)), ...[...drafts.values()].filter((story) => !liveIds.has(story.id) && gone(story))];
  const existing = lost.length ? new Map((await space.pageDrafts([...new Set(lost.map((story) => gone(story)!))])).map((page) => [page.uuid, page])) : new Map<string, PageStory>();

  const unpublished: string[] = [];
  const later: (() => Promise<void>)[] = [];
  let redirects = [...published];
  for (const story of lost) {
    const page = gone(story)!;
    const source = story.content.source ?? '';
    const still = existing.get(page);
    const why: LostPage = still ? { state: 'unpublished', address: storyAddresses(still)[addressLanguage(source)] } : { state: 'deleted' };
    // written after the table (the Management API allows 3 writes a second): the address ends in 404 first
    if (liveIds.has(story.id)) {
      later.push(() => space.unpublish(story.id));
      redirects = redirects.filter((other) => other.id !== story.id);
      unpublished.push(source);
    }
    const draft = drafts.get(story.id) ?? story;
    const content = lostPageContent(draft.content, page, why);
    if (sameContent(draft.content, content)) continue;
    later.push(() => space.update(draft, content, false));
    drafts.set(draft.id, { ...draft, content });
  }

  // back online with their page: unpublished by the site (Automatic, a Problem), still linking it, not at a page's address (that is taken back)
  const republished: string[] = [];
  const handled = new Set(lost.map((story) => story.id));
  for (const draft of [...drafts.values()]) {
    const page = linkedPage(draft.content);
    if (liveIds.has(draft.id) || handled.has(draft.id) || draft.content.automatic !== true || !saysPageUnpublished(draft.content) || !page || !pages.byUuid.has(page)) continue;
    if (pages.live.has(normaliseSource(draft.content.source ?? '') ?? '')) continue;
    const content = { ...draft.content, ...noProblem() };
    await space.update(draft, content, true);
    const story = { ...draft, content };
    drafts.set(draft.id, story);
    redirects = [...redirects, story];
    republished.push(content.source ?? '');
  }

  // an editor published the site's draft with another page: theirs from now on
  const takenOver: string[] = [];
  for (const story of redirects) {
    if (story.content.automatic !== true || !hasProblem(story.content)) continue;
    const draft = drafts.get(story.id);
    const editing = draft && !sameRedirect(draft.content, story.content);
    const base = editing ? draft : story;
    const content = { ...base.content, automatic: false, ...noProblem() };
    if (editing && sameContent(base.content, content)) continue;
    await space.update(base, content, !editing);
    drafts.set(story.id, { ...base, content });
    if (!editing) story.content = content;
    takenOver.push(story.content.source ?? '');
  }
  return { redirects, unpublished, republished, takenOver, later };
}

/**
 * Each published redirect's Problem field, written into its draft where it differs (an editor's
 * unpublished changes stay). A write that fails is logged and skipped: the table is already right.
 * Returns the labels of the redirects not written.
 */
async function writeProblems(
  { space, allowedHosts }: RedirectSyncDependencies,
  rows: Map<RedirectRow, RedirectStory>,
  problems: readonly RedirectProblem[],
  drafts: ReadonlyMap<number, RedirectStory>,
): Promise<string[]> {
  const byRow = new Map(problems.map((problem) => [problem.row, problem]));
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
