/**
 * The editors' redirects: stories of the content type `redirect` in the folder `_redirects`. This
 * reads them as rows of the redirect list (a story link becomes the page's address in the old
 * address's language), words each refusal in every language for the story's Problem field, and
 * decides what a moved page changes (the old addresses redirect to it, earlier redirects to them
 * follow, a page back at a redirect's address takes it back).
 */
import type { RedirectBlok, StoryblokMultilink } from '@pv/cms/content-types.generated';
import { I18N_MARK } from '@pv/cms/field-types';
import { documentHref, type DocumentHosts } from '@pv/shared/documents';
import { formatMessage, type MessageKey } from '@pv/shared/i18n';
import { LANGUAGES, type Language } from '@pv/shared/languages';
import { addressLanguage, CONTENT_DEFAULT_LANGUAGE, storyAddresses, type StorySlugs } from '@pv/shared/story-paths';
import type { StoryblokStory } from '@pv/shared/storyblok';
import { normaliseSource } from './paths';
import type { RedirectProblem, RedirectRow } from './plan';

/** A published (or draft) redirect story as the content service answers it: what the sync reads of it. */
export type RedirectStory = Pick<StoryblokStory<RedirectBlok>, 'id' | 'uuid' | 'name' | 'full_slug' | 'content'>;

/** A published page of the site: its uuid (what story links name) and its slugs. */
export type PageStory = Pick<StoryblokStory, 'uuid'> & StorySlugs;

export interface SitePages {
  /** every page's address in every language, normalised as redirect sources are */
  live: Set<string>;
  /** each page's address per language, by story uuid */
  byUuid: Map<string, Record<Language, string>>;
}

export function sitePages(pages: readonly PageStory[], extraPaths: readonly string[] = []): SitePages {
  const byUuid = new Map(pages.map((page) => [page.uuid, storyAddresses(page)]));
  const live = new Set([...[...byUuid.values()].flatMap((addresses) => Object.values(addresses)), ...extraPaths].map((path) => normaliseSource(path)!));
  return { live, byUuid };
}

/** A story link: the page's address in `language` (a page not published gives its slug, which the check finds dead). */
function linkTarget(link: StoryblokMultilink | undefined, language: Language, pages: SitePages, documents: DocumentHosts): string {
  if (!link) return '';
  if (link.linktype === 'story') {
    const address = pages.byUuid.get(link.id || link.uuid || '')?.[language] ?? `/${(link.cached_url ?? '').replace(/^\/+/, '')}`;
    return link.anchor ? `${address}#${link.anchor}` : address;
  }
  if (link.linktype === 'url' || link.linktype === undefined) {
    const url = (link.url || link.cached_url || '').trim();
    // the old download host's files are on the document server (the rule of the site's document links)
    return /^https?:\/\//i.test(url) ? documentHref(url, documents) : url;
  }
  // an asset or an e-mail address: the target check refuses what is neither a path nor an allowed address
  return link.url || link.cached_url || link.email || '';
}

/** A redirect story as a row of the redirect list. */
export function redirectRow(story: RedirectStory, pages: SitePages, documents: DocumentHosts): RedirectRow {
  const source = (story.content.source ?? '').trim();
  return {
    label: `"${story.name}" (story ${story.id})`,
    source,
    target: linkTarget(story.content.target, addressLanguage(source), pages, documents),
    status: story.content.status ?? '',
  };
}

/** The Problem field in every language (the content's default language in `problem`, the others beside it). */
const inEveryLanguage = (text: (language: Language) => string): Record<string, string> =>
  Object.fromEntries(LANGUAGES.map((language) => [language === CONTENT_DEFAULT_LANGUAGE ? 'problem' : `problem${I18N_MARK}${language}`, text(language)]));

/** The story's Problem field in each language: the refusal in words, or empty when the redirect works. */
export function problemFields(problem: RedirectProblem | undefined, allowedHosts: readonly string[]): Record<string, string> {
  return inEveryLanguage((language) => (problem ? problemText(problem, language, allowedHosts) : ''));
}

export function problemText({ row, refusal }: RedirectProblem, language: Language, allowedHosts: readonly string[]): string {
  const key = `redirects.problem.${refusal.code}` as MessageKey;
  const values = {
    source: row.source || '—',
    target: refusal.code === 'dead-target' ? refusal.target : row.target || '—',
    status: row.status || '—',
    hosts: allowedHosts.join(', '),
    other: refusal.code === 'duplicate' ? refusal.other.label : '',
    chain: refusal.code === 'loop' ? refusal.chain.join(' → ') : '',
  };
  return formatMessage(language, key, values);
}

/** A page whose addresses changed: its uuid and its addresses before and after, per language (LANGUAGES order). */
export interface MovedPage {
  uuid: string;
  before: readonly string[];
  after: readonly string[];
}

/**
 * The old addresses of a moved page that need a redirect: each language whose address changed, unless
 * a redirect already has it or another page lives there now.
 */
