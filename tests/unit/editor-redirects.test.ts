/**
 * The editors' redirects (issue 23): redirect stories read as rows, refusals worded in every language
 * for the story's Problem field, and the sync that brings the redirects table in line with them —
 * against an in-memory space and table.
 */
import { describe, expect, it, vi } from 'vitest';
import type { RedirectBlok } from '@pv/cms/content-types.generated';
import { legacyRedirectStories, redirectSlug } from '@pv/cms/legacy-redirects';
import { invalidationPaths } from '@pv/functions/cms/cdn';
import { withRedirectSources } from '@pv/functions/cms/handler';
import { checkLostRedirects } from '@pv/cms/content-checks/rules';
import { problemFields, redirectRow, sitePages, storyLink, type PageStory, type RedirectStory } from '@pv/functions/redirects/editors';
import type { RedirectEntry } from '@pv/functions/redirects/plan';
import type { RedirectStore } from '@pv/functions/redirects/store';
import { addressLanguage, storyAddresses } from '@pv/shared/story-paths';
import { syncRedirects, type RedirectSpace } from '@pv/functions/redirects/sync';

const DOCUMENTS = { documentServerBase: 'http://localhost:4010/f/1000/documents', downloadHost: 'download.sonnwaerme.example' };
const ALLOWED = ['localhost:4010', 'www.sonnwaerme.example'];

const acThor: PageStory = {
  uuid: 'ac-thor-uuid',
  full_slug: 'produkte/ac-thor',
  translated_slugs: [
    { lang: 'en', path: 'products/ac-thor' },
    { lang: 'fr', path: 'produits/ac-thor' },
  ],
};
const home: PageStory = { uuid: 'home-uuid', full_slug: 'home' };
const contact: PageStory = { uuid: 'contact-uuid', full_slug: 'kontakt', translated_slugs: [{ lang: 'en', path: 'contact' }] };

let nextId = 500;
function redirect(content: Partial<RedirectBlok>, name = content.source ?? 'redirect'): RedirectStory {
  nextId += 1;
  return { id: nextId, uuid: `redirect-${nextId}`, name, full_slug: `_redirects/${redirectSlug(name)}`, content: { _uid: `uid-${nextId}`, component: 'redirect', status: '301', ...content } };
}
/** a translation of the Problem field, as the draft stores it beside the field */
const translated = (story: RedirectStory | undefined, language: string) => (story?.content as Record<string, unknown> | undefined)?.[`problem__i18n__${language}`];
const url = (address: string) => ({ linktype: 'url' as const, url: address, cached_url: address });

/** A space and table in memory: what the sync reads and every write it makes. */
function world(pages: PageStory[], redirects: RedirectStory[], entries: RedirectEntry[] = [], unpublishedPages: PageStory[] = []) {
  const table = new Map(entries.map((entry) => [entry.source, entry]));
  const published = new Map(redirects.map((story) => [story.id, structuredClone(story)]));
  const drafts = new Map(redirects.map((story) => [story.id, structuredClone(story)]));
  const writes: string[] = [];
  const space: RedirectSpace = {
    pages: async () => pages,
    pageDrafts: async (uuids) => [...pages, ...unpublishedPages].filter((page) => uuids.includes(page.uuid)),
    redirects: async (version) => structuredClone([...(version === 'draft' ? drafts : published).values()]),
    async create(content, name) {
      const story = redirect(content, name);
      published.set(story.id, structuredClone(story));
      drafts.set(story.id, structuredClone(story));
      writes.push(`create ${name}`);
      return story;
    },
    async update(story, content, publish) {
      drafts.set(story.id, { ...story, content });
      if (publish) published.set(story.id, { ...story, content });
      writes.push(`${publish ? 'publish' : 'draft'} ${story.id}`);
    },
    async unpublish(id) {
      published.delete(id);
      writes.push(`unpublish ${id}`);
    },
    async remove(id) {
      published.delete(id);
      drafts.delete(id);
      writes.push(`remove ${id}`);
    },
  };
  const store: RedirectStore = {
    get: async (source) => table.get(source) ?? null,
    all: async () => [...table.values()],
    put: async (list) => list.forEach((entry) => table.set(entry.source, entry)),
    delete: async (sources) => sources.forEach((source) => table.delete(source)),
  };
  const sync = (moved: Parameters<typeof syncRedirects>[1] = null) =>
    syncRedirects({ space, store, allowedHosts: ALLOWED, documents: DOCUMENTS, addressExists: async (address) => address.pathname.endsWith('.pdf') }, moved);
  return { table, published, drafts, writes, sync, space };
}

