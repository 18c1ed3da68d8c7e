import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { blockRenderer, Blocks } from '@/registry/Blocks';
import { AnimatedHero, Hero } from '@/blocks/Hero';
import { TeaserGrid } from '@/blocks/TeaserGrid';
import { RichText } from '@/ui/RichText';
import { ProductLayout } from '@/content-types/product/ProductLayout';
import { ReferenceLayout } from '@/content-types/reference/ReferenceLayout';
import { FaqLayout } from '@/content-types/faq/FaqLayout';
import { ManualLayout, ManualLegacyLayout } from '@/content-types/manual/ManualLayout';
import { JobLayout } from '@/content-types/job/JobLayout';
import type { BlokByName, ContentTypeName, HeroBlok, RichTextDocument, Story } from '@/content/types';

// product pages also read the site's settings and products: none here
vi.mock('@/content/request-content', () => ({
  contentVersion: async () => 'published',
  siteData: async () => ({ settings: null, newsCategories: [], documentTypes: [], products: [] }),
}));

/** The complete HTML of a tree with async server components (their data awaited, as the server renders a page). */
async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  return markup;
}
const doc = (...texts: string[]): RichTextDocument => ({ type: 'doc', content: texts.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })) });
/** A story of a content type with the given fields, checked against the model at the call (a generic spread is beyond TypeScript, hence the cast). */
const story = <N extends ContentTypeName>(component: N, fields: Omit<BlokByName[N], '_uid' | 'component'>) =>
  ({
    id: 1,
    uuid: 'u-1',
    name: 'Story name',
    slug: 'story',
    fullSlug: 'en/things/story',
    defaultFullSlug: 'dinge/story',
    firstPublishedAt: '2026-01-01T00:00:00.000Z',
    publishedAt: '2026-01-01T00:00:00.000Z',
    component,
    content: { _uid: 'c', component, ...fields },
    paths: { de: 'dinge/story', en: 'things/story', fr: 'choses/story', es: 'cosas/story', nl: 'dingen/story', it: 'cose/story' },
  }) as unknown as Story<BlokByName[N]>;

describe('blocks', () => {
  it('hero: headline, text and image; the animated variant adds the call to action', async () => {
    const blok: HeroBlok = { _uid: 'h', component: 'hero', headline: 'Sunshine becomes heat', text: 'Surplus to hot water', image: { filename: 'https://a.storyblok.com/f/1000/1600x600/x/h.svg', alt: 'Roof' } };
    const plain = await html(<Hero blok={blok} locale="en" />);
    expect(plain).toContain('<h1 class="hero__headline">Sunshine becomes heat</h1>');
    expect(plain).toContain('alt="Roof"');
    expect(plain).not.toContain('hero--animated');
    const animated = await html(
      <AnimatedHero blok={{ ...blok, component: 'animated-hero', cta_label: 'Discover', cta_link: { linktype: 'story', cached_url: 'produkte', story: { full_slug: 'en/products' } } }} locale="en" />,
    );
    expect(animated).toContain('hero hero--animated');
    expect(animated).toContain('href="/en/products/"');
  });

  it('teaser grid: one teaser per item, links by the link rules', async () => {
    const markup = await html(
      <TeaserGrid
        locale="de"
        blok={{
          _uid: 'g',
          component: 'teaser-grid',
          items: [
            { _uid: 't1', component: 'teaser', headline: 'Support', text: 'Hilfe', link: { linktype: 'story', cached_url: 'support' } },
            { _uid: 't2', component: 'teaser', headline: 'Extern', link: { linktype: 'url', url: 'https://example.com/' } },
          ],
        }}
      />,
    );
    expect(markup.match(/class="teaser"/g)).toHaveLength(2);
    expect(markup).toContain('href="/de/support/"');
    expect(markup).toContain('href="https://example.com/" target="_blank" rel="noopener noreferrer"');
  });

  it('rich text: marks and links follow the link rules; headings start below the page title', async () => {
    const markup = await html(
      <RichText
        locale="fr"
        document={{
          type: 'doc',
          content: [
            { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Titre' }] },
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: 'gras', marks: [{ type: 'bold' }] },
                { type: 'text', text: 'lien', marks: [{ type: 'link', attrs: { linktype: 'story', href: '/produkte', story: { full_slug: 'fr/produits' }, anchor: 'faq' } }] },
                { type: 'text', text: 'mail', marks: [{ type: 'link', attrs: { linktype: 'email', href: 'a@b.example' } }] },
              ],
            },
          ],
        }}
      />,
    );
    expect(markup).toContain('<h2>Titre</h2>');
    expect(markup).toContain('<strong>gras</strong>');
    expect(markup).toContain('href="/fr/produits/#faq"');
    expect(markup).toContain('href="mailto:a@b.example" target="_blank"');
  });
});