export function movedAddresses(moved: MovedPage, redirects: readonly RedirectStory[], pages: SitePages): { source: string; language: Language }[] {
  const taken = new Set(redirects.map((story) => normaliseSource(story.content.source ?? '')));
  return LANGUAGES.flatMap((language, index) => {
    const before = moved.before[index];
    const after = moved.after[index];
    const old = before ? normaliseSource(before) : null;
    if (!before || !after || !old || old === normaliseSource(after) || taken.has(old) || pages.live.has(old)) return [];
    return [{ source: before, language }];
  });
}

/** A link to the page (the redirect follows it wherever it moves next). */
export const storyLink = (uuid: string, fullSlug: string): StoryblokMultilink & { fieldtype: 'multilink' } => ({ linktype: 'story', fieldtype: 'multilink', id: uuid, cached_url: fullSlug, url: '' });

/**
 * Earlier redirects whose target is one of the moved page's old addresses (as an address, not a story
 * link), each with the page's new address in that language.
 */
export function redirectsToOldAddresses(moved: MovedPage, redirects: readonly RedirectStory[]): { story: RedirectStory; address: string }[] {
  const newAddress = new Map(moved.before.flatMap((path, index) => (path && moved.after[index] && path !== moved.after[index] ? [[normaliseSource(path), moved.after[index]!] as const] : [])));
  return redirects.flatMap((story) => {
    const link = story.content.target;
    if (!link || (link.linktype !== 'url' && link.linktype !== undefined)) return [];
    const url = (link.url || link.cached_url || '').trim();
    const address = url.startsWith('/') ? newAddress.get(normaliseSource(url)) : undefined;
    return address ? [{ story, address }] : [];
  });
}

/** A link field holding an address. */
export const addressLink = (address: string): StoryblokMultilink & { fieldtype: 'multilink' } => ({ linktype: 'url', fieldtype: 'multilink', id: '', url: address, cached_url: address });

/** Two versions of a redirect say the same (the editor's marker and the site's Problem aside). */
export function sameRedirect(a: RedirectBlok, b: RedirectBlok): boolean {
  const said = (content: RedirectBlok) => JSON.stringify(Object.entries(content).filter(([key]) => key !== '_editable' && !key.startsWith('problem')).sort(([x], [y]) => x.localeCompare(y)));
  return said(a) === said(b);
}

/** Automatic redirects whose old address is a page again: the page takes the address back. */
export const takenBack = (redirects: readonly RedirectStory[], pages: SitePages): RedirectStory[] =>
  redirects.filter((story) => story.content.automatic === true && pages.live.has(normaliseSource(story.content.source ?? '') ?? ''));

/** The uuid of the page a redirect links (a story link), or null (an address, or no target). */
export function linkedPage(content: RedirectBlok): string | null {
  const link = content.target;
  return link?.linktype === 'story' ? link.id || link.uuid || null : null;
}

/**
 * Where the page an automatic redirect led to has gone: unpublished (it is still in the space, with
 * its address in the redirect's language, which the Problem names) or deleted.
 */
export type LostPage = { state: 'unpublished'; address: string } | { state: 'deleted' };

/** An empty link field: what a redirect links once its page is deleted (it names no page that is gone). */
export const noLink = (): StoryblokMultilink & { fieldtype: 'multilink' } => ({ linktype: 'story', fieldtype: 'multilink', id: '', url: '', cached_url: '' });

/**
 * The draft of an automatic redirect whose page has left the site: the Problem says which address now
 * ends in 404 and the one step that sends it elsewhere (another page in Goes to, then publish). A deleted
 * page's link is emptied, so no redirect names a page that no longer exists; an editor's other target
 * in the draft is kept.
 */
export function lostPageContent(content: RedirectBlok, page: string, lost: LostPage): RedirectBlok {
  const source = (content.source ?? '').trim() || '—';
  const fields = inEveryLanguage((language) =>
    formatMessage(language, lost.state === 'deleted' ? 'redirects.problem.page-deleted' : 'redirects.problem.page-unpublished', { source, page: lost.state === 'deleted' ? '' : lost.address }),
  );
  return { ...content, ...fields, ...(lost.state === 'deleted' && linkedPage(content) === page && { target: noLink() }) };
}

/**
 * Whether the Problem (the content's default language) is the site's own word that the redirect was
 * unpublished with its page, whichever address it named then: the mark of a redirect the site put offline.
 */
export function saysPageUnpublished(content: RedirectBlok): boolean {
  const mark = '\u0000';
  const [before = '', after = ''] = formatMessage(CONTENT_DEFAULT_LANGUAGE, 'redirects.problem.page-unpublished', { source: (content.source ?? '').trim() || '—', page: mark }).split(mark);
  const problem = content.problem ?? '';
  return problem.length > before.length + after.length && problem.startsWith(before) && problem.endsWith(after);
}

/** The Problem field emptied in every language. */
export const noProblem = (): Record<string, string> => inEveryLanguage(() => '');

/** Whether the story's Problem field (the content's default language) says something. */
export const hasProblem = (content: RedirectBlok): boolean => (content.problem ?? '').trim() !== '';

/** Two contents hold the same (the editor's marker aside). */
export function sameContent(a: RedirectBlok, b: RedirectBlok): boolean {
  const said = (content: RedirectBlok) => JSON.stringify(Object.entries(content).filter(([key]) => key !== '_editable').sort(([x], [y]) => x.localeCompare(y)));
  return said(a) === said(b);
}
