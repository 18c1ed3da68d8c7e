import { firstLoadJsBudget, firstLoadJsBytes } from '../../tests/support/first-load-js';
import { pagePerLayout } from '../../tests/support/pages';
import { siteUrl } from '../../tests/support/site';
import { BASELINE, kb, launchBrowser, type Measure, type Row } from '../support.mjs';

export const firstLoadJs: Measure = {
  name: 'firstLoadJs',
  needs: ['local stack', 'Chromium'],
  async run() {
    const browser = await launchBrowser();
    const page = await browser.newPage({ baseURL: siteUrl });
    const baseline = await firstLoadJsBytes(page, BASELINE);
    const rows: Row[] = [{ measure: 'first-load JS, empty Next.js page', value: kb(baseline) }];
    for (const path of pagePerLayout('en').filter((p) => !p.startsWith('/_internal/'))) {
      const bytes = await firstLoadJsBytes(page, path);
      rows.push({ measure: `first-load JS ${path}`, value: kb(bytes), reference: kb(baseline), ratio: `${(bytes / baseline).toFixed(2)} × empty page (budget ${firstLoadJsBudget(path)})` });
    }
    await browser.close();
    return rows;
  },
};
