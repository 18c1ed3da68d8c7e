/**
 * Click-to-edit: in a draft rendering every block a page shows carries the visual editor's marker
 * (`data-blok-uid="<story id>-<block uid>"`), on its own element; a published rendering carries none.
 * Every demo story of every content type is rendered by its layout, and the header and footer from the
 * demo settings, with the `_editable` comments Storyblok's draft API adds to every blok.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentVersion, DatasourceEntry, SiteData, Story } from '@/content/types';
import { type Blok as StoredBlok, isStory, loadContent, type StoredStory } from '../../packages/cms/src/space-files';
import { localise } from '../../packages/local/src/content-service/store';

/** what the mocked request context answers: the content version and the site data and stories of the demo space */
const demo = vi.hoisted(() => ({
  version: 'draft' as ContentVersion,
  siteData: null as SiteData | null,
  stories: [] as Story[],
  datasources: {} as Record<string, DatasourceEntry[]>,
}));

vi.mock('@/content/request-content', () => ({
  contentVersion: async () => demo.version,
  siteData: async () => demo.siteData,
  storiesOfType: async (contentType: string) => demo.stories.filter((story) => story.component === contentType),
}));
vi.mock('@/content', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getDatasource: async (slug: string) => demo.datasources[slug] ?? [],
}));
// the list blocks' first page is read from the content service: no entries here (the block's own element is what counts)
vi.mock('@/features/listing/listing', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  loadListPage: async () => ({ items: [], total: 0, page: 1 }),
}));
// outside Next's router: the address of a page of the content's language
vi.mock('../../packages/web/node_modules/next/navigation.js', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePathname: () => '/de/',
  useSearchParams: () => new URLSearchParams(),
  // rendered outside an app router: nothing navigates here
  useRouter: () => ({ push: () => undefined, replace: () => undefined, refresh: () => undefined, prefetch: () => undefined, back: () => undefined, forward: () => undefined }),
}));

const { SiteFooter } = await import('@/features/navigation/SiteFooter');
const { SiteHeader } = await import('@/features/navigation/SiteHeader');
const { blockRenderer, Blocks } = await import('@/registry/Blocks');
const { layouts } = await import('@/registry/content-types');
const { isPageSlug, toDatasourceEntry, toSiteSettings, toStory } = await import('@/content/mapping');

const content = loadContent();
const SPACE = String(content.space.id);
/** the content's own language: its fields as stored, without the translations */
const LOCALE = 'de';

/** Components that show nothing on a page: a story's SEO fields (head only) and the settings story itself (its blocks are the header and footer). */
const INVISIBLE = new Set(['seo', 'settings']);

const isBlok = (value: unknown): value is StoredBlok =>
  !!value && typeof value === 'object' && typeof (value as StoredBlok).component === 'string' && typeof (value as StoredBlok)._uid === 'string';

/** Every blok of a content tree (nested fields, lists, rich text's `blok` nodes), the root first. */
function bloksOf(value: unknown): StoredBlok[] {
  if (Array.isArray(value)) return value.flatMap(bloksOf);
  if (!value || typeof value !== 'object') return [];
  const nested = Object.values(value).flatMap(bloksOf);
  return isBlok(value) ? [value, ...nested] : nested;
}

/** Adds Storyblok's draft marker to every blok of a story's content, as its draft API does. */
function markEditable<T>(tree: T, storyId: number): T {
  for (const blok of bloksOf(tree)) {
    blok._editable = `<!--#storyblok#${JSON.stringify({ name: blok.component, space: SPACE, uid: blok._uid, id: String(storyId) })}-->`;
  }
  return tree;
}

/** A demo story as the CDN answers it in the content's language (draft: its unsaved changes where it has any), optionally with markers. */
function cdnStory(stored: StoredStory & { content: StoredBlok }, editable: boolean): Story {
  const localised = localise<StoredBlok>(structuredClone(stored.draft?.content ?? stored.content), null);
  return toStory({
    id: stored.id,
    uuid: stored.uuid,
    name: stored.name,
    slug: stored.slug,
    full_slug: stored.full_slug,
    default_full_slug: stored.full_slug,
    published_at: stored.published_at,
    first_published_at: stored.first_published_at,
    translated_slugs: Object.entries(stored.translated_slugs).map(([lang, { path }]) => ({ lang, path })),
    content: (editable ? markEditable(localised, stored.id) : localised) as unknown as Story['content'],
  });
}

