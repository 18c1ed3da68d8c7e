import type { Metadata } from 'next';
import { Blocks } from '@/registry/Blocks';
import { siteConfig } from '@/config';
import { DocumentLink } from '@/ui/DocumentLink';
import { Flag } from '@/ui/Flag';
import { Icon, ICON_NAMES } from '@/ui/Icon';
import type { NestableBlok, RichTextDocument } from '@/content/types';
import { COLOUR_TOKENS, MOTION_TOKENS, OTHER_TOKENS, RADIUS_TOKENS, SHADOW_TOKENS, SPACE_TOKENS, TYPE_TOKENS } from './tokens';

export const metadata: Metadata = { title: 'Styleguide (internal)' };

const asset = (path: string, alt = '') => ({ filename: `${siteConfig.assetBase}/f/${siteConfig.storyblok.spaceId}/${path}`, alt });
const story = (cached_url: string, full_slug: string) => ({ linktype: 'story' as const, cached_url, story: { full_slug } });

const text = (value: string, marks: { type: string; attrs?: Record<string, unknown> }[] = []) => ({ type: 'text', text: value, marks });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const image = asset('1600x600/7b1c4d/hero-page.svg').filename;

/** Every rich-text node and mark type the content service delivers. */
const richTextSample: RichTextDocument = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [text('Heading 2')] },
    { type: 'heading', attrs: { level: 3 }, content: [text('Heading 3')] },
    paragraph(
      text('Bold', [{ type: 'bold' }]),
      text(' · '),
      text('italic', [{ type: 'italic' }]),
      text(' · '),
      text('underline', [{ type: 'underline' }]),
      text(' · '),
      text('strike', [{ type: 'strike' }]),
      text(' · '),
      text('code', [{ type: 'code' }]),
      text(' · H'),
      text('2', [{ type: 'subscript' }]),
      text('O · m'),
      text('2', [{ type: 'superscript' }]),
      text(' · '),
      text('highlight', [{ type: 'highlight', attrs: { color: '#ffe08a' } }]),
      text(' · '),
      text('text style', [{ type: 'textStyle', attrs: { color: '#1d6f65' } }]),
      text(' · '),
      text('styled', [{ type: 'styled', attrs: { class: 'tag' } }]),
      text(' · '),
      text('anchor', [{ type: 'anchor', attrs: { id: 'styleguide-anchor' } }]),
    ),
    paragraph(
      text('Links: '),
      text('story', [{ type: 'link', attrs: { linktype: 'story', href: '/produkte', story: { full_slug: 'en/products' } } }]),
      text(', '),
      text('url', [{ type: 'link', attrs: { linktype: 'url', href: 'https://www.example.com/' } }]),
      text(', '),
      text('asset', [{ type: 'link', attrs: { linktype: 'asset', href: image } }]),
      text(', '),
      text('email', [{ type: 'link', attrs: { linktype: 'email', href: 'office@sonnwaerme.example' } }]),
      { type: 'hard_break' },
      text('after a line break '),
      { type: 'emoji', attrs: { name: 'sun', emoji: '☀️' } },
    ),
    { type: 'blockquote', content: [paragraph(text('A quotation.'))] },
    { type: 'bullet_list', content: [{ type: 'list_item', content: [paragraph(text('Bullet one'))] }, { type: 'list_item', content: [paragraph(text('Bullet two'))] }] },
    { type: 'ordered_list', attrs: { order: 1 }, content: [{ type: 'list_item', content: [paragraph(text('Step one'))] }, { type: 'list_item', content: [paragraph(text('Step two'))] }] },
    { type: 'code_block', attrs: { class: 'language-json' }, content: [text('{ "mode": "M1" }')] },
    { type: 'horizontal_rule' },
    { type: 'image', attrs: { src: image, alt: 'Sample image', title: 'Sample' } },
    {
      type: 'table',
      content: [
        { type: 'tableRow', content: [{ type: 'tableHeader', content: [paragraph(text('Mode'))] }, { type: 'tableHeader', content: [paragraph(text('Use'))] }] },
        { type: 'tableRow', content: [{ type: 'tableCell', content: [paragraph(text('M1'))] }, { type: 'tableCell', content: [paragraph(text('Hot water'))] }] },
        { type: 'tableRow', content: [{ type: 'tableCell', attrs: { colspan: 2 }, content: [paragraph(text('A cell across both columns'))] }] },
      ],
    },
    { type: 'paragraph', attrs: { textAlign: 'center' }, content: [text('A centred paragraph')] },
    { type: 'heading', attrs: { level: 3, textAlign: 'right' }, content: [text('A heading aligned right')] },
    { type: 'blok', attrs: { body: [{ _uid: 'sg-embedded', component: 'text-section', headline: 'Embedded component', text: { type: 'doc', content: [paragraph(text('A block inside rich text.'))] } }] } },
  ],
};

