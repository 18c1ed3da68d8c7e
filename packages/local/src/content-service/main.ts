import { localConfig, localUrl } from '../config.js';
import { createContentService } from './server.js';

/** Starts the local Storyblok CDN and Management API stand-in on its own (`npm run content-service`). */
export async function startContentService(port = localConfig.contentServicePort) {
  const service = createContentService({
    dataDir: localConfig.contentDir,
    publicToken: localConfig.publicToken,
    previewToken: localConfig.previewToken,
    assetBaseUrl: localUrl(port),
    rateLimitPerSecond: process.env.CONTENT_SERVICE_RATE_LIMIT ? Number(process.env.CONTENT_SERVICE_RATE_LIMIT) : undefined,
    managementToken: localConfig.managementToken,
  });
  await service.listen(port);
  return service;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  startContentService().then(() => console.log(`content service  ${localUrl(localConfig.contentServicePort)}/v2`));
}
