import { siteUrl } from '../../tests/support/site';
import { launchBrowser, medianAndMax, type Measure } from '../support.mjs';

const FORM_RUNS = 5;

/** What a visitor waits for: from "Send" on a filled contact form to the success message (bot check proof prepared while typing). */
export const formLatency: Measure = {
  name: 'formLatency',
  needs: ['local stack', 'Chromium'],
  async run() {
    const browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: siteUrl });
    await context.addCookies([{ name: 'consent', value: 'necessary', url: siteUrl }]);
    const page = await context.newPage();
    const samples: number[] = [];
    for (let i = 0; i < FORM_RUNS; i++) {
      await page.goto('/en/contact/', { waitUntil: 'networkidle' });
      await page.getByLabel('First name').fill('Bench');
      await page.getByLabel('Last name').fill('Mark');
      await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('bench@example.org');
      await page.getByLabel('Subject').fill(`Form bench ${i}`);
      await page.getByLabel('Message').fill('Measuring what a visitor waits for.');
      await page.getByLabel(/I accept the privacy policy/).check();
      const started = performance.now();
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByRole('status').waitFor();
      samples.push(performance.now() - started);
    }
    await browser.close();
    return [{ measure: `contact form, "Send" to success message (${FORM_RUNS} runs, Chromium)`, value: medianAndMax(samples), reference: 'goal ≤ 1 s' }];
  },
};