const blocks: NestableBlok[] = [
  { _uid: 'sg-hero', component: 'hero', headline: 'Hero', text: 'Text in its own column beside the artwork', image: { filename: image, alt: '' } },
  {
    _uid: 'sg-animated',
    component: 'animated-hero',
    headline: 'Animated hero',
    text: 'The header floats over it; a scrim keeps the text readable',
    image: asset('1600x1000/e1a001/scene-home.svg'),
    cta_label: 'Call to action',
    cta_link: story('produkte', 'en/products'),
  },
  {
    _uid: 'sg-paths',
    component: 'audience-paths',
    headline: 'Audience paths',
    intro: 'One card each for private customers, installers and planners.',
    items: [
      { _uid: 'sg-p1', component: 'audience-path', audience: 'private', title: 'Hot water from your roof', text: 'Which device suits your home.', image: asset('1600x1000/e1a001/scene-home.svg'), link: story('produkte', 'en/products'), link_label: 'Find your device' },
      { _uid: 'sg-p2', component: 'audience-path', audience: 'installer', title: 'Install in an afternoon', text: 'Manuals, wiring diagrams, firmware.', image: asset('1600x1000/e1a002/scene-boiler-room.svg'), link: story('support', 'en/support'), link_label: 'To the support' },
      { _uid: 'sg-p3', component: 'audience-path', audience: 'planner', title: 'Plan with data', text: 'Tender texts and data sheets.', image: asset('1600x1000/e1a003/scene-apartment-building.svg'), link: story('infocenter', 'en/info-center'), link_label: 'Info center' },
    ],
  },
  { _uid: 'sg-lineup', component: 'product-lineup', headline: 'Product line-up', intro: 'Grouped by category.', categories: ['heating-rod', 'power-manager'], link: story('produkte', 'en/products'), link_label: 'All products' },
  {
    _uid: 'sg-figures',
    component: 'key-figures',
    headline: 'Key figures',
    tone: 'brand',
    items: [
      { _uid: 'sg-f1', component: 'key-figure', value: '2013', label: 'founded in Steyr' },
      { _uid: 'sg-f2', component: 'key-figure', value: '100,000+', label: 'devices installed' },
      { _uid: 'sg-f3', component: 'key-figure', value: '5 years', label: 'warranty after registration' },
      { _uid: 'sg-f4', component: 'key-figure', value: '100 %', label: 'developed and made in Austria' },
    ],
  },
  {
    _uid: 'sg-image-text',
    component: 'image-text',
    eyebrow: 'Image and text',
    headline: 'Surplus in, hot water out',
    text: { type: 'doc', content: [paragraph(text('The picture sits beside the text, left or right; on a phone above it.'))] },
    image: asset('1600x1000/e1a002/scene-boiler-room.svg'),
    image_position: 'left',
    tone: 'surface',
    link: story('support', 'en/support'),
    link_label: 'Button',
  },
  {
    _uid: 'sg-features',
    component: 'feature-grid',
    headline: 'Feature grid',
    items: ICON_NAMES.slice(0, 6).map((icon, index) => ({ _uid: `sg-feature-${index}`, component: 'feature' as const, icon, title: `Feature with ${icon}`, text: 'A short text about the benefit.' })),
  },
  { _uid: 'sg-compare', component: 'comparison-table', headline: 'Comparison table', products: ['000007d2-0000-4000-8000-0000000007d2', '000007d3-0000-4000-8000-0000000007d3', '000007d4-0000-4000-8000-0000000007d4', '000007d5-0000-4000-8000-0000000007d5'] },
  { _uid: 'sg-testimonial', component: 'testimonial', quote: 'Installed in two hours; the customer has had free hot water all summer.', name: 'Anna Huber', role: 'Installer', company: 'Huber Heiztechnik' },
  { _uid: 'sg-references', component: 'references-teaser', headline: 'References teaser', link: story('referenzen', 'en/references'), link_label: 'All references' },
  { _uid: 'sg-news', component: 'latest-news', headline: 'Latest news', count: 3, link: story('news', 'en/news'), link_label: 'All news' },
  { _uid: 'sg-faq', component: 'faq-teaser', headline: 'FAQ teaser', intro: 'Chosen questions.', faqs: ['00000bc7-0000-4000-8000-000000000bc7'], link: story('faq', 'en/faq'), link_label: 'All questions' },
  {
    _uid: 'sg-logos',
    component: 'partner-logos',
    headline: 'Partner logos',
    logos: ['f1b001/solartec-alpin', 'f1b002/heiztechnik-huber', 'f1b003/sun-energy-iberica', 'f1b004/helios-impianti'].map((path) => asset(`320x120/${path}.svg`, path.split('/')[1])),
  },
  { _uid: 'sg-partners', component: 'partner-finder', headline: 'Partner finder', intro: 'By country and postcode or town; the map after consent.' },
  { _uid: 'sg-cta', component: 'cta-band', headline: 'Call to action (brand)', text: 'A sentence that asks for the next step.', link: story('kontakt', 'en/contact'), link_label: 'Primary', secondary_link: story('produkte', 'en/products'), secondary_label: 'Secondary', tone: 'brand' },
  { _uid: 'sg-cta-accent', component: 'cta-band', headline: 'Call to action (sun)', link: story('kontakt', 'en/contact'), link_label: 'Primary', secondary_link: story('produkte', 'en/products'), secondary_label: 'Secondary', tone: 'accent' },
  { _uid: 'sg-text', component: 'text-section', headline: 'Text section', text: richTextSample },
  { _uid: 'sg-video', component: 'embed', headline: 'Video (consent first)', provider: 'youtube', video_id: 'dQw4w9WgXcQ', title: 'Sample video' },
  { _uid: 'sg-map', component: 'embed', headline: 'Map (consent first)', provider: 'openstreetmap', latitude: 48.0427, longitude: 14.4213, title: 'Steyr' },
  {
    _uid: 'sg-teasers',
    component: 'teaser-grid',
    items: [
      { _uid: 'sg-t1', component: 'teaser', headline: 'Teaser', text: 'Links to a story', link: story('support', 'en/support') },
      { _uid: 'sg-t2', component: 'teaser', headline: 'External teaser', text: 'Opens in a new tab', link: { linktype: 'url', url: 'https://www.example.com/' } },
    ],
  },
];

