import { describe, expect, it } from 'vitest';
import { DIRECT_DOWNLOAD_TYPES, documentHref, isDirectDownloadType, resolveDocument, resolveInfoCenterFile, type DocumentContext } from '@/lib/documents';
import { loadContent } from '../../packages/cms/src/space-files';

const context: DocumentContext = {
  documentServerBase: 'https://docs.example.test/files',
  downloadHost: 'download.example.test',
  siteHost: 'www.example.test',
};

describe('documentHref', () => {
  it.each([
    ['absolute https address of another host stays', 'https://other.example/a.pdf', 'https://other.example/a.pdf'],
    ['absolute http address of another host stays', 'http://other.example/download/a.pdf', 'http://other.example/download/a.pdf'],
    ['site host address stays', 'https://www.example.test/files/a.pdf', 'https://www.example.test/files/a.pdf'],
    ['a host that only begins like the download host stays', 'https://download.example.test.evil.example/download/a.pdf', 'https://download.example.test.evil.example/download/a.pdf'],
    ['download host (https)', 'https://download.example.test/download/a.pdf', 'https://docs.example.test/files/a.pdf'],
    ['download host (http)', 'http://download.example.test/download/a.pdf', 'https://docs.example.test/files/a.pdf'],
    ['download host without scheme', 'download.example.test/download/a.pdf', 'https://docs.example.test/files/a.pdf'],
    ['download host, sub folder kept', 'https://download.example.test/download/manuals/b.pdf', 'https://docs.example.test/files/manuals/b.pdf'],
    ['download host outside download/', 'https://download.example.test/a.pdf', 'https://docs.example.test/files/a.pdf'],
    ['relative download/ path', 'download/a.pdf', 'https://docs.example.test/files/a.pdf'],
    ['root-relative /download/ path', '/download/a.pdf', 'https://docs.example.test/files/a.pdf'],
    ['relative path with sub folder', 'download/manuals/b.pdf', 'https://docs.example.test/files/manuals/b.pdf'],
    ['relative path outside download/', 'manuals/b.pdf', 'https://docs.example.test/files/manuals/b.pdf'],
    ['surrounding whitespace', '  /download/a.pdf ', 'https://docs.example.test/files/a.pdf'],
  ])('%s: %s → %s', (_name, address, expected) => {
    expect(documentHref(address, context)).toBe(expected);
  });

  it('tolerates a trailing slash on the document server base', () => {
    expect(documentHref('download/a.pdf', { ...context, documentServerBase: 'https://docs.example.test/files/' })).toBe(
      'https://docs.example.test/files/a.pdf',
    );
  });
});

describe('resolveDocument', () => {
  it.each([
    ['mp4 on another host', 'https://cdn.example/clip.mp4', 'https://cdn.example/clip.mp4'],
    ['mp4 on the download host', 'download/clip.mp4', 'https://docs.example.test/files/clip.mp4'],
    ['upper-case MP4', 'https://cdn.example/clip.MP4', 'https://cdn.example/clip.MP4'],
    ['mp4 with a query string', 'https://cdn.example/clip.mp4?v=2', 'https://cdn.example/clip.mp4?v=2'],
    ['youtube', 'https://www.youtube.com/watch?v=abc', 'https://www.youtube.com/watch?v=abc'],
    ['youtu.be', 'https://youtu.be/abc', 'https://youtu.be/abc'],
    ['vimeo', 'https://vimeo.com/123456', 'https://vimeo.com/123456'],
    ['mp4 on the site host', 'https://www.example.test/media/clip.mp4', 'https://www.example.test/media/clip.mp4'],
  ])('video (%s) opens in a new tab, no download', (_name, address, href) => {
    expect(resolveDocument(address, context)).toEqual({ href, newTab: true, download: false });
  });

  it.each([
    ['https://www.example.test/files/a.pdf'],
    ['http://www.example.test/de/produkte/'],
  ])('document on the site host (%s) opens in the same tab', (address) => {
    expect(resolveDocument(address, context)).toEqual({ href: address, newTab: false, download: false });
  });

  it.each([
    ['another host', 'https://other.example/a.pdf', 'https://other.example/a.pdf'],
    ['download host', 'https://download.example.test/download/a.pdf', 'https://docs.example.test/files/a.pdf'],
    ['relative path', 'download/a.pdf', 'https://docs.example.test/files/a.pdf'],
    ['root-relative path', '/download/a.pdf', 'https://docs.example.test/files/a.pdf'],
  ])('document on %s is downloaded in a new tab', (_name, address, href) => {
    expect(resolveDocument(address, context)).toEqual({ href, newTab: true, download: true });
  });
});

describe('isDirectDownloadType', () => {
  const docTypes = loadContent().datasources.find((d) => d.slug === 'doc-types')!.entries;

  it.each(['press-release', 'datasheet', 'technical-documentation', 'press-review', 'manual', 'image', 'other', 'software'])(
    '%s is downloaded directly',
    (value) => {
      expect(isDirectDownloadType(value)).toBe(true);
    },
  );

  it.each(['video', 'certificate', '', 'data', 'Datenblatt', 'Pressemitteilung'])('%j is not downloaded directly', (value) => {
    expect(isDirectDownloadType(value)).toBe(false);
  });

  it('lists exactly the eight types', () => {
    expect(DIRECT_DOWNLOAD_TYPES).toHaveLength(8);
  });

  // the rule names values; the spec names the types by their German wording, which the datasource keeps as entry names
  it('names the doc-types datasource entries the spec lists, by value', () => {
    const namesOf = (values: readonly string[]) => values.map((value) => docTypes.find((entry) => entry.value === value)?.name);
    expect(namesOf(DIRECT_DOWNLOAD_TYPES)).toEqual([
      'Pressemitteilung',
      'Datenblatt',
      'Technische Dokumentation',
      'Pressespiegel',
      'Installations- und Bedienungsanleitung',
      'Bild',
      'Sonstiges',
      'Software',
    ]);
  });
});

describe('info-center files', () => {
  it.each([
    ['datasheet', 'https://www.example.test/files/a.pdf', { href: 'https://www.example.test/files/a.pdf', newTab: false, download: true }],
    ['software', 'download/tool.pdf', { href: 'https://docs.example.test/files/tool.pdf', newTab: true, download: true }],
    ['certificate', 'https://www.example.test/files/c.pdf', { href: 'https://www.example.test/files/c.pdf', newTab: false, download: false }],
    ['video', 'https://www.youtube.com/watch?v=abc', { href: 'https://www.youtube.com/watch?v=abc', newTab: true, download: false }],
    ['image', 'https://www.youtube.com/watch?v=abc', { href: 'https://www.youtube.com/watch?v=abc', newTab: true, download: false }],
    // a German entry name is a label, not a type: it gets the plain document rules
    ['Datenblatt', 'https://www.example.test/files/a.pdf', { href: 'https://www.example.test/files/a.pdf', newTab: false, download: false }],
  ] as const)('%s: %s', (type, address, expected) => {
    expect(resolveInfoCenterFile(address, type, context)).toEqual(expected);
  });
});
