import { expect, test } from '@playwright/test';
import { contentReads, openInEditor, type, type EditorWindow } from '../support/editor';

/**
 * The live preview reads no content while the editor types. These tests count the content service's
 * reads, which every test's pages add to, so they run alone, after all others (the `alone` project).
 */
test.describe('live preview in the visual editor, counting content reads', () => {
  test('a product follows the editor: title, a new rich-text paragraph, the hero removed; Save shows the stored draft again', async ({ page }) => {
    const frame = await openInEditor(page, '/en/products/ac-thor/', 'produkte/ac-thor', 'en');
    // the product's name heads the page; the hero block's slogan heads the overview
    await expect(frame.getByRole('heading', { level: 1, name: 'AC-THOR' })).toBeVisible();
    const slogan = frame.getByRole('heading', { level: 2, name: 'Every kilowatt hour to the right place' });
    await expect(slogan).toBeVisible();
    const reads = await contentReads(page);

    // the title is the tagline under the name
    await type(page, "story.content.title = 'AC-THOR typed live'");
    await expect(frame.locator('.product-hero__tagline')).toHaveText('AC-THOR typed live');

    await type(page, "story.content.intro.content.push({ type: 'paragraph', content: [{ type: 'text', text: 'A paragraph the editor just added.' }] })");
    await expect(frame.getByText('A paragraph the editor just added.')).toBeVisible();

    await type(page, "story.content.hero = []");
    await expect(slogan).toHaveCount(0);
    await expect(frame.getByRole('heading', { level: 1, name: 'AC-THOR' })).toBeVisible();
    expect(await contentReads(page)).toBe(reads);

    await page.evaluate(() => (window as unknown as EditorWindow).editor.change());
    await expect(slogan).toBeVisible();
    await expect(frame.getByText('A paragraph the editor just added.')).toHaveCount(0);
  });

  test('moved teasers change places; a click on a block selects it in the editor', async ({ page }) => {
    const frame = await openInEditor(page, '/en/', 'home', 'en');
    const titles = () => frame.locator('.teaser-grid .teaser__headline').allTextContents();
    const before = await titles();
    expect(before.length).toBeGreaterThanOrEqual(2);
    const reads = await contentReads(page);
    await type(page, "const grid = story.content.body.find((b) => b.component === 'teaser-grid'); grid.items = [grid.items[1], grid.items[0], ...grid.items.slice(2)]");
    await expect.poll(titles).toEqual([before[1], before[0], ...before.slice(2)]);
    expect(await contentReads(page)).toBe(reads);

    const teaser = frame.locator('.teaser[data-blok-uid]').filter({ hasText: before[0]! });
    const uid = (await teaser.getAttribute('data-blok-uid'))!.split('-').slice(1).join('-');
    // on its text, not its link (a click on a link would follow it)
    await teaser.locator('p').click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as EditorWindow).editorMessages.filter((m) => m.action === 'edit').map((m) => (m.dataC as { uid: string }).uid)))
      .toContain(uid);
  });

});