describe('a redirect story as a row', () => {
  const pages = sitePages([acThor, home, contact]);

  it('a story link opens the page in the old address’s language (the content language without one)', () => {
    const target = storyLink('ac-thor-uuid', 'produkte/ac-thor');
    expect(redirectRow(redirect({ source: '/en/thor', target }), pages, DOCUMENTS).target).toBe('/en/products/ac-thor/');
    expect(redirectRow(redirect({ source: '/fr/thor', target: { ...target, anchor: 'faq' } }), pages, DOCUMENTS).target).toBe('/fr/produits/ac-thor/#faq');
    expect(redirectRow(redirect({ source: '/thor', target }), pages, DOCUMENTS).target).toBe('/de/produkte/ac-thor/');
    expect(addressLanguage('/IT/x')).toBe('it');
    expect(addressLanguage('/aktion?x=1')).toBe('de');
  });

  it('an address on the old download host goes to the document server; a link to an unpublished story is its slug', () => {
    expect(redirectRow(redirect({ source: '/flyer', target: url('https://download.sonnwaerme.example/download/flyer.pdf') }), pages, DOCUMENTS).target).toBe(
      'http://localhost:4010/f/1000/documents/flyer.pdf',
    );
    expect(redirectRow(redirect({ source: '/x', target: storyLink('draft-uuid', 'produkte/neu') }), pages, DOCUMENTS).target).toBe('/produkte/neu');
  });

  it('a page is live in every language', () => {
    expect(storyAddresses(acThor)).toMatchObject({ de: '/de/produkte/ac-thor/', en: '/en/products/ac-thor/', es: '/es/produkte/ac-thor/' });
    expect(pages.live.has('/en/products/ac-thor')).toBe(true);
    expect(pages.live.has('/de')).toBe(true);
  });
});

describe('the Problem field', () => {
  it('is empty in every language while the redirect works', () => {
    expect(problemFields(undefined, ALLOWED)).toEqual({ problem: '', problem__i18n__en: '', problem__i18n__fr: '', problem__i18n__es: '', problem__i18n__nl: '', problem__i18n__it: '' });
  });

  it('says why in each language', () => {
    const row = { label: '"/x" (story 1)', source: '/x', target: 'https://evil.example/', status: '301' };
    const fields = problemFields({ row, refusal: { code: 'target-refused', detail: 'the host evil.example is not on the allow-list' } }, ALLOWED);
    expect(fields.problem).toBe('Das Ziel „https://evil.example/“ ist nicht erlaubt: Eine Weiterleitung darf nur auf eine Seite dieser Website oder auf eine Adresse bei localhost:4010, www.sonnwaerme.example führen.');
    expect(fields.problem__i18n__en).toMatch(/^The target “https:\/\/evil.example\/” is not allowed/);
    expect(fields.problem__i18n__fr).toMatch(/n’est pas autorisée/);
    expect(new Set(Object.values(fields)).size).toBe(6);
  });
});

