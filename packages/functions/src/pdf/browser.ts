/**
 * One headless Chromium per function instance, reused by warm invocations and replaced when it
 * has gone (crashed, closed). On Lambda it is `@sparticuz/chromium`'s; elsewhere the configured one,
 * else Debian's `/usr/bin/chromium`, else the bundled one (it runs on this Debian too).
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';

export interface BrowserSource {
  get(): Promise<Browser>;
  close(): Promise<void>;
}

export function reusableBrowser(launch: () => Promise<Browser>): BrowserSource {
  let current: Promise<Browser> | undefined;
  return {
    async get() {
      const existing = await current?.catch(() => undefined);
      if (existing?.connected) return existing;
      const launching = launch();
      current = launching;
      // a failed launch is not kept: the next request launches again
      launching.catch(() => {
        if (current === launching) current = undefined;
      });
      return launching;
    },
    async close() {
      const existing = await current?.catch(() => undefined);
      current = undefined;
      await existing?.close().catch(() => undefined);
    },
  };
}

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export async function launchChromium(chromiumPath?: string): Promise<Browser> {
  const onLambda = Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME);
  const localPath = chromiumPath ?? (!onLambda && existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);
  if (localPath) {
    return puppeteer.launch({
      executablePath: localPath,
      headless: 'shell',
      // root in a container: no sandbox; /dev/shm is small there
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
  }
  const { default: chromium } = await import('@sparticuz/chromium');
  return puppeteer.launch({
    args: await puppeteer.defaultArgs({ args: chromium.args, headless: 'shell' }),
    executablePath: await chromium.executablePath(),
    headless: 'shell',
  });
}
