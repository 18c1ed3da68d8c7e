import { siteUrl } from '../../tests/support/site';
import { launchBrowser, medianAndMax, type Measure } from '../support.mjs';

const PALETTE_RUNS = 20;

/** From a keystroke in the palette to the rendered hits, measured in the page. */
export const paletteLatency: Measure = {
  name: 'paletteLatency',
  needs: ['local stack', 'Chromium'],
  async run() {
    const browser = await launchBrowser();
    const page = await browser.newPage({ baseURL: siteUrl });
    await page.goto('/en/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Open search' }).click();
    await page.locator('#search-palette-input').waitFor();
    const terms = ['elwa', 'thor', 'modbus', 'heating', 'manual', 'water', 'firmware', 'cloud', 'meter', 'coach', 'legionella', 'install', 'data', 'power', 'boiler', 'update', 'press', 'wifi', 'usb', 'tariff'];
    const samples: number[] = [];
    for (const term of terms.slice(0, PALETTE_RUNS)) {
      await page.locator('#search-palette-input').fill('');
      await page.locator('#search-palette-results').waitFor({ state: 'hidden' });
      samples.push(
        await page.evaluate(
          (value) =>
            new Promise<number>((resolve) => {
              const input = document.querySelector<HTMLInputElement>('#search-palette-input')!;
              const results = document.querySelector<HTMLElement>('#search-palette-results')!;
              const observer = new MutationObserver(() => {
                if (results.hidden || !results.querySelector('[role=option]')) return;
                observer.disconnect();
                // until the frame with the hits is painted
                requestAnimationFrame(() => resolve(performance.now() - started));
              });
              observer.observe(results, { childList: true, subtree: true, attributes: true });
              const started = performance.now();
              // as typing does: React listens for the input event
              Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
              input.dispatchEvent(new Event('input', { bubbles: true }));
            }),
          term,
        ),
      );
    }
    await browser.close();
    return [{ measure: `palette, keystroke to rendered hits (${samples.length} terms)`, value: medianAndMax(samples), reference: 'goal ≤ 150 ms' }];
  },
};
