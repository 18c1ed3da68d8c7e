import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { pagePerLayout } from '../../tests/support/pages';
import { siteUrl } from '../../tests/support/site';
import { kb, sentBody, type Measure, type Row } from '../support.mjs';

const parsed = async (url: string) => {
  const { body, encoding } = await sentBody(url, 'br');
  return { sent: body.length, text: (encoding === 'br' ? brotliDecompressSync(body) : body).toString('utf8') };
};

/**
 * Each layout's bytes: the document as sent (brotli) and parsed; its inline flight payload (the page again,
 * for hydration) with its share of the document; its styles, inline and linked.
 */
export const htmlWeight: Measure = {
  name: 'htmlWeight',
  needs: ['local stack'],
  async run() {
    const rows: Row[] = [];
    const stylesheets = new Map<string, { sent: number; parsed: number }>();
    for (const path of pagePerLayout('en').filter((p) => !p.startsWith('/_internal/'))) {
      const { sent, text: html } = await parsed(`${siteUrl}${path}`);
      const payload = [...html.matchAll(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g)].map(([script]) => script).join('');
      const inlineStyles = [...html.matchAll(/<style[^>]*>[\s\S]*?<\/style>/g)].reduce((sum, [style]) => sum + style.length, 0);
      let linked = { sent: 0, parsed: 0 };
      for (const [, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) {
        if (!stylesheets.has(href!)) {
          const sheet = await parsed(`${siteUrl}${href}`);
          stylesheets.set(href!, { sent: sheet.sent, parsed: sheet.text.length });
        }
        const sheet = stylesheets.get(href!)!;
        linked = { sent: linked.sent + sheet.sent, parsed: linked.parsed + sheet.parsed };
      }
      rows.push({
        measure: `HTML ${path}`,
        value: `${kb(sent)} brotli, ${kb(html.length)} parsed`,
        reference: `flight payload ${kb(payload.length)} parsed (${Math.round((100 * payload.length) / html.length)} % of the document), ${kb(brotliCompressSync(payload).length)} brotli alone; styles inline ${kb(inlineStyles)}, linked ${kb(linked.sent)} brotli (${kb(linked.parsed)} parsed)`,
      });
    }
    return rows;
  },
};