/** The markers of a rendering: block uid → the marker's `data-blok-c` options. */
function markers(html: string): Map<string, { name: string; space: string; uid: string; id: string }> {
  const found = new Map<string, { name: string; space: string; uid: string; id: string }>();
  for (const [, c, uid] of html.matchAll(/data-blok-c="([^"]*)" data-blok-uid="([^"]*)"/g)) {
    found.set(uid!, JSON.parse(c!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')));
  }
  return found;
}

/** The complete HTML of a tree with async server components (their data awaited, as the server renders a page). */
async function render(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const stories = content.stories.filter(isStory);
const settingsStory = stories.find((story) => story.content.component === 'settings')!;
const pageStories = stories.filter((story) => story !== settingsStory);

/** Site data and stories of the demo space, with or without markers. */
function loadDemo(version: ContentVersion) {
  const editable = version === 'draft';
  demo.version = version;
  demo.stories = pageStories.map((story) => cdnStory(story, editable));
  const entries = (slug: string) =>
    content.datasources
      .find((d) => d.slug === slug)!
      .entries.map((entry) => toDatasourceEntry({ name: entry.name, value: entry.value, dimension_value: entry.dimensions?.[LOCALE] ?? null }));
  demo.datasources = { 'faq-topics': entries('faq-topics'), 'news-categories': entries('news-categories'), 'doc-types': entries('doc-types') };
  const settings = cdnStory(settingsStory, editable);
  demo.siteData = {
    settings: settings.content.component === 'settings' ? toSiteSettings(settings.content) : null,
    newsCategories: demo.datasources['news-categories']!,
    documentTypes: demo.datasources['doc-types']!,
    products: demo.stories.filter((story): story is Story<Extract<Story['content'], { component: 'product' }>> => story.component === 'product'),
  };
  return { settings };
}

async function renderStory(story: Story): Promise<string> {
  const Layout = layouts[story.component];
  if (!Layout) throw new Error(`no layout for ${story.component}`);
  return render(<Layout story={story} locale={LOCALE} renderBlocks={blockRenderer(LOCALE)} />);
}

describe('click-to-edit markers', () => {
  beforeEach(() => {
    demo.version = 'draft';
  });

  it('every blok of every demo story that the page shows carries its marker, on an element of its own', async () => {
    loadDemo('draft');
    const covered = new Set<string>();
    for (const story of demo.stories.filter((s) => isPageSlug(s.fullSlug))) {
      const html = await renderStory(story);
      const found = markers(html);
      const expected = bloksOf(story.content).filter((blok) => !INVISIBLE.has(blok.component));
      const missing = expected.filter((blok) => !found.has(`${story.id}-${blok._uid}`)).map((blok) => `${blok.component} ${blok._uid}`);
      expect(missing, `${story.fullSlug}: blocks without a marker`).toEqual([]);
      for (const blok of expected) {
        // the marker names the blok's own component, story and space: the editor opens that block's fields
        expect(found.get(`${story.id}-${blok._uid}`)).toEqual({ name: blok.component, space: SPACE, uid: blok._uid, id: String(story.id) });
        covered.add(blok.component);
      }
      // one element per blok: no block marked twice (a wrapper and the block's own element)
      const uids = [...html.matchAll(/data-blok-uid="([^"]*)"/g)].map(([, uid]) => uid);
      expect(uids.length, `${story.fullSlug}: a block marked more than once`).toBe(new Set(uids).size);
    }
    // the walk reached every kind of block the demo content has (a walker that marked nothing would pass the loop above)
    expect([...covered].sort()).toEqual(
      [
        'animated-hero', 'audience-path', 'audience-paths', 'comparison-table', 'contact-form', 'cta-band', 'download', 'embed', 'fact',
        'faq-list', 'faq-teaser', 'feature', 'feature-grid', 'frequently-asked-question', 'hero', 'image-text', 'info-center',
        'info-center-document', 'job', 'job-list', 'key-figure', 'key-figures', 'latest-news', 'legacy-slider', 'manual', 'manual-chapter',
        'manual-legacy', 'manual-list', 'news', 'news-list', 'newsletter-form', 'page', 'partner-finder', 'partner-logos', 'product', 'product-lineup',
        'reference', 'reference-list', 'references-teaser', 'search-results', 'support-form', 'teaser', 'teaser-grid', 'technical-data-row',
        'testimonial', 'text-section', 'video',
      ].sort(),
    );
  });

  it('markers sit on the blocks’ own elements: table rows, list items, chapters, teasers', async () => {
    loadDemo('draft');
    const product = demo.stories.find((story) => story.component === 'product' && bloksOf(story.content).some((b) => b.component === 'technical-data-row'))!;
    const html = await renderStory(product);
    const row = bloksOf(product.content).find((b) => b.component === 'technical-data-row')!;
    expect(html).toMatch(new RegExp(`<tr data-blok-c="[^"]*" data-blok-uid="${product.id}-${row._uid}"><th scope="row">`));
    expect(html).toMatch(new RegExp(`<article class="product" data-blok-c="[^"]*" data-blok-uid="${product.id}-${product.content._uid}">`));
    const download = bloksOf(product.content).find((b) => b.component === 'download')!;
    expect(html).toMatch(new RegExp(`<li data-blok-c="[^"]*" data-blok-uid="${product.id}-${download._uid}"><svg class="download-list__icon"`));
    const page = demo.stories.find((story) => story.component === 'page' && bloksOf(story.content).some((b) => b.component === 'teaser'))!;
    const teaser = bloksOf(page.content).find((b) => b.component === 'teaser')!;
    expect(await renderStory(page)).toMatch(new RegExp(`<article class="teaser" data-blok-c="[^"]*" data-blok-uid="${page.id}-${teaser._uid}">`));
    const manual = demo.stories.find((story) => story.component === 'manual')!;
    const chapter = bloksOf(manual.content).find((b) => b.component === 'manual-chapter')!;
    expect(await renderStory(manual)).toMatch(new RegExp(`<section [^>]*class="manual__chapter"[^>]*data-blok-uid="${manual.id}-${chapter._uid}"`));
  });

  it('a block inside rich text goes through the block registry and carries its marker', () => {
    const [section] = markEditable(
      [
        {
          _uid: 'ts',
          component: 'text-section' as const,
          text: { type: 'doc' as const, content: [{ type: 'blok', attrs: { body: [{ _uid: 'inner', component: 'hero', headline: 'In the text' }] } }] },
        },
      ],
      7,
    );
    // as a page renders it: the block renderer hands itself down to the text section, for the blocks in its text
    const html = renderToStaticMarkup(<Blocks bloks={[section!]} locale="en" />);
    expect([...markers(html).keys()]).toEqual(['7-ts', '7-inner']);
    expect(html).toContain('<section class="hero hero--compact" data-blok-c=');
  });

  it('header and footer: menu items, flyouts and their sub-items, the footer, its columns and links carry markers', async () => {
    const { settings } = loadDemo('draft');
    const html = await render(
      <>
        <SiteHeader locale={LOCALE} siteData={demo.siteData!} />
        <SiteFooter locale={LOCALE} settings={demo.siteData!.settings} />
      </>,
    );
    const found = markers(html);
    const expected = bloksOf(settings.content).filter((blok) => !INVISIBLE.has(blok.component));
    expect(new Set(expected.map((blok) => blok.component))).toEqual(
      new Set(['menu-item', 'flyout-menu-item', 'menu-sub-item', 'footer-settings', 'footer-column', 'footer-link']),
    );
    const missing = expected.filter((blok) => !found.has(`${settings.id}-${blok._uid}`)).map((blok) => `${blok.component} ${blok._uid}`);
    expect(missing).toEqual([]);
    for (const blok of expected) expect(found.get(`${settings.id}-${blok._uid}`)?.name).toBe(blok.component);
    // menu entries are list items of the menus (desktop and mobile), sub-items those of the flyout
    const sub = expected.find((blok) => blok.component === 'menu-sub-item')!;
    expect(html).toMatch(new RegExp(`<li data-blok-c="[^"]*" data-blok-uid="${settings.id}-${sub._uid}"><a `));
  });

  it('a published rendering carries no marker at all', async () => {
    loadDemo('published');
    for (const story of demo.stories.filter((s) => isPageSlug(s.fullSlug))) expect(await renderStory(story), story.fullSlug).not.toContain('data-blok-');
    const chrome = await render(
      <>
        <SiteHeader locale={LOCALE} siteData={demo.siteData!} />
        <SiteFooter locale={LOCALE} settings={demo.siteData!.settings} />
      </>,
    );
    expect(chrome).toContain('site-footer__column');
    expect(chrome).not.toContain('data-blok-');
  });
});
