import { datasourceEntries } from './datasources.js';
import { links } from './links.js';
import { type CdnAnswer, type CdnContext, NotFound } from './request.js';
import { spaceInfo } from './spaces.js';
import { singleStory, storiesList } from './stories.js';

/** The Content Delivery API's endpoints (`/v2/cdn/…`, GET only). */
export function routeCdn(context: CdnContext, method: string, pathname: string, params: URLSearchParams): CdnAnswer {
  if (method !== 'GET') throw new NotFound();
  if (pathname === '/v2/cdn/stories' || pathname === '/v2/cdn/stories/') return storiesList(context, params);
  if (pathname.startsWith('/v2/cdn/stories/')) {
    return singleStory(context, decodeURIComponent(pathname.slice('/v2/cdn/stories/'.length)), params);
  }
  if (pathname.replace(/\/$/, '') === '/v2/cdn/datasource_entries') return datasourceEntries(context, params);
  if (pathname.replace(/\/$/, '') === '/v2/cdn/links') return links(context, params);
  if (pathname.replace(/\/$/, '') === '/v2/cdn/spaces/me') return spaceInfo(context, params);
  throw new NotFound();
}
