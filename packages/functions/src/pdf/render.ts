/**
 * Prints a document's renderer page (a manual's, a product's data sheet) to an A4 PDF. The browser only ever opens the configured site's
 * renderer page (the URL is built from id and language) and may load nothing from other origins
 * but the configured asset hosts; scripts do not run (the page is complete as HTML).
 *
 * The table of contents gets its page numbers in a second pass: Chrome writes a named destination
 * for every link target, so the first PDF tells on which page each chapter starts.
 */
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';
import type { Browser, PDFOptions } from 'puppeteer-core';
import type { PdfConfig } from '../config';
import { DOCUMENT_KIND_DEFINITIONS, rendererUrl, type DocumentVersion } from './request';

export type RenderOptions = Pick<PdfConfig, 'siteUrl' | 'assetOrigins' | 'renderTimeoutMs' | 'author'>;

export class RenderError extends Error {
  constructor(
    readonly kind: 'timeout' | 'not-found' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

const PRINT: PDFOptions = { printBackground: true, preferCSSPageSize: true, format: 'A4', tagged: true, outline: true };

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
};

/** Rejects with a RenderError when `work` takes longer than `ms`. */
async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RenderError('timeout', `Rendering took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The page (1-based) of every named destination in a PDF. */
export async function destinationPages(pdf: Uint8Array): Promise<Record<string, number>> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const pageIndex = new Map(doc.getPages().map((page, index) => [page.ref.toString(), index + 1]));
  const found: Record<string, number> = {};
  const dests = doc.catalog.lookupMaybe(PDFName.of('Dests'), PDFDict);
  for (const [name, value] of dests?.entries() ?? []) {
    const target = doc.context.lookup(value);
    const destination = target instanceof PDFDict ? target.lookup(PDFName.of('D')) : target;
    const page = destination instanceof PDFArray ? destination.get(0) : undefined;
    const number = page instanceof PDFRef ? pageIndex.get(page.toString()) : undefined;
    if (number) found[name.decodeText()] = number;
  }
  return found;
}

/** Title, author, subject, language and dates for the document's properties. */
async function withMetadata(pdf: Uint8Array, manual: DocumentVersion, author: string): Promise<Uint8Array> {
  const { kind, noun } = DOCUMENT_KIND_DEFINITIONS[manual.kind ?? 'manual'];
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  doc.setTitle(manual.title, { showInWindowTitleBar: true });
  doc.setAuthor(author);
  doc.setSubject(manual.title);
  doc.setLanguage(manual.lang);
  doc.setCreator(`${author} ${noun} service`);
  doc.setKeywords([kind, manual.slug]);
  doc.setCreationDate(new Date(manual.publishedAt));
  doc.setModificationDate(new Date(manual.publishedAt));
  // plain objects as Chromium wrote them (no object streams): every reader and simple tool sees each page object
  return doc.save({ useObjectStreams: false });
}

/** Prints the renderer page of `manual`'s kind (a manual's unless it says otherwise). */
export async function renderDocument(browser: Browser, manual: DocumentVersion, options: RenderOptions): Promise<Uint8Array> {
  const url = rendererUrl(options.siteUrl, manual);
  const siteOrigin = originOf(options.siteUrl);
  const allowed = new Set([siteOrigin, ...options.assetOrigins.map(originOf)]);
  // a fresh context per render: no cookies, storage or cache carried between renders
  const context = await browser.createBrowserContext();
  const render = async () => {
    const page = await context.newPage();
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      const target = request.url();
      if (target.startsWith('data:') || allowed.has(originOf(target))) void request.continue();
      else void request.abort('blockedbyclient');
    });
    const response = await page.goto(url, { waitUntil: 'load', timeout: options.renderTimeoutMs }).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof Error && error.name === 'TimeoutError') throw new RenderError('timeout', message);
      // e.g. a redirect to another origin, blocked above
      throw new RenderError('failed', `The renderer page did not load: ${message}`);
    });
    if (!response || originOf(page.url()) !== siteOrigin) throw new RenderError('failed', `The renderer page did not load: ${url}`);
    if (response.status() === 404) throw new RenderError('not-found', `The renderer has no ${DOCUMENT_KIND_DEFINITIONS[manual.kind ?? 'manual'].noun} ${manual.id} in ${manual.lang}`);
    if (!response.ok()) throw new RenderError('failed', `The renderer page answered ${response.status()}`);
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    const print = { ...PRINT, timeout: options.renderTimeoutMs };
    const draft = await page.pdf(print);
    const pages = await destinationPages(draft);
    const numbered = await page.evaluate((pageOf: Record<string, number>) => {
      let filled = 0;
      for (const entry of document.querySelectorAll<HTMLElement>('[data-toc-page]')) {
        const number = pageOf[entry.dataset.tocPage ?? ''];
        if (number) {
          entry.textContent = String(number);
          filled++;
        }
      }
      return filled;
    }, pages);
    return numbered ? page.pdf(print) : draft;
  };
  try {
    return await withMetadata(await withTimeout(render(), options.renderTimeoutMs), manual, options.author);
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** A manual's PDF (the manual's renderer page). */
export const renderManual = (browser: Browser, manual: DocumentVersion, options: RenderOptions) => renderDocument(browser, { ...manual, kind: manual.kind ?? 'manual' }, options);