describe('syncing the table with the editors’ redirects', () => {
  it('writes the valid ones, refuses the rest with a reason in the draft, and a second run changes nothing', async () => {
    const good = redirect({ source: '/Aktion/', target: storyLink('ac-thor-uuid', 'produkte/ac-thor'), status: '308' });
    const offSite = redirect({ source: '/weg', target: url('https://evil.example/') });
    const hidesPage = redirect({ source: '/de/kontakt/', target: url('/de/') });
    const loopA = redirect({ source: '/a', target: url('/b') });
    const loopB = redirect({ source: '/b', target: url('/a') });
    const { table, drafts, writes, sync } = world([acThor, home, contact], [good, offSite, hidesPage, loopA, loopB], [{ source: '/deleted-since', target: '/de/', status: 301 }]);

    const report = await sync();
    expect([...table.values()]).toEqual([{ source: '/aktion', target: '/de/produkte/ac-thor/', status: 308 }]);
    expect(report).toMatchObject({ added: 1, removed: 1, changedSources: ['/aktion', '/deleted-since'] });
    expect(report.problems).toHaveLength(4);
    expect(drafts.get(offSite.id)?.content.problem).toMatch(/^Das Ziel „https:\/\/evil.example\/“ ist nicht erlaubt/);
    expect(translated(drafts.get(hidesPage.id), 'en')).toBe('/de/kontakt/ is a published page: a redirect would hide it. Unpublish the page first, or delete this redirect.');
    expect(translated(drafts.get(loopA.id), 'nl')).toMatch(/^Deze doorverwijzingen lopen in een kring: \/a → \/b/);
    expect(drafts.get(good.id)?.content.problem).toBeUndefined();
    expect(writes).toEqual([`draft ${offSite.id}`, `draft ${hidesPage.id}`, `draft ${loopA.id}`, `draft ${loopB.id}`]);

    writes.length = 0;
    const again = await sync();
    expect(again).toMatchObject({ added: 0, changed: 0, removed: 0, changedSources: [] });
    expect(writes).toEqual([]);
  });

  it('a Problem that cannot be written (Storyblok refuses, a limit) is logged and skipped: the table and the other redirects are still right', async () => {
    const first = redirect({ source: '/weg-1', target: url('https://evil.example/') });
    const second = redirect({ source: '/weg-2', target: url('https://evil.example/') });
    const good = redirect({ source: '/gut', target: url('/de/') });
    const { table, drafts, sync, space } = world([acThor, home, contact], [first, second, good]);
    const update = space.update;
    space.update = async (story, content, publish) => {
      if (story.id === first.id) throw new Error('Storyblok answered 422 to PUT: story is locked');
      return update(story, content, publish);
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const report = await sync();
    expect(report.problemsNotWritten).toEqual([`"/weg-1" (story ${first.id})`]);
    expect(drafts.get(second.id)?.content.problem).toMatch(/^Das Ziel/);
    expect(table.get('/gut')).toEqual({ source: '/gut', target: '/de/', status: 301 });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('redirect problem not written'));
    warn.mockRestore();
  });

  it('a fixed redirect gets its Problem cleared, and an editor’s unpublished changes stay in the draft', async () => {
    const story = redirect({ source: '/weg', target: url('/de/kontakt/') });
    const { drafts, table, sync } = world([acThor, home, contact], [story]);
    drafts.set(story.id, { ...story, content: { ...story.content, note: 'still editing', problem: 'Das Ziel gibt es nicht.' } });
    await sync();
    expect(table.get('/weg')).toEqual({ source: '/weg', target: '/de/kontakt/', status: 301 });
    expect(drafts.get(story.id)?.content).toMatchObject({ note: 'still editing', problem: '', problem__i18n__it: '' });
  });

  it('a moved page: its old address in that language redirects to it, the others stay; an earlier redirect to the old address follows the page', async () => {
    const earlier = redirect({ source: '/thor', target: url('/de/produkte/ac-thor/') });
    const renamed: PageStory = { ...acThor, full_slug: 'produkte/ac-thor-9s' };
    const { table, published, writes, sync } = world([renamed, home, contact], [earlier], [{ source: '/thor', target: '/de/produkte/ac-thor/', status: 301 }]);
    const before = Object.values(storyAddresses(acThor));
    const after = Object.values(storyAddresses(renamed));

    const report = await sync({ uuid: acThor.uuid, before, after });
    // es, nl and it follow the German slug (no translated slug of their own): their addresses moved too
    expect(report.created).toEqual(['/de/produkte/ac-thor/', '/es/produkte/ac-thor/', '/nl/produkte/ac-thor/', '/it/produkte/ac-thor/']);
    expect(table.get('/de/produkte/ac-thor')).toEqual({ source: '/de/produkte/ac-thor', target: '/de/produkte/ac-thor-9s/', status: 301 });
    expect(table.get('/es/produkte/ac-thor')?.target).toBe('/es/produkte/ac-thor-9s/');
    expect(table.has('/en/products/ac-thor')).toBe(false);
    expect(table.get('/thor')).toEqual({ source: '/thor', target: '/de/produkte/ac-thor-9s/', status: 301 });
    const created = [...published.values()].find((story) => story.content.source === '/de/produkte/ac-thor/');
    expect(created?.content).toMatchObject({ automatic: true, status: '301', target: { linktype: 'story', id: 'ac-thor-uuid' } });
    expect(published.get(earlier.id)?.content.target).toMatchObject({ linktype: 'url', url: '/de/produkte/ac-thor-9s/' });
    expect(writes).toContain(`publish ${earlier.id}`);
    expect(report.followed).toEqual(['/thor']);
  });

  it('an earlier redirect keeps its language when it follows; one with unpublished changes is left as it is (the table skips the hop anyway)', async () => {
    const english = redirect({ source: '/aktion', target: url('/en/products/ac-thor/') });
    const editing = redirect({ source: '/flyer', target: url('/de/produkte/ac-thor/') });
    const renamed: PageStory = { ...acThor, full_slug: 'produkte/ac-thor-9s', translated_slugs: [{ lang: 'en', path: 'products/ac-thor-9s' }, { lang: 'fr', path: 'produits/ac-thor' }] };
    const { table, published, drafts, sync } = world([renamed, home, contact], [english, editing]);
    drafts.set(editing.id, { ...editing, content: { ...editing.content, note: 'not yet published' } });
    await sync({ uuid: acThor.uuid, before: Object.values(storyAddresses(acThor)), after: Object.values(storyAddresses(renamed)) });
    expect(published.get(english.id)?.content.target).toMatchObject({ url: '/en/products/ac-thor-9s/' });
    expect(table.get('/aktion')?.target).toBe('/en/products/ac-thor-9s/');
    expect(published.get(editing.id)?.content.target).toMatchObject({ url: '/de/produkte/ac-thor/' });
    expect(drafts.get(editing.id)?.content.note).toBe('not yet published');
    expect(table.get('/flyer')?.target).toBe('/de/produkte/ac-thor-9s/');
  });

  it('the webhook that follows the site’s own publication of an automatic redirect changes nothing', async () => {
    const renamed: PageStory = { ...acThor, full_slug: 'produkte/ac-thor-9s' };
    const { writes, sync } = world([renamed, home, contact], []);
    await sync({ uuid: acThor.uuid, before: Object.values(storyAddresses(acThor)), after: Object.values(storyAddresses(renamed)) });
    writes.length = 0;
    expect(await sync(null)).toMatchObject({ created: [], added: 0, changed: 0, removed: 0, changedSources: [] });
    expect(writes).toEqual([]);
  });

  it('an old address another page lives at now gets no redirect; the root and the site’s own paths are refused', async () => {
    const renamed: PageStory = { ...contact, full_slug: 'kontakt-neu', translated_slugs: [{ lang: 'en', path: 'contact' }] };
    const newcomer: PageStory = { uuid: 'newcomer-uuid', full_slug: 'kontakt' };
    const moved = world([renamed, newcomer, home], []);
    const report = await moved.sync({ uuid: contact.uuid, before: Object.values(storyAddresses(contact)), after: Object.values(storyAddresses(renamed)) });
    expect(report.created).toEqual([]);

    const reserved = world([home], [redirect({ source: '/', target: url('/de/') }), redirect({ source: '/api/revalidate', target: url('/de/') })]);
    const refused = await reserved.sync();
    expect(refused.problems).toEqual([expect.stringMatching(/the source \/ is the site's root/), expect.stringMatching(/the source \/api\/revalidate is the site's root or one of its own paths/)]);
    expect(reserved.table.size).toBe(0);
  });

  it('a changed translated slug redirects in that language only; a move to another folder in every language it changed', async () => {
    const english: PageStory = { ...acThor, translated_slugs: [{ lang: 'en', path: 'products/ac-thor-power-manager' }, { lang: 'fr', path: 'produits/ac-thor' }] };
    const translatedOnly = world([english, home, contact], []);
    const report = await translatedOnly.sync({ uuid: acThor.uuid, before: Object.values(storyAddresses(acThor)), after: Object.values(storyAddresses(english)) });
    expect(report.created).toEqual(['/en/products/ac-thor/']);
    expect(translatedOnly.table.get('/en/products/ac-thor')?.target).toBe('/en/products/ac-thor-power-manager/');

    const inAnotherFolder: PageStory = { uuid: acThor.uuid, full_slug: 'archiv/ac-thor', translated_slugs: [{ lang: 'en', path: 'archive/ac-thor' }, { lang: 'fr', path: 'produits/ac-thor' }] };
    const folderMove = world([inAnotherFolder, home, contact], []);
    const moved = await folderMove.sync({ uuid: acThor.uuid, before: Object.values(storyAddresses(acThor)), after: Object.values(storyAddresses(inAnotherFolder)) });
    expect(moved.created).toEqual(['/de/produkte/ac-thor/', '/en/products/ac-thor/', '/es/produkte/ac-thor/', '/nl/produkte/ac-thor/', '/it/produkte/ac-thor/']);
    expect(folderMove.table.get('/en/products/ac-thor')?.target).toBe('/en/archive/ac-thor/');
  });

  it('renamed back: the page takes its address back (the automatic redirect goes) and the newer address redirects', async () => {
    const renamed: PageStory = { ...acThor, full_slug: 'produkte/ac-thor-9s' };
    const first = world([renamed, home, contact], []);
    await first.sync({ uuid: acThor.uuid, before: Object.values(storyAddresses(acThor)), after: Object.values(storyAddresses(renamed)) });
    const automatic = [...first.published.values()];

    const back = world([acThor, home, contact], automatic, [...first.table.values()]);
    const report = await back.sync({ uuid: acThor.uuid, before: Object.values(storyAddresses(renamed)), after: Object.values(storyAddresses(acThor)) });
    expect(report.takenBack).toEqual(['/de/produkte/ac-thor/', '/es/produkte/ac-thor/', '/nl/produkte/ac-thor/', '/it/produkte/ac-thor/']);
    expect(back.table.has('/de/produkte/ac-thor')).toBe(false);
    expect(back.table.get('/de/produkte/ac-thor-9s')?.target).toBe('/de/produkte/ac-thor/');
    expect(report.problems).toEqual([]);
  });

  it('an editor’s own redirect at a page’s address is not removed: it is refused with the reason', async () => {
    const manual = redirect({ source: '/de/kontakt/', target: url('/de/') });
    const { published, drafts, sync } = world([acThor, home, contact], [manual]);
    await sync();
    expect(published.has(manual.id)).toBe(true);
    expect(drafts.get(manual.id)?.content.problem).toMatch(/ist eine veröffentlichte Seite/);
  });
});

