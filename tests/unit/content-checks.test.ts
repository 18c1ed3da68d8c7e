/** The content checks' rules (packages/cms/src/content-checks/rules.ts): one story or folder at a time, in every language it is in. */
import { describe, expect, it } from 'vitest';
import { checkFolder, checkStory, pageLanguages, wellFormedUrl, type CheckedSpace, type CheckedStory } from '../../packages/cms/src/content-checks/rules';
import { contentProblemsText, describeContentProblem } from '../../packages/shared/src/content-problems';

const space: CheckedSpace = {
  pages: new Map([
    ['uuid-home', { languages: ['de', 'en', 'fr', 'es', 'nl', 'it'], fullSlug: 'home' }],
    ['uuid-de-only', { languages: ['de'], fullSlug: 'nur-deutsch' }],
  ]),
};

const page = (content: Record<string, unknown>, translations: Record<string, Record<string, unknown>> = {}): CheckedStory => {
  const de = { _uid: 'root', component: 'page', title: 'Test', ...content };
  const languages = ['de', ...Object.keys(translations)] as CheckedStory['languages'][number][];
  return { id: 1, name: 'Test', fullSlug: 'test', languages, content: { de, ...Object.fromEntries(Object.entries(translations).map(([l, c]) => [l, { ...de, title: `Test ${l}`, ...c }])) } };
};

const featureGrid = (title: string) => ({ _uid: 'grid', component: 'feature-grid', items: [{ _uid: 'f1', component: 'feature', title, icon: 'sun' }] });