describe('blocks in rich text', () => {
  const withBlock = (headline: string): RichTextDocument => ({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Text' }] }, { type: 'blok', attrs: { body: [{ _uid: 'in', component: 'hero', headline }] } }],
  });

  it('a text section rendered by the block renderer renders the blocks in its text through it', async () => {
    const markup = await html(<Blocks locale="en" bloks={[{ _uid: 'ts', component: 'text-section', headline: 'Section', text: withBlock('Inside the section') }]} />);
    expect(markup).toContain('<p>Text</p><section class="hero hero--compact"');
    expect(markup).toContain('<h1 class="hero__headline">Inside the section</h1>');
  });

  it('layouts hand the block renderer to their rich text', async () => {
    expect(await html(<FaqLayout locale="en" renderBlocks={blockRenderer('en')} story={story('frequently-asked-question', { question: 'Q?', answer: withBlock('In the answer') })} />)).toContain(
      '<h1 class="hero__headline">In the answer</h1>',
    );
    const product = await html(<ProductLayout locale="en" renderBlocks={blockRenderer('en')} story={story('product', { title: 'P', intro: withBlock('In the intro'), safety_notes: withBlock('In the notes') })} />);
    expect(product).toContain('In the intro');
    expect(product).toContain('In the notes');
  });
});

describe('layouts', () => {
  it('product: technical data rows, downloads by the document rules, accessories, Product JSON-LD', async () => {
    const markup = await html(
      <ProductLayout
        locale="en"
        renderBlocks={blockRenderer('en')}
        story={story('product', {
          title: 'AC-THOR',
          family: 'AC-THOR',
          description: 'Power manager',
          technical_data: [{ _uid: 'r', component: 'technical-data-row', label: 'Power', value: '0–3 kW' }],
          downloads: [{ _uid: 'd', component: 'download', title: 'Data sheet', language: 'en', file: { filename: 'https://download.sonnwaerme.example/download/ac-thor.pdf' } }],
          safety_notes: doc('Installation by an electrician only.'),
          accessories: [
            { id: 2, uuid: 'u-2', name: 'Power Meter', slug: 'power-meter', full_slug: 'en/products/power-meter', default_full_slug: 'produkte/power-meter', content: { _uid: 'x', component: 'product' } },
          ],
        })}
      />,
    );
    expect(markup).toContain('<th scope="row">Power</th><td>0–3 kW</td>');
    expect(markup).toContain('href="http://localhost:4010/f/1000/documents/ac-thor.pdf"');
    expect(markup).toContain('Installation by an electrician only.');
    expect(markup).toContain('href="/en/products/power-meter/"');
    expect(markup).toContain('"@type":"Product"');
  });

  it('reference: the four sections', async () => {
    const markup = await html(
      <ReferenceLayout
        locale="en"
        renderBlocks={blockRenderer('en')}
        story={story('reference', {
          title: 'Hotel',
          facts: [{ _uid: 'f', component: 'fact', label: 'PV', value: '30 kWp' }],
          customer_opinion: 'Great.',
          customer_name: 'A. Guest',
          summary: doc('Summary text.'),
          product: [{ id: 2, uuid: 'u-2', name: 'AC-THOR', slug: 'ac-thor', full_slug: 'en/products/ac-thor', content: { _uid: 'x', component: 'product' } }],
        })}
      />,
    );
    for (const id of ['reference-product', 'reference-facts', 'reference-opinion', 'reference-summary']) expect(markup).toContain(`id="${id}"`);
    expect(markup).toContain('<figcaption>A. Guest</figcaption>');
  });

  it('FAQ: question as title, answer, FAQPage JSON-LD with the plain answer', async () => {
    const markup = await html(<FaqLayout locale="de" renderBlocks={blockRenderer('de')} story={story('frequently-asked-question', { question: 'Wie?', answer: doc('So.') })} />);
    expect(markup).toContain('<h1>Wie?</h1>');
    expect(markup).toContain('"acceptedAnswer":{"@type":"Answer","text":"So."}');
  });

  it('manual: table of contents with chapter anchors, firmware and last update; legacy manual: its files', async () => {
    const markup = await html(
      <ManualLayout
        locale="de"
        renderBlocks={blockRenderer('de')}
        story={story('manual', {
          title: 'Anleitung',
          firmware_version: 'a0021100',
          last_update: '2026-09-15 00:00',
          chapters: [{ _uid: 'c1', component: 'manual-chapter', title: 'Installation', anchor: 'installation', content: doc('Text') }],
        })}
      />,
    );
    expect(markup).toContain('href="#installation"');
    expect(markup).toContain('id="installation"');
    expect(markup).toContain('a0021100');
    expect(markup).toContain('15. September 2026');
    const legacy = await html(
      <ManualLegacyLayout
        locale="en"
        renderBlocks={blockRenderer('en')}
        story={story('manual-legacy', { title: 'Old', files: [{ _uid: 'f', component: 'download', title: 'Manual (EN)', language: 'en', file: { filename: 'https://download.sonnwaerme.example/download/old-en.pdf' } }] })}
      />,
    );
    expect(legacy).toContain('href="http://localhost:4010/f/1000/documents/old-en.pdf"');
  });

  it('job: type label and JobPosting with the employment type', async () => {
    const markup = await html(<JobLayout locale="en" renderBlocks={blockRenderer('en')} story={story('job', { title: 'Technician', job_type: 'part-time', location: 'Steyr', body: doc('Tasks') })} />);
    expect(markup).toContain('Part-time');
    expect(markup).toContain('"employmentType":"PART_TIME"');
  });
});
