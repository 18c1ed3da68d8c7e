import type { Metadata } from 'next';
import { Blocks } from '@/registry/Blocks';
import { DocumentLink } from '@/ui/DocumentLink';
import type { NestableBlok, RichTextDocument } from '@/content/types';

export const metadata: Metadata = { title: 'Styleguide (internal)' };

const text = (value: string, marks: { type: string; attrs?: Record<string, unknown> }[] = []) => ({ type: 'text', text: value, marks });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const image = 'https://a.storyblok.com/f/1000/1600x600/7b1c4d/hero-page.svg';

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
  { _uid: 'sg-hero', component: 'hero', headline: 'Hero', text: 'Page-top banner', image: { filename: image, alt: '' } },
  {
    _uid: 'sg-animated',
    component: 'animated-hero',
    headline: 'Animated hero',
    text: 'The header floats over it',
    image: { filename: 'https://a.storyblok.com/f/1000/1600x900/3a9d2e/hero-home.svg', alt: '' },
    cta_label: 'Call to action',
    cta_link: { linktype: 'story', cached_url: 'produkte', story: { full_slug: 'en/products' } },
  },
  { _uid: 'sg-text', component: 'text-section', headline: 'Text section', text: richTextSample },
  { _uid: 'sg-video', component: 'embed', headline: 'Video (consent first)', provider: 'youtube', video_id: 'dQw4w9WgXcQ', title: 'Sample video' },
  { _uid: 'sg-map', component: 'embed', headline: 'Map (consent first)', provider: 'openstreetmap', latitude: 48.0427, longitude: 14.4213, title: 'Steyr' },
  {
    _uid: 'sg-teasers',
    component: 'teaser-grid',
    items: [
      { _uid: 'sg-t1', component: 'teaser', headline: 'Teaser', text: 'Links to a story', link: { linktype: 'story', cached_url: 'support', story: { full_slug: 'en/support' } } },
      { _uid: 'sg-t2', component: 'teaser', headline: 'External teaser', text: 'Opens in a new tab', link: { linktype: 'url', url: 'https://www.example.com/' } },
    ],
  },
];

export default function StyleguidePage() {
  return (
    <>
      <h1>Styleguide</h1>
      <p>Every content block and rich-text element, as the site renders them.</p>
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