const Swatch = ({ token }: { token: string }) => (
  <li className="sg-swatch">
    <span className="sg-swatch__colour" style={{ background: `var(${token})` }} />
    <code>{token}</code>
  </li>
);

export default function StyleguidePage() {
  return (
    <>
      <h1>Styleguide</h1>
      <p className="lead">Every design token, component and content block, as the site renders them (src/design, globals.css, the block registry).</p>

      <section className="section" aria-labelledby="sg-tokens">
        <h2 id="sg-tokens">Tokens</h2>
        <h3>Colour</h3>
        <ul className="sg-swatches">
          {COLOUR_TOKENS.map((token) => (
            <Swatch key={token} token={token} />
          ))}
        </ul>
        <h3>Type</h3>
        <ul className="sg-list">
          {TYPE_TOKENS.map((token) => (
            <li key={token} style={{ fontSize: `var(${token})`, lineHeight: 1.25 }}>
              <code>{token}</code> Sonnenstrom wird Wärme
            </li>
          ))}
        </ul>
        <h3>Space</h3>
        <ul className="sg-list">
          {SPACE_TOKENS.map((token) => (
            <li key={token} className="sg-space">
              <code>{token}</code>
              <span style={{ width: `var(${token})` }} />
            </li>
          ))}
        </ul>
        <h3>Radii, shadows, motion</h3>
        <ul className="sg-tiles">
          {RADIUS_TOKENS.map((token) => (
            <li key={token} style={{ borderRadius: `var(${token})` }}>
              <code>{token}</code>
            </li>
          ))}
          {SHADOW_TOKENS.map((token) => (
            <li key={token} style={{ boxShadow: `var(${token})` }}>
              <code>{token}</code>
            </li>
          ))}
          {MOTION_TOKENS.map((token) => (
            <li key={token} className="sg-motion" style={{ transitionDuration: `var(${token})` }}>
              <code>{token}</code>
            </li>
          ))}
        </ul>
        <h3>Type settings and layout</h3>
        <ul className="sg-list">
          {OTHER_TOKENS.map((token) => (
            <li key={token} className="sg-setting">
              <code>{token}</code>
              <span style={{ fontWeight: token.startsWith('--weight') ? `var(${token})` : undefined, letterSpacing: token.startsWith('--tracking') ? `var(${token})` : undefined, lineHeight: token.startsWith('--leading') ? `var(${token})` : undefined, fontFamily: token === '--font-sans' ? `var(${token})` : undefined }}>
                Aa Wärme aus Sonnenstrom
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="sg-components">
        <h2 id="sg-components">Components</h2>
        <h3>Buttons</h3>
        <p className="cta-row">
          <button type="button" className="button button--primary">Primary</button>
          <button type="button" className="button button--accent">Accent</button>
          <button type="button" className="button">Secondary</button>
          <button type="button" className="button button--ghost">Ghost</button>
          <button type="button" className="button button--small">Small</button>
          <button type="button" className="button button--primary button--large">Large</button>
          <button type="button" className="button button--primary" disabled>Disabled</button>
          <button type="button" className="button button--primary sg-focus">Focused</button>
          <a className="link-arrow" href="#sg-components">Link with arrow</a>
        </p>
        <p className="cta-row sg-dark">
          <button type="button" className="button button--accent">Accent on dark</button>
          <button type="button" className="button button--on-dark">On dark</button>
        </p>
        <h3>Form controls</h3>
        <form className="form" aria-label="Form controls">
          <div className="form__row">
            <div className="form-field">
              <label htmlFor="sg-name">Text field</label>
              <input id="sg-name" type="text" placeholder="Placeholder" />
            </div>
            <div className="form-field form-field--invalid">
              <label htmlFor="sg-mail">With an error</label>
              <input id="sg-mail" type="email" defaultValue="not-an-address" aria-invalid="true" aria-describedby="sg-mail-error" />
              <p className="form-field__error" id="sg-mail-error">Please give a valid e-mail address.</p>
            </div>
          </div>
          <div className="form__row">
            <div className="form-field">
              <label htmlFor="sg-select">Select</label>
              <select id="sg-select" defaultValue="">
                <option value="">Please choose</option>
                <option>AC-THOR</option>
              </select>
            </div>
            <div className="form-field">
              <label htmlFor="sg-disabled">Disabled</label>
              <input id="sg-disabled" type="text" disabled defaultValue="Read only" />
            </div>
          </div>
          <fieldset className="form-field form-field--choices">
            <legend>Choices</legend>
            <label className="form-choice">
              <input type="radio" name="sg-choice" defaultChecked /> Private customer
            </label>
            <label className="form-choice">
              <input type="radio" name="sg-choice" /> Installer
            </label>
          </fieldset>
          <div className="form-field form-field--checkbox">
            <input id="sg-check" type="checkbox" />
            <label htmlFor="sg-check">A checkbox with its label</label>
          </div>
          <div className="form-field">
            <label htmlFor="sg-area">Text area</label>
            <textarea id="sg-area" rows={3} />
          </div>
        </form>
        <h3>Notices, badges, chips</h3>
        <div className="sg-stack">
          <p className="notice">Information</p>
          <p className="notice notice--success">Success</p>
          <p className="notice notice--warning">Warning</p>
          <p className="notice notice--danger">Error</p>
          <p className="cta-row">
            <span className="badge">Badge</span>
            <span className="badge badge--accent">Accent</span>
            <span className="badge badge--success">Success</span>
            <span className="badge badge--dark">Dark</span>
            <span className="tag">Tag</span>
            <a className="chip" href="#sg-components">
              Chip <span className="chip__count">12</span>
            </a>
            <a className="chip" href="#sg-components" aria-current="true">
              Chosen <span className="chip__count">3</span>
            </a>
            <span className="spinner" role="status" aria-label="Loading" />
          </p>
          <p className="cta-row">
            {['at', 'gb', 'fr', 'es', 'nl', 'it'].map((region) => (
              <Flag key={region} region={region} />
            ))}
            {ICON_NAMES.map((icon) => (
              <Icon key={icon} name={icon} />
            ))}
          </p>
        </div>
        <h3>Tables</h3>
        <table className="data-table">
          <tbody>
            <tr>
              <th scope="row">Power</th>
              <td>0–3 kW continuously variable</td>
            </tr>
            <tr>
              <th scope="row">Dimensions</th>
              <td>160 × 240 × 90 mm</td>
            </tr>
          </tbody>
        </table>
        <div className="table-scroll" tabIndex={0} role="region" aria-label="A wide table scrolls">
          <table>
            <thead>
              <tr>
                {['Mode', 'Use', 'Heating rod', 'Heat pump', 'Buffer', 'Legionella'].map((heading) => (
                  <th key={heading}>{heading}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                {['M1', 'Hot water', 'yes', 'no', 'no', 'weekly'].map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      </section>

      <section className="section" aria-labelledby="sg-blocks">
        <h2 id="sg-blocks">Content blocks</h2>
      </section>
      <Blocks bloks={blocks} locale="en" />
      <section className="section">
        <h2>Document links</h2>
        <ul>
          <li>
            <DocumentLink address="https://download.sonnwaerme.example/download/sample.pdf">Legacy download host → document server</DocumentLink>
          </li>
          <li>
            <DocumentLink address="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Video document (new tab)</DocumentLink>
          </li>
        </ul>
      </section>
    </>
  );
}
