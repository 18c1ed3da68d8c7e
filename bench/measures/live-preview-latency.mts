import { siteUrl } from '../../tests/support/site';
import { CONTENT_URL, launchBrowser, medianAndMax, type Measure } from '../support.mjs';

/** edits sent from the visual editor's stand-in */
const LIVE_PREVIEW_RUNS = 20;

/** The visual editor's live preview: from the editor's `input` (an unsaved title) to the changed text painted in the framed page. */
export const livePreviewLatency: Measure = {
  name: 'livePreviewLatency',
  needs: ['local stack', 'Chromium'],
  async run() {
    const lookup = await fetch(`${CONTENT_URL}/v2/cdn/stories/produkte/ac-thor?version=draft&token=local-preview-token`);
    const { story } = (await lookup.json()) as { story: { id: number } };
    const browser = await launchBrowser();
    const page = await browser.newPage();
    await page.goto(`${CONTENT_URL}/_editor/?site=${encodeURIComponent(siteUrl)}&path=${encodeURIComponent('/en/products/ac-thor/')}&story=${story.id}&lang=en`);
    type EditorWindow = { editor: { story(): Promise<{ content: { title?: string } }>; input(story: unknown): Promise<void> }; editorMessages?: { action: string }[] };
    await page.waitForFunction(() => (window as unknown as EditorWindow).editorMessages?.some((m) => m.action === 'initialized'));
    const frame = page.frames().find((f) => f.url().startsWith(siteUrl));
    if (!frame) throw new Error('the editor did not frame the page');
    const samples: number[] = [];
    for (let run = 0; run < LIVE_PREVIEW_RUNS; run++) {
      const title = `Typed live ${run} ${Date.now().toString(36)}`;
      // armed in the page first: the moment the text is painted, on the clock both frames share
      await frame.evaluate((text) => {
        (window as unknown as { seen: Promise<number> }).seen = new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (!document.body.textContent?.includes(text)) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        });
      }, title);
      const sent = await page.evaluate(async (text) => {
        const { editor } = window as unknown as EditorWindow;
        const edited = await editor.story();
        edited.content.title = text;
        const at = performance.timeOrigin + performance.now();
        void editor.input(edited);
        return at;
      }, title);
      samples.push((await frame.evaluate(() => (window as unknown as { seen: Promise<number> }).seen)) - sent);
    }
    await browser.close();
    return [
      {
        measure: `live preview, editor's input event to the changed text on screen (${samples.length} edits of a product title, Chromium)`,
        value: medianAndMax(samples),
        reference: 'goal ≤ 300 ms',
      },
    ];
  },
};