describe('redirects follow their pages’ lives (issue 34)', () => {
  const renamed: PageStory = { ...acThor, full_slug: 'produkte/ac-thor-9s' };
  const automaticSources = ['/de/produkte/ac-thor/', '/es/produkte/ac-thor/', '/nl/produkte/ac-thor/', '/it/produkte/ac-thor/'];

  /** a page moved (its automatic redirects made), then the world to change: `live` and `unpublished` are the pages' lists, edited in place */
  async function movedPage() {
    const live = [renamed, home, contact];
    const unpublished: PageStory[] = [];
    const space = world(live, [], [], unpublished);
    await space.sync({ uuid: acThor.uuid, before: Object.values(storyAddresses(acThor)), after: Object.values(storyAddresses(renamed)) });
    space.writes.length = 0;
    const automatic = () => [...space.drafts.values()].filter((story) => automaticSources.includes(story.content.source ?? ''));
    const unpublish = () => {
      live.splice(live.indexOf(renamed), 1);
      unpublished.push(renamed);
    };
    const remove = () => {
      live.splice(live.indexOf(renamed), 1);
      unpublished.splice(unpublished.indexOf(renamed), 1);
    };
    const publishAgain = () => {
      unpublished.splice(unpublished.indexOf(renamed), 1);
      live.push(renamed);
    };
    return { ...space, automatic, unpublish, remove, publishAgain };
  }

  it('the page unpublished: its automatic redirects are unpublished with it, each saying in every language which address now ends in 404 and the one step; a second run changes nothing', async () => {
    const moved = await movedPage();
    expect(moved.table.size).toBe(4);
    moved.unpublish();
    const report = await moved.sync();

    expect(report.unpublished).toEqual(automaticSources);
    expect(report.problems).toEqual([]);
    expect([...moved.published.values()].filter((story) => story.content.automatic)).toEqual([]);
    expect(moved.table.size).toBe(0);
    expect(report.changedSources).toEqual(expect.arrayContaining(['/de/produkte/ac-thor', '/it/produkte/ac-thor']));
    const german = moved.automatic().find((story) => story.content.source === '/de/produkte/ac-thor/')!;
    expect(german.content.problem).toBe(
      'Die Seite, zu der diese Weiterleitung führte (/de/produkte/ac-thor-9s/), ist nicht mehr veröffentlicht. Deshalb hat die Website diese Weiterleitung ebenfalls offline genommen: /de/produkte/ac-thor/ endet jetzt mit 404 (Seite nicht gefunden). Um Besucher woandershin zu schicken, wählen Sie unter „Goes to“ eine andere Seite und veröffentlichen Sie diese Weiterleitung. Wird die Seite wieder veröffentlicht, geht diese Weiterleitung von selbst wieder online.',
    );
    expect(translated(german, 'en')).toMatch(/^The page this redirect led to \(\/de\/produkte\/ac-thor-9s\/\) is no longer published, .*\/de\/produkte\/ac-thor\/ now ends in 404.*pick another page under “Goes to” and publish this redirect/);
    // the Spanish address's page is named in Spanish; the link still names the page (it may come back)
    expect(translated(moved.automatic().find((story) => story.content.source === '/es/produkte/ac-thor/'), 'es')).toMatch(/\(\/es\/produkte\/ac-thor-9s\/\)/);
    expect(german.content.target).toMatchObject({ linktype: 'story', id: acThor.uuid });
    expect(german.content.automatic).toBe(true);
    // what a health report reads: the redirect stories alone
    expect(checkLostRedirects([...moved.published.values()], [...moved.drafts.values()]).map((lost) => lost.detail)).toEqual(automaticSources);

    moved.writes.length = 0;
    expect(await moved.sync()).toMatchObject({ unpublished: [], republished: [], added: 0, removed: 0, changedSources: [] });
    expect(moved.writes).toEqual([]);
  });

  it('the page published again: the redirects the site unpublished with it are published again, their Problem emptied', async () => {
    const moved = await movedPage();
    moved.unpublish();
    await moved.sync();
    moved.publishAgain();
    const report = await moved.sync();
    expect(report.republished).toEqual(automaticSources);
    expect(moved.table.get('/de/produkte/ac-thor')?.target).toBe('/de/produkte/ac-thor-9s/');
    expect([...moved.published.values()].filter((story) => story.content.automatic).map((story) => story.content.problem)).toEqual(['', '', '', '']);
    expect(checkLostRedirects([...moved.published.values()], [...moved.drafts.values()])).toEqual([]);
  });

  it('one step: an editor picks another page and publishes; the address works, and the redirect is theirs (no longer automatic, no Problem)', async () => {
    const moved = await movedPage();
    moved.unpublish();
    await moved.sync();
    const story = moved.automatic().find((candidate) => candidate.content.source === '/de/produkte/ac-thor/')!;
    // what the editor publishes: the draft as the site left it, another page under Goes to
    const edited = { ...story, content: { ...story.content, target: storyLink(contact.uuid, contact.full_slug) } };
    moved.drafts.set(story.id, structuredClone(edited));
    moved.published.set(story.id, edited);
    const report = await moved.sync();
    expect(report.takenOver).toEqual(['/de/produkte/ac-thor/']);
    expect(report.unpublished).toEqual([]);
    expect(moved.table.get('/de/produkte/ac-thor')).toEqual({ source: '/de/produkte/ac-thor', target: '/de/kontakt/', status: 301 });
    expect(moved.published.get(story.id)?.content).toMatchObject({ automatic: false, problem: '', problem__i18n__en: '', target: { id: contact.uuid } });
    // the page published again takes none of it back: the editor chose
    moved.publishAgain();
    expect((await moved.sync()).republished).toEqual(['/es/produkte/ac-thor/', '/nl/produkte/ac-thor/', '/it/produkte/ac-thor/']);
    expect(moved.table.get('/de/produkte/ac-thor')?.target).toBe('/de/kontakt/');
  });

  it('the page deleted after it was unpublished: no redirect names it any more, each says the page was deleted and how to send the address elsewhere', async () => {
    const moved = await movedPage();
    moved.unpublish();
    await moved.sync();
    moved.remove();
    moved.writes.length = 0;
    const report = await moved.sync();
    expect(report.unpublished).toEqual([]);
    expect(moved.writes).toHaveLength(4);
    for (const story of moved.automatic()) {
      expect(story.content.target).toMatchObject({ linktype: 'story', id: '', cached_url: '' });
      expect(story.content.problem).toBe(
        `Die Seite, zu der diese Weiterleitung führte, wurde gelöscht. Deshalb hat die Website diese Weiterleitung offline genommen: ${story.content.source} endet jetzt mit 404 (Seite nicht gefunden). Um Besucher woandershin zu schicken, wählen Sie unter „Goes to“ eine andere Seite und veröffentlichen Sie diese Weiterleitung. Wird die alte Adresse nicht mehr gebraucht, löschen Sie diese Weiterleitung.`,
      );
      expect(translated(story, 'fr')).toMatch(/a été supprimée.*choisissez une autre page sous « Goes to » et publiez cette redirection/);
    }
    expect(checkLostRedirects([...moved.published.values()], [...moved.drafts.values()])).toHaveLength(4);
    moved.writes.length = 0;
    await moved.sync();
    expect(moved.writes).toEqual([]);
  });

  it('the page deleted while published: its automatic redirects are unpublished, told so, and link nothing', async () => {
    const moved = await movedPage();
    moved.remove();
    const report = await moved.sync();
    expect(report.unpublished).toEqual(automaticSources);
    expect(moved.table.size).toBe(0);
    expect(moved.automatic().map((story) => [story.content.target?.id, /wurde gelöscht/.test(story.content.problem ?? '')])).toEqual(automaticSources.map(() => ['', true]));
  });

  it('an editor’s own redirect to the page is left as the editor made it: refused with the reason, not unpublished', async () => {
    const own = redirect({ source: '/thor', target: storyLink(acThor.uuid, acThor.full_slug) });
    const live = [acThor, home, contact];
    const { published, drafts, sync } = world(live, [own], [], []);
    live.splice(0, 1);
    const report = await sync();
    expect(report.unpublished).toEqual([]);
    expect(published.has(own.id)).toBe(true);
    expect(drafts.get(own.id)?.content.problem).toMatch(/^Das Ziel „\/produkte\/ac-thor“ gibt es nicht/);
  });

  it('an unpublished automatic redirect at an address a page is published at again is taken back (deleted)', async () => {
    const moved = await movedPage();
    moved.unpublish();
    await moved.sync();
    // the page comes back at its first address: the old address is a page again
    const live = await moved.space.pages();
    live.push({ ...acThor, uuid: 'newcomer-uuid' });
    const report = await moved.sync();
    expect(report.takenBack).toEqual(automaticSources);
    expect(moved.automatic()).toEqual([]);
  });
});

