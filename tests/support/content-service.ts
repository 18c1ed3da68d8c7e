/** The local content service (Storyblok's stand-in) with the demo content, for the integration tests of one file. */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { createContentService, type ContentService, type ContentServiceOptions } from '../../packages/local/src/content-service/server';

export const DEMO_CONTENT_DIR = fileURLToPath(new URL('../../packages/local/content', import.meta.url));
export const PUBLIC_TOKEN = 'local-public-token';
export const PREVIEW_TOKEN = 'local-preview-token';

/** Starts the service on a free port before the file's tests and closes it after them: `local.base`, `local.service`. */
export function useContentService(options: Partial<ContentServiceOptions> = {}): { readonly service: ContentService; readonly base: string } {
  let service: ContentService | undefined;
  let base = '';
  beforeAll(async () => {
    service = createContentService({ dataDir: DEMO_CONTENT_DIR, publicToken: PUBLIC_TOKEN, previewToken: PREVIEW_TOKEN, ...options });
    base = await service.listen(0);
  });
  afterAll(() => service?.close());
  return {
    get service() {
      if (!service) throw new Error('the content service starts before the tests');
      return service;
    },
    get base() {
      return base;
    },
  };
}
