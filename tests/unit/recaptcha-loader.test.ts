/**
 * The reCAPTCHA v3 script loader (packages/web/src/lib/bot-check/recaptcha-loader.ts) against a
 * minimal fake document: the script element is recorded, and the test fires its load or error.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecaptchaLoader, RECAPTCHA_SCRIPT, type Recaptcha } from '@/features/forms/bot-check/recaptcha-loader';

interface FakeScript {
  src: string;
  async: boolean;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  remove(): void;
}

/** A document with just what the loader touches; `head` holds the appended scripts. */
function fakeDocument() {
  const head: FakeScript[] = [];
  const created: FakeScript[] = [];
  const document = {
    createElement: vi.fn((tag: string): FakeScript => {
      expect(tag).toBe('script');
      const script: FakeScript = {
        src: '',
        async: false,
        onload: null,
        onerror: null,
        remove: vi.fn(() => {
          const index = head.indexOf(script);
          if (index >= 0) head.splice(index, 1);
        }),
      };
      created.push(script);
      return script;
    }),
    head: {
      appendChild: vi.fn((script: FakeScript) => {
        head.push(script);
        return script;
      }),
    },
  };
  vi.stubGlobal('document', document);
  return { document, head, created };
}

/** window.grecaptcha; `ready` calls back at once unless told to hold */
function fakeRecaptcha({ holdReady = false } = {}) {
  const waiting: Array<() => void> = [];
  const recaptcha: Recaptcha = {
    ready: vi.fn((callback: () => void) => {
      if (holdReady) waiting.push(callback);
      else callback();
    }),
    execute: vi.fn(async () => 'token'),
  };
  vi.stubGlobal('window', { grecaptcha: recaptcha });
  return { recaptcha, becomeReady: () => waiting.splice(0).forEach((callback) => callback()) };
}

/** settles to 'pending', or the outcome, after the microtasks ran */
const outcome = async (promise: Promise<unknown>) => {
  let result: unknown = 'pending';
  promise.then(
    (value) => (result = { resolved: value }),
    (error: unknown) => (result = { rejected: error instanceof Error ? error.message : error }),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return result;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createRecaptchaLoader outside the browser', () => {
  it('rejects with exactly "This is a library for the browser!" when there is no document', async () => {
    expect(typeof document).toBe('undefined');
    const loader = createRecaptchaLoader();
    await expect(loader.load('site-key')).rejects.toThrow(/^This is a library for the browser!$/);
    expect(loader.state).toBe('not-loaded');
  });
});

describe('createRecaptchaLoader in a browser', () => {
  it('goes not-loaded → loading → loaded and resolves with grecaptcha once it is ready', async () => {
    const { head } = fakeDocument();
    const { recaptcha, becomeReady } = fakeRecaptcha({ holdReady: true });
    const loader = createRecaptchaLoader();
    expect(loader.state).toBe('not-loaded');

    const loading = loader.load('site-key');
    expect(loader.state).toBe('loading');
    expect(head).toHaveLength(1);
    head[0]!.onload!();
    // the script ran, but reCAPTCHA is not ready yet
    expect(loader.state).toBe('loading');
    expect(await outcome(loading)).toBe('pending');

    becomeReady();
    expect(loader.state).toBe('loaded');
    await expect(loading).resolves.toBe(recaptcha);
  });

  it('loads the script asynchronously from Google with ?render=<site key>', () => {
    const { head } = fakeDocument();
    fakeRecaptcha();
    void createRecaptchaLoader().load('6Lc_key-123');
    expect(head).toHaveLength(1);
    expect(head[0]!.src).toBe(`${RECAPTCHA_SCRIPT}?render=6Lc_key-123`);
    expect(RECAPTCHA_SCRIPT).toBe('https://www.google.com/recaptcha/api.js');
    expect(head[0]!.async).toBe(true);
  });

  it('encodes the site key in the script URL', () => {
    const { head } = fakeDocument();
    fakeRecaptcha();
    void createRecaptchaLoader('https://example.org/api.js').load('a&b=c d');
    const url = new URL(head[0]!.src);
    expect(url.origin + url.pathname).toBe('https://example.org/api.js');
    expect([...url.searchParams]).toEqual([['render', 'a&b=c d']]);
  });

  it('shares one script element between two loads with the same key', async () => {
    const { document, head } = fakeDocument();
    const { recaptcha } = fakeRecaptcha();
    const loader = createRecaptchaLoader();
    const first = loader.load('site-key');
    const second = loader.load('site-key');
    expect(second).toBe(first);
    head[0]!.onload!();
    await expect(second).resolves.toBe(recaptcha);
    // and after it has loaded
    await expect(loader.load('site-key')).resolves.toBe(recaptcha);
    expect(document.createElement).toHaveBeenCalledTimes(1);
    expect(document.head.appendChild).toHaveBeenCalledTimes(1);
  });

  it('refuses another site key while loading and once loaded, without a second script', async () => {
    const { document, head } = fakeDocument();
    fakeRecaptcha();
    const loader = createRecaptchaLoader();
    const first = loader.load('site-key');
    await expect(loader.load('other-key')).rejects.toThrow(/^reCAPTCHA has already been loaded with a different site key!$/);
    expect(loader.state).toBe('loading');
    head[0]!.onload!();
    await first;
    await expect(loader.load('other-key')).rejects.toThrow(/^reCAPTCHA has already been loaded with a different site key!$/);
    expect(loader.state).toBe('loaded');
    expect(document.createElement).toHaveBeenCalledTimes(1);
  });

  it('on a script error rejects, removes the script and starts over on the next load, even with another key', async () => {
    const { head, created } = fakeDocument();
    const { recaptcha } = fakeRecaptcha();
    const loader = createRecaptchaLoader();
    const failed = loader.load('site-key');
    const failedScript = head[0]!;
    failedScript.onerror!();
    await expect(failed).rejects.toThrow('The bot-check script could not be loaded.');
    expect(failedScript.remove).toHaveBeenCalledTimes(1);
    expect(head).toHaveLength(0);
    expect(loader.state).toBe('not-loaded');

    const retry = loader.load('other-key');
    expect(retry).not.toBe(failed);
    expect(loader.state).toBe('loading');
    expect(created).toHaveLength(2);
    expect(head).toEqual([created[1]]);
    expect(created[1]!.src).toBe(`${RECAPTCHA_SCRIPT}?render=other-key`);
    created[1]!.onload!();
    await expect(retry).resolves.toBe(recaptcha);
    expect(loader.state).toBe('loaded');
  });

  it('rejects and starts over when the script loaded but grecaptcha is missing', async () => {
    const { head, created } = fakeDocument();
    vi.stubGlobal('window', {});
    const loader = createRecaptchaLoader();
    const failed = loader.load('site-key');
    head[0]!.onload!();
    await expect(failed).rejects.toThrow('The bot-check script loaded but did not start.');
    expect(head).toHaveLength(0);
    expect(loader.state).toBe('not-loaded');

    fakeRecaptcha();
    const retry = loader.load('site-key');
    expect(created).toHaveLength(2);
    created[1]!.onload!();
    await expect(retry).resolves.toBeDefined();
  });

  it('keeps separate loaders apart', () => {
    fakeDocument();
    fakeRecaptcha();
    const one = createRecaptchaLoader();
    const two = createRecaptchaLoader();
    void one.load('site-key');
    expect(one.state).toBe('loading');
    expect(two.state).toBe('not-loaded');
  });
});
