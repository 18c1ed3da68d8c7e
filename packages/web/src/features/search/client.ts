/** Client options shared by the browser's search and the indexer: where the service is and how long to wait. */
import type { SearchConfig } from './types';

/** spec §9: connect 1 s, read 2 s, write 30 s (a dead host is skipped for 2 minutes, the client's default) */
export const SEARCH_TIMEOUTS = { connect: 1_000, read: 2_000, write: 30_000 };

/** Custom hosts for a search service at `host` (the local stand-in); undefined keeps Algolia's hosts. */
export function searchHosts(host: SearchConfig['host']) {
  if (!host) return undefined;
  const url = new URL(host);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return [{ url: url.hostname, port: url.port ? Number(url.port) : undefined, protocol, accept: 'readWrite' as const }];
}

/** Origins the browser talks to for search (the Content-Security-Policy's `connect-src`). */
export function searchOrigins(config: SearchConfig): string[] {
  return config.host ? [new URL(config.host).origin] : ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io'];
}
