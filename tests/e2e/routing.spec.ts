import { get } from 'node:http';
import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';

test.describe('language and path rules', () => {
  test('the home path redirects to the browser language, else the default', async ({ request }) => {
    const french = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': 'fr-CH,fr;q=0.9,en;q=0.8' } });
    expect(french.status()).toBe(307);
    expect(french.headers().location).toMatch(/\/fr\/$/);
    const unknown = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': 'ja' } });
    expect(unknown.headers().location).toMatch(/\/de\/$/);
    const bareDefault = await request.get('/de', { maxRedirects: 0, headers: { 'accept-language': 'it' } });
    expect(bareDefault.headers().location).toMatch(/\/it\/$/);
  });

  test('the langkey cookie wins over the browser language', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': 'fr', cookie: 'langkey=nl' } });
    expect(response.headers().location).toMatch(/\/nl\/$/);
  });

  test('a missing trailing slash is appended, the query kept without its trailing slash', async ({ request }) => {
    const response = await request.get('/en/products?ref=nav/', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers().location!, 'http://x').pathname + new URL(response.headers().location!, 'http://x').search).toBe(
      '/en/products/?ref=nav',
    );
  });

  test('a path without a language is served in the default language', async ({ page }) => {
    const response = await page.goto('/produkte/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsere Produkte');
  });

  test('protocol-relative paths never redirect off-site', async () => {
    // sent raw: an HTTP client would read `//evil.example` as another host and never ask the site
    for (const path of ['//evil.example', '/\\evil.example', '//evil.example/x', '/%2F%2Fevil.example']) {
      const location = await new Promise<string>((resolve, reject) =>
        get({ host: 'localhost', port: new URL(baseURL).port, path }, (response) => {
          response.resume();
          resolve(response.headers.location ?? '');
        }).on('error', reject),
      );
      expect(new URL(location || '/', baseURL).host, path).toBe(new URL(baseURL).host);
      expect(location, path).not.toMatch(/^(https?:)?[/\\]{2}/);
    }
  });
});

test.describe('not-found page', () => {
  for (const [locale, title, text, home] of [
    ['de', '404 - Seite nicht gefunden', 'Die angeforderte Seite konnte nicht gefunden werden.', 'Zur Startseite'],
    ['en', '404 - Page not found', 'The requested page could not be found.', 'Back to home'],
  ] as const) {
    test(`answers 404 with the ${locale} texts and the locale's header and footer`, async ({ page }) => {
      const response = await page.goto(`/${locale}/this-page-does-not-exist/`);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(title);
      await expect(page.getByText(text)).toBeVisible();
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('.site-footer__column').first()).toBeVisible();
      await page.locator('.not-found').getByRole('link', { name: home }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/$`));
    });
  }
});
