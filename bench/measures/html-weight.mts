import { brotliDecompressSync } from 'node:zlib';
import { pagePerLayout } from '../../tests/support/pages';
import { siteUrl } from '../../tests/support/site';
import { kb, sentBody, type Measure, type Row } from '../support.mjs';

/** Each layout's HTML as sent (brotli) and as parsed, and how much of it is the inline payload (the page again, for hydration). */
export const htmlWeight: Measure = {
  name: 'htmlWeight',
  needs: ['local stack'],
  async run() {
    const rows: Row[] = [];
    for (const path of pagePerLayout('en').filter((p) => !p.startsWith('/_internal/'))) {
      const { body, encoding } = await sentBody(`${siteUrl}${path}`, 'br');
      const html = (encoding === 'br' ? brotliDecompressSync(body) : body).toString('utf8');
      const payload = [...html.matchAll(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g)].reduce((sum, [script]) => sum + script.length, 0);
      const styles = [...html.matchAll(/<style[^>]*>[\s\S]*?<\/style>/g)].reduce((sum, [style]) => sum + style.length, 0);
      rows.push({
        measure: `HTML ${path}`,
        value: `${kb(body.length)} brotli, ${kb(html.length)} parsed`,
        reference: `inline payload ${kb(payload)}, inline styles ${kb(styles)}`,
      });
    }
    return rows;
  },
};
