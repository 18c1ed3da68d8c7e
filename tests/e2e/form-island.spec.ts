/**
 * The forms load their script when the visitor starts on them (FormIsland): the page comes with the
 * form's markup only. What is entered or sent before the script is there must not be lost, a form
 * reached by a link inside the site works at once, and without JavaScript the form is still shown.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const catalog = (locale: string) => JSON.parse(readFileSync(join(process.cwd(), `packages/shared/messages/${locale}.json`), 'utf8')) as Record<string, string>;
const de = catalog('de');

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'consent', value: 'necessary', url: baseURL! }]);
});

/**
 * Opens `path` and holds every script the page asks for after it has loaded, until `release` is
 * called: what the visitor does meanwhile happens on the server's markup alone.
 */
async function openWithScriptsHeld(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  const held: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return { held, release };
}

test('the support form loads its script on the first touch; a client type and an e-mail chosen before it are kept', async ({ page }) => {
  const { held, release } = await openWithScriptsHeld(page, '/de/support/');
  expect(held, 'nothing more loads until the visitor starts').toEqual([]);
  await page.getByLabel(de['choice.clientType.private']!, { exact: true }).check();
  await page.getByRole('textbox', { name: de['form.email']!, exact: true }).fill('ada@example.org');
  expect(held.length, 'starting on the form asks for its script').toBeGreaterThan(0);
  release();
  // hydrated: the private customer's subjects are offered, and nothing entered before is gone
  await expect(page.getByRole('combobox', { name: de['form.supportSubject']!, exact: true }).locator('option', { hasText: de['choice.supportSubject.device-fault']! })).toHaveCount(1);
  await expect(page.getByLabel(de['choice.clientType.private']!, { exact: true })).toBeChecked();
  await expect(page.getByRole('textbox', { name: de['form.email']!, exact: true })).toHaveValue('ada@example.org');
});

test('"Send" pressed before the script is there is answered once it is: the errors show, the browser sends nothing itself', async ({ page }) => {
  const { held, release } = await openWithScriptsHeld(page, '/de/kontakt/');
  await page.getByRole('button', { name: de['form.send']! }).click();
  expect(held.length).toBeGreaterThan(0);
  expect(new URL(page.url()).search, 'no values in the address').toBe('');
  release();
  await expect(page.getByRole('combobox', { name: de['form.topic']!, exact: true })).toBeFocused();
  await expect(page.getByText(de['form.errors.required']!).first()).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});

test('the contact form reached by a link inside the site works at once', async ({ page }) => {
  await page.goto('/de/', { waitUntil: 'networkidle' });
  await page.locator('main a[href="/de/kontakt/"]').first().click();
  await expect(page).toHaveURL(/\/de\/kontakt\/$/);
  const topic = page.getByRole('combobox', { name: de['form.topic']!, exact: true });
  await topic.selectOption({ label: de['choice.contactTopic.quote']! });
  await page.getByRole('button', { name: de['form.send']! }).click();
  await expect(page.getByRole('textbox', { name: de['form.firstname']!, exact: true })).toBeFocused();
  await expect(topic).toHaveValue('quote');
});

test('without JavaScript the forms are shown with every field, and cannot be sent', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/de/kontakt/');
  await expect(page.getByRole('combobox', { name: de['form.topic']!, exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: de['form.message']!, exact: true })).toBeVisible();
  // the browser cannot send it by itself (a GET with every value in the address)
  await expect(page.getByRole('button', { name: de['form.send']! })).toBeDisabled();
  await page.goto('/de/newsletter/');
  await expect(page.getByLabel(de['form.newsletterEmail']!)).toBeVisible();
  await context.close();
});
