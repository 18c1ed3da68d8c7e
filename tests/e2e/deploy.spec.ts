import { expect, test } from '@playwright/test';

test('an open page notices a new deployment through the published build id', async ({ page, request }) => {
  await page.goto('/en/');
  const { buildId } = (await (await request.get('/builds/latest.json')).json()) as { buildId: string };
  expect(buildId).toMatch(/\S{6,}/);
  expect(await page.content()).toContain(`"buildId":"${buildId}"`);

  await page.route('**/builds/latest.json?t=*', (route) => route.fulfill({ json: { buildId: 'the-next-build' } }));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.locator('html')).toHaveAttribute('data-build-stale', 'the-next-build');
});

test('a script chunk that is gone reloads the page, at most once in 10 seconds', async ({ page }) => {
  await page.goto('/en/');
  // the deployment replaced the chunks: every chunk not yet loaded is gone
  await page.route('**/_next/static/chunks/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Open search' }).click();
  await reloaded;
  expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);

  // the reloaded page hits the same missing chunk: no second reload within 10 s
  await page.evaluate(() => ((window as unknown as { afterReload: boolean }).afterReload = true));
  await page.getByRole('button', { name: 'Open search' }).click();
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => 'afterReload' in window)).toBe(true);
});

test('a stylesheet that is gone, loaded or preloaded, reloads the page the same way, at most once in 10 seconds', async ({ context }) => {
  for (const rel of ['stylesheet', 'preload'] as const) {
    // a page of its own: its own session storage, so its own reload guard
    const page = await context.newPage();
    await page.goto('/en/');
    // a stylesheet of the deployment the page came from, removed by the next one
    const linkMissingStylesheet = () =>
      page.evaluate((rel) => {
        const link = Object.assign(document.createElement('link'), { rel, href: `/_next/static/css/gone-${Date.now()}.css` });
        if (rel === 'preload') link.as = 'style';
        document.head.append(link);
      }, rel);
    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    const reloaded = page.waitForEvent('load');
    await linkMissingStylesheet();
    await reloaded;
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);

    // the same failure on the reloaded page: no second reload within 10 s
    await page.evaluate(() => ((window as unknown as { afterReload: boolean }).afterReload = true));
    await linkMissingStylesheet();
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => 'afterReload' in window)).toBe(true);
    await page.close();
  }
});
