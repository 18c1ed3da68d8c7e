import { localConfig, localUrl } from '../config.js';
import { createSearchService } from './server.js';

/** Starts the local Algolia stand-in (`npm run search-service` on its own; `npm start` starts it too). */
export async function startSearchService(port = localConfig.searchServicePort) {
  const service = createSearchService({ appId: localConfig.searchAppId, searchKey: localConfig.searchApiKey, adminKey: localConfig.searchAdminKey });
  await service.listen(port);
  return service;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  startSearchService().then(() => console.log(`search service  ${localUrl(localConfig.searchServicePort)}`));
}