describe('the bootstrap and the CDN', () => {
  it('the legacy list becomes published redirect stories in a folder, one per row, with unique slugs', () => {
    const stories = legacyRedirectStories(
      [
        { label: 'line 2', source: '/a?b', target: '/de/', status: '' },
        { label: 'line 3', source: '/a-b', target: 'https://download.sonnwaerme.example/download/x.pdf', status: '308' },
      ],
      ['en'],
    );
    expect(stories.map((story) => story.full_slug)).toEqual(['_redirects', '_redirects/a-b', '_redirects/a-b-20002']);
    expect(stories[2]).toMatchObject({ published: true, parent_id: stories[0]!.id, translated_slugs: { en: { path: '_redirects/a-b-20002' } } });
    expect(stories[2]!.content).toMatchObject({ component: 'redirect', source: '/a-b', status: '308', automatic: false, target: { linktype: 'url', url: 'https://download.sonnwaerme.example/download/x.pdf' } });
  });

  it('purges changed redirect sources with their query variants, everything when there are many', () => {
    expect(withRedirectSources(['/de/'], [])).toEqual(['/de/']);
    expect(withRedirectSources(['/de/'], ['/aktion', '/old?view=1', '/old'])).toEqual(['/de/', '/aktion*', '/old*']);
    expect(invalidationPaths(withRedirectSources([], Array.from({ length: 16 }, (_, index) => `/r${index}`)))).toEqual(['/*']);
    expect(invalidationPaths(withRedirectSources(Array.from({ length: 15 }, (_, index) => `/de/p${index}/`), ['/old']))).toEqual(['/*']);
  });
});
