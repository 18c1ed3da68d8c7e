/** The demo content's contract: what the catalogue promises, complete translations, no dangling references. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isStory, loadContent } from '../../packages/cms/src/space-files';
import type { StoredStory } from '../../packages/cms/src/space-files';

const dataDir = fileURLToPath(new URL('../../packages/local/content', import.meta.url));
const { stories, datasources, space } = loadContent(dataDir);
const published = stories.filter(isStory).filter((s) => s.published);
const ofType = (type: string) => published.filter((s) => s.content.component === type);
const entries = (slug: string) => datasources.find((d) => d.slug === slug)?.entries.map((e) => e.value) ?? [];
const uuids = new Set(published.map((s) => s.uuid));

/** Every object in a content tree. */
function* objects(node: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(node)) for (const item of node) yield* objects(item);
  else if (node && typeof node === 'object') {
    yield node as Record<string, unknown>;
    for (const value of Object.values(node)) yield* objects(value);
  }
}

describe('catalogue', () => {
  it('has all 11 product families with technical data, accessories, downloads and safety notes', () => {
    const products = ofType('product');
    expect(products.map((p) => p.slug).sort()).toEqual(
      ['ac-elwa-2', 'ac-elwa-e', 'ac-thor', 'ac-thor-9s', 'cloud', 'elwa', 'modbus-interface', 'power-coach', 'power-meter', 'usb-interface', 'wifi-meter'].sort(),
    );
    for (const product of products) {
      const list = (field: string) => (product.content[field] ?? []) as unknown[];
      expect(list('technical_data').length, product.slug).toBeGreaterThanOrEqual(5);
      expect(list('accessories').length, product.slug).toBeGreaterThanOrEqual(2);
      expect(list('accessories').every((uuid) => uuids.has(uuid as string) && uuid !== product.uuid), product.slug).toBe(true);
      // with the data sheet generated from the product, its page lists at least three; none of its own is a data sheet (one per product)
      expect(list('downloads').length, product.slug).toBeGreaterThanOrEqual(2);
      expect(list('downloads').filter((download) => (download as { doc_type?: string }).doc_type === 'datasheet'), product.slug).toEqual([]);
      expect(product.content.safety_notes, product.slug).toBeTruthy();
    }
  });

  it('has at least 30 FAQ over at least 5 topics', () => {
    const faqs = ofType('frequently-asked-question');
    expect(faqs.length).toBeGreaterThanOrEqual(30);
    const topics = new Set(faqs.map((f) => f.content.topic));
    expect(topics.size).toBeGreaterThanOrEqual(5);
    expect([...topics].every((t) => entries('faq-topics').includes(t as string))).toBe(true);
  });

  it('has at least 24 news in at least 4 categories, 3 of them events, more than one page of 25', () => {
    const news = ofType('news');
    expect(news.length).toBeGreaterThan(25);
    expect(new Set(news.map((n) => n.content.category)).size).toBeGreaterThanOrEqual(4);
    expect(news.every((n) => entries('news-categories').includes(n.content.category as string))).toBe(true);
    expect(news.filter((n) => n.content.event_start).length).toBeGreaterThanOrEqual(3);
  });

  it('has 6 references, jobs of every type and 40 info-center documents over every type, several products and languages', () => {
    expect(ofType('reference')).toHaveLength(6);
    expect(new Set(ofType('job').map((j) => j.content.job_type))).toEqual(new Set(['fulltime', 'part-time', 'internship', 'apprenticeship']));
    const documents = ofType('info-center-document');
    expect(documents).toHaveLength(40);
    expect(new Set(documents.map((d) => d.content.doc_type))).toEqual(new Set(entries('doc-types')));
    expect(new Set(documents.map((d) => d.content.product_name)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(documents.map((d) => d.content.language)).size).toBe(6);
  });

  it('has 4 manuals, one of them legacy, each with chapters, firmware version and last update', () => {
    const manuals = ofType('manual');
    expect(manuals).toHaveLength(3);
    expect(ofType('manual-legacy')).toHaveLength(1);
    for (const manual of manuals) {
      expect((manual.content.chapters as unknown[]).length).toBeGreaterThanOrEqual(6);
      expect(manual.content.firmware_version).toBeTruthy();
      expect(manual.content.last_update).toBeTruthy();
    }
  });
});

describe('translations and references', () => {
  const translatable = (story: StoredStory) =>
    [...objects(story.content)].flatMap((obj) =>
      Object.keys(obj)
        .filter((key) => key.endsWith(`__i18n__${space.language_codes[0]}`))
        .map((key) => ({ obj, field: key.split('__i18n__')[0]! })),
    );

  it('translates every translatable field into every language, with translated slugs and names', () => {
    const missing: string[] = [];
    for (const story of stories) {
      for (const { obj, field } of translatable(story)) {
        for (const lang of space.language_codes) if (obj[`${field}__i18n__${lang}`] === undefined) missing.push(`${story.full_slug}: ${field} (${lang})`);
      }
      for (const lang of space.language_codes) if (!story.translated_slugs[lang]?.path) missing.push(`${story.full_slug}: slug (${lang})`);
    }
    expect(missing).toEqual([]);
  });

  it('does not copy the German text of longer prose into other languages', () => {
    const copied: string[] = [];
    for (const story of published) {
      for (const { obj, field } of translatable(story)) {
        const german = JSON.stringify(obj[field]);
        if (german.length < 60) continue; // names, numbers and short labels may stay the same
        for (const lang of space.language_codes) if (JSON.stringify(obj[`${field}__i18n__${lang}`]) === german) copied.push(`${story.full_slug}: ${field} (${lang})`);
      }
    }
    expect(copied).toEqual([]);
  });

  it('has unique paths per language', () => {
    for (const lang of ['de', ...space.language_codes]) {
      const paths = published.map((s) => (lang === 'de' ? s.full_slug : s.translated_slugs[lang]?.path));
      expect(new Set(paths).size, lang).toBe(paths.length);
    }
  });

  it('links only to stories that exist and to asset files that exist', () => {
    const dangling: string[] = [];
    for (const story of published) {
      for (const obj of objects(story.content)) {
        if (obj.linktype === 'story' && typeof obj.id === 'string' && !uuids.has(obj.id)) dangling.push(`${story.full_slug}: story ${obj.id}`);
        for (const value of Object.values(obj)) {
          if (typeof value !== 'string') continue;
          const asset = value.match(/^https:\/\/a\.storyblok\.com\/f\/(.+)$/);
          const download = value.match(/^https:\/\/download\.sonnwaerme\.example\/download\/(.+)$/);
          const file = asset ? `${dataDir}/assets/${asset[1]}` : download ? `${dataDir}/assets/1000/documents/${download[1]}` : null;
          if (file && !existsSync(file)) dangling.push(`${story.full_slug}: ${value}`);
        }
      }
    }
    expect(dangling).toEqual([]);
  });
});
