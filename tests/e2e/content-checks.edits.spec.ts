/**
 * Content checks where editors work (issue 34, items 2 and 5), acted out as an editor: a page in German and
 * English is created through the Management API with four planted mistakes (a feature without its required
 * title, a hero image without alt text, a teaser linking a page that does not exist, a headline left untranslated
 * in English) and published with Storyblok's webhook. The visual editor's preview lists each mistake with the
 * field to fix, in the editor's language; the webhook wrote them into the story's draft (Content check field)
 * in every language; the health report (`npm run content:health` and the page in the visual editor) lists them.
 * The page is deleted at the end.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { contentHealthReport, editorSpace, localSpaceId, type SpaceStory } from '../support/editor-space';
import { CONTENT, SITE, openInEditor } from '../support/editor';

const SLUG = `e2e-inhaltspruefung-${randomUUID().slice(0, 6)}`;
const FEATURE_TITLE = 'body 1 › feature-grid › items 1 › feature › title';
const HERO_IMAGE = 'hero 1 › hero › image';
const TEASER_LINK = 'body 2 › teaser-grid › Teasers 1 › teaser › link';
const HEADLINE = 'hero 1 › hero › headline';

test.describe.configure({ mode: 'serial' });

let spaceId: number;
let page: SpaceStory;
let webhookAnswer: { contentChecks?: { problems: number; written: boolean } | null };

/** A campaign page, German and English, with the four mistakes. */
const plantedPage = () => ({
  _uid: randomUUID(),
  component: 'page',
  title: 'Inhaltsprüfung',
  title__i18n__en: 'Content check',
  page_languages: ['de', 'en'],
  hero: [{ _uid: randomUUID(), component: 'hero', headline: 'Aktion', image: { filename: 'https://a.storyblok.com/f/1000/1600x1000/e1a001/scene-home.svg', alt: '' } }],
  body: [
    { _uid: randomUUID(), component: 'feature-grid', headline: 'Vorteile', headline__i18n__en: 'Benefits', items: [{ _uid: randomUUID(), component: 'feature', icon: 'sun', title: '' }] },
    {
      _uid: randomUUID(),
      component: 'teaser-grid',
      items: [{ _uid: randomUUID(), component: 'teaser', headline: 'Weiter', headline__i18n__en: 'More', link: { linktype: 'story', id: randomUUID(), cached_url: 'gibt-es-nicht', fieldtype: 'multilink' } }],
    },
  ],
});

test.beforeAll(async ({ request }) => {
  spaceId = await localSpaceId(request);
  const space = editorSpace(request, spaceId);
  ({ story: page } = await space.management<{ story: SpaceStory }>('POST', 'stories', { story: { name: 'Inhaltsprüfung', slug: SLUG, parent_id: 0, content: plantedPage() }, publish: 1 }));
  webhookAnswer = (await space.webhook('published', page)) as unknown as typeof webhookAnswer;
});

test.afterAll(async ({ request }) => {
  const space = editorSpace(request, spaceId);
  await space.management('DELETE', `stories/${page.id}`);
  await space.webhook('deleted', page);
});

test('the preview lists the planted mistakes, each with the field to fix, in the editor’s language', async ({ page: browser }) => {
  const german = await openInEditor(browser, `/de/${SLUG}/`, SLUG, 'default');
  const checks = german.locator('[data-content-checks]');
  await expect(checks).toHaveAttribute('data-content-checks', '4');
  await expect(checks.locator(`li[data-rule="required"][data-field="${FEATURE_TITLE}"]`)).toContainText(`Pflichtfeld ist leer: ${FEATURE_TITLE}`);
  await expect(checks.locator(`li[data-rule="alt-text"][data-field="${HERO_IMAGE}"]`)).toContainText('Bild ohne Alternativtext');
  await expect(checks.locator(`li[data-rule="dead-link"][data-field="${TEASER_LINK}"]`)).toContainText('gibt-es-nicht');
  await expect(checks.locator(`li[data-rule="untranslated"][data-field="${HEADLINE}"]`)).toHaveAttribute('data-languages', 'en');

  const english = await openInEditor(browser, `/en/${SLUG}/`, SLUG, 'en');
  await expect(english.locator(`[data-content-checks] li[data-rule="untranslated"][data-field="${HEADLINE}"]`)).toContainText(`Not translated, shows the German text: ${HEADLINE} – „Aktion“`);
  await expect(english.locator(`[data-content-checks] li[data-rule="required"]`)).toContainText(`[de, en] Required field is empty: ${FEATURE_TITLE}`);
});

test('publishing ran the checks: the webhook wrote the problems into the draft, in every language', async ({ request }) => {
  expect(webhookAnswer.contentChecks).toEqual({ problems: 4, written: true });
  const { story } = await editorSpace(request, spaceId).management<{ story: { content: Record<string, string> } }>('GET', `stories/${page.id}`);
  expect(story.content.content_problems).toContain(`[de, en] Pflichtfeld ist leer: ${FEATURE_TITLE}`);
  expect(story.content.content_problems).toContain(`Bild ohne Alternativtext: ${HERO_IMAGE} (scene-home.svg)`);
  expect(story.content.content_problems__i18n__en).toContain(`Link to a page that does not exist or is not published: ${TEASER_LINK} (gibt-es-nicht)`);
  expect(story.content.content_problems__i18n__en).toContain(`[en] Not translated, shows the German text: ${HEADLINE} – „Aktion“`);
  expect(story.content.content_problems__i18n__fr).toContain('Champ obligatoire vide');
});

test('the health report lists them: npm run content:health and the page in the visual editor', async ({ page: browser }) => {
  const report = await contentHealthReport();
  expect(report.code, 'content:health exits 1 when a problem exists').toBe(1);
  expect(report.problems.filter((p) => p.storyId === page.id).map((p) => `${p.rule} ${p.field} ${p.languages.join(',')}`).sort()).toEqual([
    `alt-text ${HERO_IMAGE} de,en`,
    `dead-link ${TEASER_LINK} de,en`,
    `required ${FEATURE_TITLE} de,en`,
    `untranslated ${HEADLINE} en`,
  ]);

  // the report page has no bridge: the editor frames it, its preview token switches draft mode on
  await browser.goto(`${CONTENT}/_editor/?site=${encodeURIComponent(SITE)}&path=${encodeURIComponent('/_internal/content-health/?lang=en')}&story=${page.id}&lang=en`);
  await expect.poll(() => browser.frames().some((frame) => frame.url().startsWith(`${SITE}/_internal/content-health/`)), { timeout: 30_000 }).toBe(true);
  const health = browser.frames().find((frame) => frame.url().startsWith(`${SITE}/_internal/content-health/`))!;
  await expect(health.locator('h1')).toHaveText('Content health');
  const story = health.locator(`section[data-story="${page.id}"]`);
  await expect(story).toContainText(`/${SLUG}`);
  // the page lists what the CDN reads exactly; untranslated fields need the Management API (the command above)
  await expect(story.locator('tr[data-rule]')).toHaveCount(3);
  await expect(story.locator(`tr[data-rule="dead-link"]`)).toContainText(TEASER_LINK);
  await expect(story.locator('tr[data-rule="untranslated"]')).toHaveCount(0);
  await expect(health.getByText('Fields not translated are listed by')).toBeVisible();
  // and nowhere does it list a field translated into the same words as the German (the demo's "2013", "News")
  await expect(health.locator('tr[data-rule="untranslated"]')).toHaveCount(0);
});
