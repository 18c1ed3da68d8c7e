/**
 * A content service that accepts connections and never answers (frozen, or a network black hole):
 * every read the site makes for a visitor gives up after CONTENT_TIMEOUT_MS; once the service has
 * left FAILURES_TO_OPEN requests in a row unanswered, the next reads fail at once for as long, so a
 * page (whose error render reads again) never waits much longer.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const LIMIT_MS = 400;
let frozen: Server;
let endpoint: string;

beforeAll(async () => {
  frozen = createServer(() => undefined); // takes every request, answers none
  await new Promise<void>((resolve) => frozen.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(frozen.address() as AddressInfo).port}/v2`;
  vi.stubEnv('CONTENT_TIMEOUT_MS', String(LIMIT_MS));
  vi.stubEnv('STORYBLOK_ENDPOINT', endpoint);
  vi.resetModules();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  frozen.closeAllConnections();
  await new Promise((resolve) => frozen.close(resolve));
});

describe('a content service that does not answer', () => {
  it('fails a read after the limit, after repeated failures fails the next reads at once, then tries again', async () => {
    const { getStory, loadSiteData } = await import('@/content');
    const { FAILURES_TO_OPEN, breakerOpen } = await import('@/content/budget');
    for (let failure = 1; failure <= FAILURES_TO_OPEN; failure++) {
      // each visitor waits the limit: one unanswered request is no reason to refuse the next
      expect(breakerOpen()).toBe(false);
      const started = Date.now();
      // the visitor's limit (504) or the request's own, a moment later when it waited for its turn
      await expect(getStory('de', ['support'])).rejects.toMatchObject({ name: 'ContentError', digest: 'CONTENT_UNAVAILABLE' });
      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(LIMIT_MS - 5);
      expect(waited).toBeLessThan(LIMIT_MS * 3);
      // the request itself is given up a moment after the visitor's read (it left the queue later)
      await vi.waitFor(() => expect(breakerOpen() || failure < FAILURES_TO_OPEN).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const again = Date.now();
    await expect(getStory('en', ['support'])).rejects.toMatchObject({ status: 503 });
    const { data, failed } = await loadSiteData('de');
    expect(Date.now() - again).toBeLessThan(LIMIT_MS);
    expect(failed).toEqual(['settings', 'news categories', 'document types', 'products']);
    expect(data).toEqual({ settings: null, newsCategories: [], documentTypes: [], products: [] });

    await vi.waitFor(() => expect(breakerOpen()).toBe(false), { timeout: LIMIT_MS * 3 });
    const retried = Date.now();
    await expect(getStory('de', ['kontakt'])).rejects.toMatchObject({ name: 'ContentError', digest: 'CONTENT_UNAVAILABLE' });
    expect(Date.now() - retried).toBeGreaterThanOrEqual(LIMIT_MS - 5);
  });
});