describe('content checks', () => {
  it('finds an empty required field, with the field to fix', () => {
    const problems = checkStory(page({ body: [featureGrid('')] }), space);
    expect(problems).toEqual([expect.objectContaining({ rule: 'required', field: 'body 1 › feature-grid › items 1 › feature › title', languages: ['de'] })]);
  });

  it('finds an image without alt text, in an asset field and in rich text', () => {
    const hero = { _uid: 'h', component: 'hero', headline: 'Hallo', image: { filename: 'https://a.example/f/1/bild.png', alt: '' } };
    const text = { _uid: 't', component: 'text-section', text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'image', attrs: { src: 'https://a.example/f/1/inline.png', alt: '' } }] }] } };
    const problems = checkStory(page({ hero: [hero], body: [text] }), space);
    expect(problems.map((p) => [p.rule, p.detail])).toEqual([
      ['alt-text', 'bild.png'],
      ['alt-text', 'inline.png'],
    ]);
  });

  it('finds a link to a page that does not exist, and one to a page not in the language', () => {
    const teaser = (id: string) => ({ _uid: id, component: 'teaser', headline: 'Mehr', link: { linktype: 'story', id, cached_url: `ziel-${id}` } });
    const story = page({ body: [{ _uid: 'g', component: 'teaser-grid', items: [teaser('uuid-gone'), teaser('uuid-de-only'), teaser('uuid-home')] }] }, { en: { body: [{ _uid: 'g', component: 'teaser-grid', items: [teaser('uuid-gone'), teaser('uuid-de-only'), teaser('uuid-home')].map((t) => ({ ...t, headline: 'More' })) }] } });
    const problems = checkStory(story, space);
    expect(problems.map((p) => [p.rule, p.detail, p.languages])).toEqual([
      ['dead-link', 'ziel-uuid-gone', ['de', 'en']],
      ['link-not-in-language', '/nur-deutsch', ['en']],
    ]);
  });

  it('finds a malformed external link', () => {
    expect(wellFormedUrl('https://www.example.com/a?b=1')).toBe(true);
    expect(wellFormedUrl('/de/kontakt/')).toBe(true);
    expect(wellFormedUrl('mailto:info@example.com')).toBe(true);
    expect(wellFormedUrl('www.example.com')).toBe(false);
    expect(wellFormedUrl('https://exa mple.com')).toBe(false);
    expect(wellFormedUrl('htps://example.com')).toBe(false);
    const cta = { _uid: 'c', component: 'cta-band', headline: 'Los', link_label: 'Los', link: { linktype: 'url', url: 'www.example.com' } };
    expect(checkStory(page({ body: [cta] }), space).map((p) => p.rule)).toContain('malformed-link');
  });

  it('checks the SEO title and description lengths', () => {
    const seo = { _uid: 's', component: 'seo', title: 'x'.repeat(61), description: 'y'.repeat(161) };
    expect(checkStory(page({ seo: [seo] }), space).map((p) => [p.rule, p.detail])).toEqual([
      ['seo-title-length', '61'],
      ['seo-description-length', '161'],
    ]);
    expect(checkStory(page({ seo: [{ ...seo, title: 'x'.repeat(60), description: 'kurz' }] }), space)).toEqual([]);
  });

  it('finds a field showing the German text in a language the page is published in, and only there', () => {
    const hero = { _uid: 'h', component: 'hero', headline: 'Aktion' };
    const story = page({ hero: [hero] }, { en: {} });
    expect(checkStory(story, space)).toEqual([expect.objectContaining({ rule: 'untranslated', field: 'hero 1 › hero › headline', detail: 'Aktion', languages: ['en'] })]);
    expect(checkStory(page({ hero: [hero] }, { en: { hero: [{ ...hero, headline: 'Campaign' }] } }), space)).toEqual([]);
  });

  it('with the stored content, takes a translation into the same words for a translation', () => {
    const fact = { _uid: 'f', component: 'fact', label: 'Leistung', label__i18n__en: 'Power', value: '30 kWp', value__i18n__en: '30 kWp' };
    const story = { ...page({ body: [fact] }, { en: { body: [{ ...fact, label: 'Power' }] } }) };
    expect(checkStory(story, space).map((p) => p.field)).toEqual(['body 1 › fact › value']);
    const stored = { _uid: 'root', component: 'page', title: 'Test', title__i18n__en: 'Test en', body: [fact] };
    expect(checkStory({ ...story, stored }, space)).toEqual([]);
    expect(checkStory({ ...story, stored: { ...stored, body: [{ ...fact, value__i18n__en: '' }] } }, space).map((p) => [p.field, p.languages])).toEqual([['body 1 › fact › value', ['en']]]);
  });

  it('checks alt text only on images the site shows', () => {
    const seo = { _uid: 's', component: 'seo', og_image: { filename: 'https://a.example/f/og.png', alt: '' } };
    const download = { _uid: 'd', component: 'download', title: 'Datenblatt', file: { filename: 'https://a.example/f/datenblatt.pdf', alt: '' } };
    expect(checkStory(page({ seo: [seo], body: [download] }), space).filter((p) => p.rule === 'alt-text')).toEqual([]);
  });

  it('leaves the problems field itself alone', () => {
    expect(checkStory(page({ content_problems: 'alt' }, { en: {} }), space)).toEqual([]);
  });

  it('reads the languages a page is in (empty: all six)', () => {
    expect(pageLanguages({ page_languages: ['en', 'de', 'xx'] })).toEqual(['de', 'en']);
    expect(pageLanguages({ page_languages: [] })).toHaveLength(6);
  });

  it('reports a folder without a published start page or a translated slug', () => {
    const folder = { id: 5, name: 'Aktionen', fullSlug: 'aktionen', languages: ['de', 'en'] as const, translatedSlugs: {} };
    expect(checkFolder({ ...folder, startPage: 'none' }).map((p) => [p.rule, p.languages, p.detail])).toEqual([
      ['folder-start-page', ['de', 'en'], '/aktionen/'],
      ['folder-slug', ['en'], '/en/aktionen/…'],
    ]);
    expect(checkFolder({ ...folder, startPage: 'published', translatedSlugs: { en: 'campaigns' } })).toEqual([]);
    expect(checkFolder({ ...folder, languages: [], startPage: 'none' })).toEqual([]);
  });

  it('describes a problem in the editor’s language, with the field', () => {
    const [problem] = checkStory(page({ body: [featureGrid('')] }), space);
    expect(describeContentProblem('de', problem!)).toBe('Pflichtfeld ist leer: body 1 › feature-grid › items 1 › feature › title');
    expect(contentProblemsText('en', [problem!])).toBe('[de] Required field is empty: body 1 › feature-grid › items 1 › feature › title');
  });
});
