import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import StyleguidePage from '@/app/%5Finternal/(tools)/styleguide/page';

// the styleguide's line-up, comparison, news, references and FAQ blocks read content: none here
vi.mock('@/content/request-content', () => ({
  contentVersion: async () => 'published',
  siteData: async () => ({ settings: null, newsCategories: [], documentTypes: [], products: [] }),
  storiesOfType: async () => [],
}));
import { blockRenderer } from '@/registry/Blocks';
import { siteConfig } from '@/config';
import { RichText, type RenderBlocks } from '@/ui/RichText';
import type { Locale } from '@/i18n/routing';
import type { RichTextDocument } from '@/content/types';

type Node = { type: string; text?: string; attrs?: Record<string, unknown>; marks?: { type: string; attrs?: Record<string, unknown> }[]; content?: Node[] };

const text = (value: string, marks: Node['marks'] = []): Node => ({ type: 'text', text: value, marks });
const paragraph = (...content: Node[]): Node => ({ type: 'paragraph', content });
const cell = (type: 'tableCell' | 'tableHeader', value: string, attrs: Record<string, unknown> = {}): Node => ({ type, attrs, content: [paragraph(text(value))] });
const row = (...cells: Node[]): Node => ({ type: 'tableRow', content: cells });

function render(content: Node[], options: { locale?: Locale; headingLevel?: 2 | 3 | 4; renderBlocks?: RenderBlocks } = {}): string {
  const document: RichTextDocument = { type: 'doc', content };
  return renderToStaticMarkup(<RichText document={document} locale={options.locale ?? 'en'} headingLevel={options.headingLevel} renderBlocks={options.renderBlocks} />);
}

