import { describe, expect, it } from 'vitest';
import { NOT_FOUND_MARK, pageStatus } from '@/lib/page-status';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';

const html = (markup: string) => Buffer.from(`<!DOCTYPE html><html><body><main>${markup}</main></body></html>`);
const marked = renderToStaticMarkup(createElement('div', { className: 'page', ...NOT_FOUND_MARK }, 'Page not found'));

describe('pageStatus: the not-found page the pages’ route renders is answered 404', () => {
  it('a page with the mark is a 404', () => {
    expect(pageStatus({ status: 200, type: 'text/html; charset=utf-8', body: html(marked) })).toBe(404);
  });

  it.each<[string, { status: number; type: string; body: Buffer }, number]>([
    ['a page without the mark', { status: 200, type: 'text/html; charset=utf-8', body: html('<h1>Products</h1>') }, 200],
    ['the flight payload of a client navigation', { status: 200, type: 'text/x-component', body: Buffer.from(`0:["$","div",null,{"data-page-status":"404"}]`) }, 200],
    ['an error answer keeps its own status', { status: 500, type: 'text/html', body: html(marked) }, 500],
    ['a redirect', { status: 307, type: 'text/html', body: Buffer.alloc(0) }, 307],
  ])('%s keeps its status', (_, response, status) => {
    expect(pageStatus(response)).toBe(status);
  });

  it('text cannot forge the mark: React escapes it in text and attributes', () => {
    const forged = `data-page-status="404"`;
    const text = renderToStaticMarkup(createElement('p', { title: forged }, forged));
    expect(pageStatus({ status: 200, type: 'text/html', body: html(text) })).toBe(200);
  });
});
