/** The design system stays in one place: every token shown on the styleguide, every variable the stylesheets use declared, every section block shown. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '@/registry/content-types';
import * as tokens from '../../packages/web/src/app/%5Finternal/(tools)/styleguide/tokens';

const WEB = join(__dirname, '../../packages/web/src');
const read = (path: string) => readFileSync(join(WEB, path), 'utf8');
const declared = (css: string) => [...css.matchAll(/(--[a-z0-9-]+)\s*:/g)].map((match) => match[1]!);
/** every stylesheet of the site (each part sits beside what it styles), but the PDF's print sheet, which has its own page */
const stylesheets = readdirSync(WEB, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css') && !file.startsWith('app/pdf-renderer/'));

describe('design tokens', () => {
  const tokenCss = read('design/tokens.css');
  const rootTokens = [...new Set(declared(tokenCss.split('@media')[0]!))];

  it('reads the stylesheets beside what they style', () => {
    expect(stylesheets).toEqual(expect.arrayContaining(['design/tokens.css', 'app/globals.css', 'features/navigation/header.css', 'content-types/product/product.css']));
  });

  it('the styleguide lists every token once', () => {
    const listed = Object.values(tokens).flat();
    expect([...listed].sort()).toEqual([...rootTokens].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('every variable a stylesheet uses is a token, the font variable or a component’s own setting', () => {
    const own = new Set(stylesheets.flatMap((file) => declared(read(file))));
    const used = new Set(stylesheets.flatMap((file) => [...read(file).matchAll(/var\((--[a-z0-9-]+)/g)].map((match) => match[1]!)));
    const unknown = [...used].filter((name) => !own.has(name) && name !== '--font-inter');
    expect(unknown).toEqual([]);
  });

  it('no stylesheet but the tokens names a colour by its hex value more than a few times', () => {
    for (const file of stylesheets.filter((f) => f !== 'design/tokens.css')) {
      const hexes = read(file).replace(/url\("data:[^"]*"\)/g, '').match(/#[0-9a-f]{3,8}\b/gi) ?? [];
      expect(hexes.length, `${file}: ${hexes.join(' ')}`).toBeLessThanOrEqual(6);
    }
  });
});

describe('styleguide', () => {
  const page = read('app/%5Finternal/(tools)/styleguide/page.tsx');
  const sections = ['hero', 'animated-hero', 'audience-paths', 'product-lineup', 'key-figures', 'image-text', 'feature-grid', 'comparison-table', 'testimonial', 'references-teaser', 'latest-news', 'faq-teaser', 'partner-logos', 'cta-band', 'partner-finder', 'text-section', 'embed', 'teaser-grid'];

  it.each(sections)('shows the %s block', (name) => {
    expect(page).toContain(`component: '${name}'`);
  });

  it('every section block the model offers pages has a component in the registry', () => {
    const model = JSON.parse(readFileSync(join(__dirname, '../../packages/cms/model/components/page.json'), 'utf8')) as { schema: { body: { component_whitelist: string[] } } };
    const missing = model.schema.body.component_whitelist.filter((name) => name !== 'legacy-slider' && !(name in blockRegistry));
    expect(missing).toEqual([]);
  });
});