describe('rich text', () => {
  it('keeps the alignment of paragraphs and headings', () => {
    const markup = render([
      { type: 'heading', attrs: { level: 2, textAlign: 'center' }, content: [text('Centred')] },
      { type: 'paragraph', attrs: { textAlign: 'right' }, content: [text('Right')] },
      { type: 'paragraph', attrs: { textAlign: 'justify' }, content: [text('Justified')] },
      { type: 'paragraph', attrs: { textAlign: null }, content: [text('Unaligned')] },
    ]);
    expect(markup).toContain('<h2 style="text-align:center">Centred</h2>');
    expect(markup).toContain('<p style="text-align:right">Right</p>');
    expect(markup).toContain('<p style="text-align:justify">Justified</p>');
    expect(markup).toContain('<p>Unaligned</p>');
  });

  it('shifts headings: the highest level becomes `headingLevel`, never above h2 nor below h6', () => {
    const headings = [1, 2, 6].map((level) => ({ type: 'heading', attrs: { level }, content: [text(`Level ${level}`)] }));
    expect(render(headings, { headingLevel: 3 })).toBe('<div class="rich-text"><h3>Level 1</h3><h4>Level 2</h4><h6>Level 6</h6></div>');
    expect(render([{ type: 'heading', attrs: { level: 4 }, content: [text('Only')] }])).toBe('<div class="rich-text"><h2>Only</h2></div>');
  });

  it('tables: in the scroll wrapper, leading header rows in thead, merged cells and column widths kept', () => {
    const markup = render([
      {
        type: 'table',
        content: [
          row(cell('tableHeader', 'Mode', { colspan: 1, rowspan: 1, colwidth: null }), cell('tableHeader', 'Use', { colspan: 2, rowspan: 1, colwidth: [120, 80] })),
          row(cell('tableHeader', 'M1'), cell('tableCell', 'Hot water', { colspan: 1, rowspan: 2 }), cell('tableCell', 'Day')),
          row(cell('tableHeader', 'M3'), cell('tableCell', 'Night')),
        ],
      },
    ]);
    expect(markup).toBe(
      '<div class="rich-text"><div class="table-scroll"><table>' +
        '<thead><tr><th scope="col"><p>Mode</p></th><th scope="col" colSpan="2" style="width:120px"><p>Use</p></th></tr></thead>' +
        '<tbody><tr><th scope="row"><p>M1</p></th><td rowSpan="2"><p>Hot water</p></td><td><p>Day</p></td></tr>' +
        '<tr><th scope="row"><p>M3</p></th><td><p>Night</p></td></tr></tbody>' +
        '</table></div></div>',
    );
  });

  it('a table without a header row has a body only', () => {
    const markup = render([{ type: 'table', content: [row(cell('tableCell', 'a'), cell('tableCell', 'b'))] }]);
    expect(markup).toContain('<table><tbody><tr><td><p>a</p></td><td><p>b</p></td></tr></tbody></table>');
    expect(markup).not.toContain('<thead>');
  });

  it('images go through the image service, sized to the text column, with their alt text and title', () => {
    const src = 'https://a.storyblok.com/f/1000/1600x900/ab12cd/roof.jpg';
    const markup = render([{ type: 'image', attrs: { id: 42, src, alt: null, title: 'Roof', meta_data: { alt: 'A roof with panels' } } }]);
    expect(markup).toContain(`src="${src}/m/800x0"`);
    expect(markup).toContain(`srcSet="${src}/m/320x0 320w, ${src}/m/640x0 640w, ${src}/m/960x0 960w, ${src}/m/1280x0 1280w"`);
    expect(markup).toContain('sizes="(max-width: 900px) 100vw, 50rem"');
    expect(markup).toContain('alt="A roof with panels" title="Roof" width="800" height="450" loading="lazy"');
    // the asset id is no attribute of the page's image
    expect(markup).not.toContain('id="42"');
    // smaller than the column: its own size
    expect(render([{ type: 'image', attrs: { src: 'https://a.storyblok.com/f/1000/300x200/ef34/icon.png', alt: 'Icon' } }])).toContain('width="300" height="200"');
    // an image without an address is left out
    expect(render([paragraph(text('x')), { type: 'image', attrs: { src: '' } }])).toBe('<div class="rich-text"><p>x</p></div>');
  });

  it('links follow the link rules; texts under the same link share one link', () => {
    const story = { type: 'link', attrs: { linktype: 'story', href: '/produkte', uuid: 'u-1', anchor: 'faq', target: null, story: { full_slug: 'fr/produits' } } };
    const markup = render(
      [
        paragraph(
          text('Nos ', [story]),
          text('produits', [{ type: 'bold' }, story]),
          text(' · '),
          text('site', [{ type: 'link', attrs: { linktype: 'url', href: 'https://www.example.com/', anchor: null, target: '_self' } }]),
          text(' · '),
          text('maison', [{ type: 'link', attrs: { linktype: 'url', href: 'https://www.sonnwaerme.example/fr/', anchor: null } }]),
          text(' · '),
          text('contact', [{ type: 'link', attrs: { linktype: 'url', href: '/fr/contact', anchor: null } }]),
          text(' · '),
          text('mail', [{ type: 'link', attrs: { linktype: 'email', href: 'a@b.example', anchor: null } }]),
          text(' · '),
          text('vide', [{ type: 'link', attrs: { linktype: 'url', href: '', anchor: null } }]),
        ),
      ],
      { locale: 'fr' },
    );
    expect(markup).toContain('<a href="/fr/produits/#faq">Nos <strong>produits</strong></a>');
    expect(markup).toContain('<a href="https://www.example.com/" target="_blank" rel="noopener noreferrer">site</a>');
    expect(markup).toContain('<a href="https://www.sonnwaerme.example/fr/">maison</a>');
    expect(markup).toContain('<a href="/fr/contact/">contact</a>');
    expect(markup).toContain('<a href="mailto:a@b.example" target="_blank" rel="noopener noreferrer">mail</a>');
    // a link without an address: its text only
    expect(markup).toContain(' · vide</p>');
  });

  it('embedded blocks go through the block renderer the caller passes; without one they are left out', () => {
    const embedded: Node[] = [paragraph(text('Before')), { type: 'blok', attrs: { id: 'b', body: [{ _uid: 'inner', component: 'hero', headline: 'In the text' }] } }];
    const received: unknown[] = [];
    const stub = render(embedded, { renderBlocks: (bloks) => (received.push(...bloks), <aside>{bloks.length} block</aside>) });
    expect(stub).toBe('<div class="rich-text"><p>Before</p><aside>1 block</aside></div>');
    expect(received).toEqual([{ _uid: 'inner', component: 'hero', headline: 'In the text' }]);
    expect(render(embedded, { renderBlocks: blockRenderer('en') })).toContain('<h1 class="hero__headline">In the text</h1>');
    expect(render(embedded)).toBe('<div class="rich-text"><p>Before</p></div>');
  });

  it('takes from the content only the attributes the markup needs', () => {
    const markup = render([
      { type: 'paragraph', attrs: { textAlign: null, onclick: 'alert(1)', 'data-x': '1' }, content: [text('<script>alert(1)</script>', [{ type: 'styled', attrs: { class: 'tag', onmouseover: 'x' } }])] },
      { type: 'ordered_list', attrs: { order: 3 }, content: [{ type: 'list_item', content: [paragraph(text('Third'))] }] },
      { type: 'unknown_node', content: [paragraph(text('Kept'))] },
    ]);
    expect(markup).toBe(
      '<div class="rich-text"><p><span class="tag">&lt;script&gt;alert(1)&lt;/script&gt;</span></p><ol start="3"><li><p>Third</p></li></ol><p>Kept</p></div>',
    );
  });

  it('the styleguide’s document shows every node and mark', async () => {
    const { prelude } = await prerenderToNodeStream(<StyleguidePage />);
    let markup = '';
    for await (const chunk of prelude) markup += String(chunk);
    const start = markup.indexOf('<section class="text-section container"><h2>Text section</h2>');
    const styleguideText = markup.slice(start, markup.indexOf('</section>', markup.indexOf('Embedded component')));
    // one piece of markup per node and mark type of Storyblok's rich text (the document and plain text aside)
    const expected: Record<string, string> = {
      heading: '<h3>Heading 2</h3><h4>Heading 3</h4>',
      paragraph: '<p>Links: ',
      bold: '<strong>Bold</strong>',
      italic: '<em>italic</em>',
      underline: '<u>underline</u>',
      strike: '<s>strike</s>',
      code: '<code>code</code>',
      subscript: 'H<sub>2</sub>O',
      superscript: 'm<sup>2</sup>',
      highlight: '<mark style="background-color:#ffe08a">highlight</mark>',
      textStyle: '<span style="color:#1d6f65">text style</span>',
      styled: '<span class="tag">styled</span>',
      anchor: '<span id="styleguide-anchor">anchor</span>',
      link: '<a href="/en/products/">story</a>',
      hard_break: '<br/>after a line break',
      emoji: '<span role="img" aria-label="sun">☀️</span>',
      blockquote: '<blockquote><p>A quotation.</p></blockquote>',
      bullet_list: '<ul><li><p>Bullet one</p></li>',
      ordered_list: '<ol><li><p>Step one</p></li>',
      list_item: '<li><p>Step two</p></li>',
      code_block: '<pre><code class="language-json">{ &quot;mode&quot;: &quot;M1&quot; }</code></pre>',
      horizontal_rule: '<hr/>',
      image: `<img src="${siteConfig.assetBase}/f/1000/1600x600/7b1c4d/hero-page.svg" alt="Sample image" title="Sample" width="800" height="300"`,
      table: '<div class="table-scroll"><table><thead>',
      tableRow: '<tr><th scope="col"><p>Mode</p></th>',
      tableHeader: '<th scope="col"><p>Use</p></th></tr></thead>',
      tableCell: '<tbody><tr><td><p>M1</p></td><td><p>Hot water</p></td></tr>',
      colspan: '<td colSpan="2"><p>A cell across both columns</p></td></tr></tbody>',
      textAlign: '<p style="text-align:center">A centred paragraph</p><h4 style="text-align:right">A heading aligned right</h4>',
      blok: '<section class="text-section container"><h2>Embedded component</h2><div class="rich-text"><p>A block inside rich text.</p></div>',
    };
    for (const [type, piece] of Object.entries(expected)) expect(styleguideText, type).toContain(piece);
    for (const href of ['https://www.example.com/', `${siteConfig.assetBase}/f/1000/1600x600/7b1c4d/hero-page.svg`, 'mailto:office@sonnwaerme.example']) {
      expect(styleguideText).toContain(`<a href="${href}" target="_blank" rel="noopener noreferrer">`);
    }
  });
});
