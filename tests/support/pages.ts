import { readdirSync, readFileSync } from 'node:fs';

// read directly: Playwright loads this file as CommonJS, which cannot import @pv/cms (an ES module package)
interface StoredStory {
  full_slug: string;
  published: boolean;
  is_folder?: boolean;
  translated_slugs: Record<string, { path: string }>;
  content: { component: string };
}

/** Published page stories of the demo content (not folders, not data stories such as `_settings`). */
export const pageStories = readdirSync('packages/local/content/stories')
  .sort()
  .map((file) => JSON.parse(readFileSync(`packages/local/content/stories/${file}`, 'utf8')) as StoredStory)
  .filter((story) => story.published && !story.is_folder && !story.full_slug.startsWith('_'));

/** One page of every content type in a locale (home for `page`), the listings, the forms, a 404 and, once, the internal pages. */
export function pagePerLayout(locale: 'de' | 'en'): string[] {
  const components = [...new Set(pageStories.map((s) => s.content.component))];
  const paths = components.map((component) => {
    const story = component === 'page' ? pageStories.find((s) => s.full_slug === 'home')! : pageStories.find((s) => s.content.component === component)!;
    const path = locale === 'de' ? story.full_slug : story.translated_slugs.en!.path;
    return path === 'home' ? `/${locale}/` : `/${locale}/${path}/`;
  });
  const listingsAndForms =
    locale === 'de'
      ? ['/de/news/', '/de/infocenter/', '/de/faq/', '/de/produkte/', '/de/suche/?q=Warmwasser', '/de/kontakt/', '/de/support/', '/de/newsletter/']
      : ['/en/news/', '/en/info-center/', '/en/faq/', '/en/products/', '/en/search/?q=hot%20water', '/en/contact/', '/en/support/', '/en/newsletter/'];
  const internal = locale === 'en' ? ['/_internal/styleguide/', '/_internal/calculator/'] : [];
  return [...paths, ...listingsAndForms, `/${locale}/does-not-exist/`, ...internal];
}
