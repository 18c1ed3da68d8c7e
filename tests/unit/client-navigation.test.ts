import { describe, expect, it } from 'vitest';
import { clientNavigationTarget, isToolPage, otherPageAddress, pageAddress } from '@/features/navigation/client-navigation';

const current = new URL('https://www.example.com/en/products/');
const plainClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const link = (href: string, extra: Partial<{ target: string; download: boolean; rel: string }> = {}) => ({
  href: new URL(href, current).href,
  target: '',
  download: false,
  rel: '',
  ...extra,
});

describe('client-side navigation: which clicks the site takes over', () => {
  it('takes a plain click on another page of the site in the same language, with its query and hash', () => {
    expect(clientNavigationTarget(plainClick, link('/en/news/'), current)).toBe('/en/news/');
    expect(clientNavigationTarget(plainClick, link('/en/manuals/ac-thor/?q=relay#wiring'), current)).toBe('/en/manuals/ac-thor/?q=relay#wiring');
    expect(clientNavigationTarget(plainClick, link('https://www.example.com/en/'), current)).toBe('/en/');
  });

  it('leaves modified, non-primary and already handled clicks to the browser (new tab, new window, download, the build check)', () => {
    for (const click of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }, { defaultPrevented: true }]) {
      expect(clientNavigationTarget({ ...plainClick, ...click }, link('/en/news/'), current)).toBeNull();
    }
  });

  it('leaves links with their own target, downloads, external and nofollow links to the browser', () => {
    expect(clientNavigationTarget(plainClick, link('/en/news/', { target: '_blank' }), current)).toBeNull();
    expect(clientNavigationTarget(plainClick, link('/en/news/', { target: '_self' }), current)).toBe('/en/news/');
    expect(clientNavigationTarget(plainClick, link('/en/news/', { download: true }), current)).toBeNull();
    expect(clientNavigationTarget(plainClick, link('/api/language/?to=de&from=%2Fen%2F', { rel: 'nofollow' }), current)).toBeNull();
    expect(clientNavigationTarget(plainClick, link('/en/news/', { rel: 'external noopener' }), current)).toBeNull();
  });

  it('loads other hosts, other languages, files, functions and routes in full', () => {
    for (const href of [
      'https://shop.example.com/en/',
      'http://www.example.com/en/news/',
      '/de/produkte/',
      '/mail/send',
      '/pdf/en/manuals/ac-thor.pdf',
      '/api/language/',
      '/builds/latest.json',
      '/_next/static/chunks/main.js',
      '/sitemap.xml',
      '/en/downloads/datasheet.pdf',
      'mailto:office@example.com',
      'tel:+4372520000',
    ]) {
      expect(clientNavigationTarget(plainClick, link(href), current), href).toBeNull();
    }
  });

  it('lets the browser handle a hash or query on the same page, and keeps the tools and the preview on full loads', () => {
    expect(clientNavigationTarget(plainClick, link('#downloads'), current)).toBeNull();
    expect(clientNavigationTarget(plainClick, link('/en/products/?category=meters'), current)).toBeNull();
    expect(clientNavigationTarget(plainClick, link('/en/_preview/news/'), current)).toBeNull();
    expect(clientNavigationTarget(plainClick, link('/en/news/'), new URL('https://www.example.com/en/_preview/products/'))).toBeNull();
    expect(isToolPage('/_internal/styleguide/')).toBe(true);
    expect(isToolPage('/en/news/')).toBe(false);
  });

  it('prefetches only what it would navigate to', () => {
    expect(pageAddress('/en/faq/', current)?.pathname).toBe('/en/faq/');
    expect(pageAddress('/fr/faq/', current)).toBeNull();
    expect(pageAddress('http://[bad', current)).toBeNull();
    expect(otherPageAddress('/en/faq/?q=relay', current)?.search).toBe('?q=relay');
    expect(otherPageAddress('/en/products/?category=meters', current)).toBeNull();
  });
});
