/** Rewriting the demo space's story uuids and asset URLs to a new space's. */
import { describe, expect, it } from 'vitest';
import { demoAssetPath, referencedStories, rewriteReferences, type Rewrites } from '../../packages/cms/src/push/rewrite';

const A = '000003eb-0000-4000-8000-0000000003eb';
const B = '000007d4-0000-4000-8000-0000000007d4';
const C = '000007d5-0000-4000-8000-0000000007d5';
const THOR = 'https://a.storyblok.com/f/1000/800x600/a1c404/ac-thor.svg';
const PDF = 'https://a.storyblok.com/f/1000/documents/info/datenblatt.pdf';

const rewrites: Rewrites = {
  demoUuids: new Set([A, B, C]),
  storyUuids: new Map([
    [A, 'space-a'],
    [B, 'space-b'],
  ]),
  assetUrls: new Map([
    [new URL(THOR).pathname, 'https://a.storyblok.com/f/555/800x600/ff00aa/ac-thor.svg'],
    [new URL(PDF).pathname, 'https://a.storyblok.com/f/555/x/bb11cc/datenblatt.pdf'],
  ]),
  demoSpaceId: 1000,
};

describe('rewriteReferences', () => {
  it('rewrites relation arrays, single-story options, multilinks and rich-text link marks', () => {
    const content = {
      _uid: 'blok-1',
      component: 'page',
      products: [A, B],
      product: B,
      link: { id: A, url: '', linktype: 'story', fieldtype: 'multilink', cached_url: 'produkte/' },
      link_by_uuid: { uuid: B, linktype: 'story' },
      text: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { uuid: A, linktype: 'story', href: '/produkte' } }] }] }],
      },
    };
    const { value, unresolvedStories } = rewriteReferences(content, rewrites);
    expect(value.products).toEqual(['space-a', 'space-b']);
    expect(value.product).toBe('space-b');
    expect(value.link).toEqual({ ...content.link, id: 'space-a' });
    expect(value.link_by_uuid.uuid).toBe('space-b');
    expect(value.text.content[0]!.content[0]!.marks[0]!.attrs.uuid).toBe('space-a');
    expect(unresolvedStories.size).toBe(0);
    expect(content.products).toEqual([A, B]);
  });

  it('leaves references to stories the space lacks yet, and reports them', () => {
    const { value, unresolvedStories } = rewriteReferences({ products: [A, C] }, rewrites);
    expect(value.products).toEqual(['space-a', C]);
    expect([...unresolvedStories]).toEqual([C]);
  });

  it('never takes other strings for references', () => {
    const content = { _uid: 'blok-0015', title: 'Produkte', other: '11111111-0000-4000-8000-000000000000', n: 3, yes: true, none: null };
    expect(rewriteReferences(content, rewrites).value).toEqual(content);
  });

  it('rewrites asset URLs in asset fields, links and inside text, keeping image-service suffixes', () => {
    const content = {
      image: { filename: THOR, alt: 'AC-THOR' },
      file: { url: PDF, linktype: 'asset' },
      thumb: `${THOR}/m/400x0/filters:quality(70)`,
      markdown: `See ![thor](${THOR}) and [the sheet](${PDF}).`,
      foreign: 'https://a.storyblok.com/f/2000/1x1/abc/other.png',
    };
    const { value, unresolvedAssets } = rewriteReferences(content, rewrites);
    expect(value.image.filename).toBe('https://a.storyblok.com/f/555/800x600/ff00aa/ac-thor.svg');
    expect(value.file.url).toBe('https://a.storyblok.com/f/555/x/bb11cc/datenblatt.pdf');
    expect(value.thumb).toBe('https://a.storyblok.com/f/555/800x600/ff00aa/ac-thor.svg/m/400x0/filters:quality(70)');
    expect(value.markdown).toBe('See ![thor](https://a.storyblok.com/f/555/800x600/ff00aa/ac-thor.svg) and [the sheet](https://a.storyblok.com/f/555/x/bb11cc/datenblatt.pdf).');
    expect(value.foreign).toBe(content.foreign);
    expect(unresolvedAssets.size).toBe(0);
    const missing = rewriteReferences({ image: 'https://a.storyblok.com/f/1000/1x1/0/gone.png' }, rewrites);
    expect([...missing.unresolvedAssets]).toEqual(['https://a.storyblok.com/f/1000/1x1/0/gone.png']);
  });
});

describe('referencedStories and demoAssetPath', () => {
  it('collects the demo uuids a tree names', () => {
    expect([...referencedStories([{ products: [A, C] }, { link: { id: A } }, undefined], rewrites.demoUuids)].sort()).toEqual([A, C].sort());
  });

  it('names an asset file by its path on the asset host', () => {
    expect(demoAssetPath('1000/800x600/a1c404/ac-thor.svg')).toBe(new URL(THOR).pathname);
  });

  it("rewrites an asset on any region's asset host (the region module's list), not other hosts", () => {
    const { value } = rewriteReferences({ us: THOR.replace('a.storyblok.com', 'a-us.storyblok.com'), other: THOR.replace('a.storyblok.com', 'cdn.example') }, rewrites);
    expect(value.us).toBe('https://a.storyblok.com/f/555/800x600/ff00aa/ac-thor.svg');
    expect(value.other).toBe(THOR.replace('a.storyblok.com', 'cdn.example'));
  });
});
