import { readdirSync, readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

interface StoredStory {
  full_slug: string;
  published: boolean;
  translated_slugs: Record<string, { path: string }>;
  content: { component: string };
}

const stories = readdirSync('packages/local/content/stories')
  .sort()
  .map((file) => JSON.parse(readFileSync(`packages/local/content/stories/${file}`, 'utf8')) as StoredStory)
  .filter((story) => story.published && !story.full_slug.startsWith('_'));

/** One page of every content type, in a locale (home for `page`). */
function pagePerLayout(locale: 'de' | 'en'): string[] {
  const components = [...new Set(stories.map((s) => s.content.component))];
  return components.map((component) => {
    const story = component === 'page' ? stories.find((s) => s.full_slug === 'home')! : stories.find((s) => s.content.component === component)!;
    const path = locale === 'de' ? story.full_slug : story.translated_slugs.en!.path;
    return path === 'home' ? `/${locale}/` : `/${locale}/${path}/`;
  });
}

const listings = { de: ['/de/news/', '/de/infocenter/', '/de/faq/'], en: ['/en/news/', '/en/info-center/', '/en/faq/'] };

for (const locale of ['de', 'en'] as const) {
  test(`every layout in ${locale} has no WCAG 2.1 AA violations`, async ({ page }) => {
    test.setTimeout(120_000);
    const found: string[] = [];
    for (const path of [...pagePerLayout(locale), ...listings[locale], `/${locale}/does-not-exist/`]) {
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      found.push(...violations.map((v) => `${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`));
    }
    expect(found).toEqual([]);
  });
}
