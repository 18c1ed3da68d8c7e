/** The product page's rules: tagline, the products to compare with, the quote request's address, the files' format and size. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductBlok, Story } from '@/content/types';
import { productSiblings, productTagline } from '@/content-types/product/product-facts';
import { quoteHref, quotedProduct } from '@/features/forms/quote';
import { documentFacts, documentFactsText, documentFormat, FAILED_LOOKUP_MS, fileSizeText } from '@/lib/document-facts';
import { datasheetPdfPath } from '@/content-types/product/datasheet';
import { siteConfig } from '@/config';

const product = (name: string, category: string, title = `${name} – a tagline`): Story<ProductBlok> =>
  ({ id: 1, uuid: `u-${name}`, name, slug: name, fullSlug: name, defaultFullSlug: name, firstPublishedAt: null, publishedAt: null, component: 'product', content: { _uid: name, component: 'product', title, category }, paths: {} }) as unknown as Story<ProductBlok>;

describe('product tagline', () => {
  it.each([
    ['AC-THOR', 'AC-THOR – der PV-Power-Manager', 'der PV-Power-Manager'],
    ['AC ELWA 2', 'AC ELWA 2 - the networked heating rod', 'the networked heating rod'],
    ['Cloud', 'Cloud — your system everywhere', 'your system everywhere'],
    ['ELWA', 'Heating rod without inverter', 'Heating rod without inverter'],
    ['ELWA', 'ELWA', ''],
  ])('%s titled "%s" → "%s"', (name, title, tagline) => {
    expect(productTagline(product(name, 'heating-rod', title))).toBe(tagline);
  });
});

describe('products to compare with', () => {
  const products = [
    product('ELWA', 'heating-rod'),
    product('AC ELWA 2', 'heating-rod'),
    product('AC-THOR', 'power-manager'),
    product('AC-THOR 9s', 'power-manager'),
    product('Power Meter', 'metering'),
    product('Cloud', 'monitoring'),
    product('AC ELWA-E', 'heating-rod'),
  ];
  const names = (list: Story<ProductBlok>[]) => list.map((p) => p.name);

  it('a device: its own category first, then the other devices, at most four, never itself', () => {
    expect(names(productSiblings(products[2]!, products))).toEqual(['AC-THOR 9s', 'ELWA', 'AC ELWA 2', 'AC ELWA-E']);
  });

  it('an accessory: beside meters, apps and interfaces, never beside devices', () => {
    expect(names(productSiblings(products[4]!, products))).toEqual(['Cloud']);
  });
});

describe('quote request', () => {
  it('names the product on the contact page, keeping its own query', () => {
    expect(quoteHref('/de/kontakt/', 'AC ELWA 2')).toBe('/de/kontakt/?product=AC+ELWA+2');
    expect(quoteHref('/de/kontakt/?from=x', 'AC-THOR')).toBe('/de/kontakt/?from=x&product=AC-THOR');
  });

  it('reads a product name back, and nothing that is not one', () => {
    expect(quotedProduct('?product=AC+ELWA+2')).toBe('AC ELWA 2');
    expect(quotedProduct('?product=')).toBeNull();
    expect(quotedProduct('?other=1')).toBeNull();
    expect(quotedProduct(`?product=${'x'.repeat(61)}`)).toBeNull();
    expect(quotedProduct('?product=a%0Ab')).toBeNull();
  });
});

describe('document facts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['https://a.storyblok.com/f/1000/documents/x.pdf', 'PDF'],
    ['/download/tool.ZIP?v=2', 'ZIP'],
    ['https://www.youtube.com/watch?v=1', ''],
  ])('%s is %s', (href, format) => {
    expect(documentFormat(href)).toBe(format);
  });

  it.each<[number, 'de' | 'en' | 'fr', string]>([
    [1848, 'de', '2 KB'],
    [512_000, 'en', '500 KB'],
    [1_300_000, 'de', '1,2 MB'],
    [1_300_000, 'fr', '1,2 Mo'],
  ])('%i bytes read %s in %s', (bytes, locale, text) => {
    expect(fileSizeText(bytes, locale)).toBe(text);
  });

  it('asks the document server for the size, once, and not other hosts', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 200, headers: { 'content-length': '2048' } }));
    vi.stubGlobal('fetch', fetch);
    const own = 'http://localhost:4010/f/1000/documents/facts-test.pdf';
    expect(await documentFacts(own)).toEqual({ format: 'PDF', bytes: 2048 });
    expect(await documentFacts(own)).toEqual({ format: 'PDF', bytes: 2048 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await documentFacts('https://elsewhere.example/file.pdf')).toEqual({ format: 'PDF' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(documentFactsText({ format: 'PDF', bytes: 2048 }, 'de')).toBe('PDF · 2 KB');
  });

  it('leaves the size out when the server does not answer', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new Error('timeout'))));
    expect(await documentFacts('http://localhost:4010/f/1000/documents/gone.pdf')).toEqual({ format: 'PDF' });
  });

  it('remembers a failed lookup only briefly (a minute, not a day): the next render after it asks again', async () => {
    const now = vi.spyOn(Date, 'now');
    const start = Date.now();
    now.mockReturnValue(start);
    let up = false;
    const fetch = vi.fn(async () => (up ? new Response(null, { status: 200, headers: { 'content-length': '4096' } }) : Promise.reject(new Error('connect ECONNREFUSED'))));
    vi.stubGlobal('fetch', fetch);
    const address = 'http://localhost:4010/f/1000/documents/briefly.pdf';
    expect(await documentFacts(address)).toEqual({ format: 'PDF' });
    up = true;
    now.mockReturnValue(start + FAILED_LOOKUP_MS - 1);
    expect(await documentFacts(address)).toEqual({ format: 'PDF' });
    expect(fetch).toHaveBeenCalledTimes(1);
    now.mockReturnValue(start + FAILED_LOOKUP_MS + 1);
    expect(await documentFacts(address)).toEqual({ format: 'PDF', bytes: 4096 });
    expect(fetch).toHaveBeenCalledTimes(2);
    now.mockRestore();
  });

  it('a generated data sheet on the site’s origin is a PDF whose size is asked of the PDF service through the site, per publication', async () => {
    const fetch = vi.fn(async (_: string | URL, init?: RequestInit) => new Response(null, { status: 200, headers: { 'content-length': init?.method === 'HEAD' ? '184320' : '0' } }));
    vi.stubGlobal('fetch', fetch);
    const path = datasheetPdfPath(2004, 'fr');
    expect(path).toBe('/pdf/datasheet?id=2004&lang=fr');
    expect(documentFormat(path)).toBe('PDF');
    expect(documentFormat(new URL(path, siteConfig.siteUrl).toString())).toBe('PDF');
    expect(documentFormat('https://elsewhere.example/pdf/datasheet?id=1&lang=de')).toBe('');
    expect(await documentFacts(path, { version: '2026-10-01T08:00:00.000Z' })).toEqual({ format: 'PDF', bytes: 184_320 });
    expect(fetch).toHaveBeenCalledWith(new URL(path, siteConfig.siteUrl).toString(), expect.objectContaining({ method: 'HEAD' }));
    expect(await documentFacts(path, { version: '2026-10-01T08:00:00.000Z' })).toEqual({ format: 'PDF', bytes: 184_320 });
    expect(fetch).toHaveBeenCalledTimes(1);
    // a new publication is a new file at the same address
    await documentFacts(path, { version: '2026-11-02T08:00:00.000Z' });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(documentFactsText({ format: 'PDF', bytes: 184_320 }, 'fr')).toBe('PDF · 180 Ko');
  });
});
