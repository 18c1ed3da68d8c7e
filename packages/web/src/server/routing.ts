import { safeRedirectLocation } from '@pv/shared/redirect-target';
import { isStoryId } from '@pv/shared/story-paths';
import { negotiateLocale } from '@/i18n/negotiate';
import { defaultLocale, isLocale } from '@/i18n/routing';
import { PREVIEW_TOKEN_PARAMS } from '@/content/preview-params';

/** the signed token of the visual editor's preview link */
const [, , PREVIEW_TOKEN] = PREVIEW_TOKEN_PARAMS;

export type RoutingDecision =
  | { kind: 'redirect'; location: string; status: 307 | 308 }
  | { kind: 'rewrite'; pathname: string }
  | { kind: 'next' };

export interface IncomingPath {
  /** the request's origin: every redirect stays on it */
  origin: string;
  /** the request path as received, percent-encoded */
  pathname: string;
  /** the query string including `?`, or '' */
  search: string;
  cookieLocale?: string | null;
  acceptLanguage?: string | null;
  /** draft mode is already on (Next's bypass cookie) or the deployment serves drafts */
  previewActive?: boolean;
}

/**
 * Draft pages' own route (`/{locale}/_preview/{path}`, reached by rewrite only): the live preview's code
 * belongs to it, so the published pages' route carries none of it.
 */
export const PREVIEW_SEGMENT = '_preview';
/**
 * Published pages rendered for an address's search term (`/{locale}/_query/{path}?q=…`, reached by rewrite
 * only): the published route is static, so a results page could only ask for its hits from the browser.
 */
export const QUERY_SEGMENT = '_query';
/** A search term in the query string (what the results page shows). */
const hasSearchTerm = (search: string) => Boolean(new URLSearchParams(search).get('q')?.trim());
/** Localised routes of the app's own, which no story can take and so have no preview. */
const APP_ROUTES = ['/newsletter/confirm/', '/newsletter/unsubscribe/'];

/** A query string with a trailing slash (plain or percent-encoded) stripped from it (`?a=1/` → `?a=1`). */
export function normaliseQuery(search: string): string {
  const query = search.replace(/^\?/, '').replace(/(\/|%2F)+$/i, '');
  return query ? `?${query}` : '';
}

/**
 * Collapses leading slashes and backslashes so that a path can never be read as a
 * protocol-relative address (`//evil.example`, `/\evil.example`).
 */
export function safePath(pathname: string): string {
  return `/${pathname.replace(/^[/\\]+/, '')}`;
}

/** Routes that are not localised content (internal tools, the PDF renderer). */
const UNLOCALISED_PREFIXES = ['/_internal/', '/pdf-renderer/'];

/** The PDF service's address of the manual renderer: `?id={story id}&lang={language}`. */
export const MANUAL_RENDERER_PATH = '/pdf-renderer/manual/';
/** The PDF service's address of the data sheet renderer (a product's story): `?id={story id}&lang={language}`. */
export const DATASHEET_RENDERER_PATH = '/pdf-renderer/datasheet/';
const RENDERER_PATHS = [MANUAL_RENDERER_PATH, DATASHEET_RENDERER_PATH];

/** The renderer's query becomes its route's path (`/pdf-renderer/{kind}/{lang}/{id}/`), so its root layout knows the language. */
function rendererRoute(rendererPath: string, search: string): RoutingDecision {
  const query = new URLSearchParams(search);
  const id = query.get('id') ?? '';
  const lang = query.get('lang') ?? '';
  if (!isLocale(lang) || !isStoryId(id)) return { kind: 'next' };
  return { kind: 'rewrite', pathname: `${rendererPath}${lang}/${id}/` };
}

const looksLikeFile = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '');

/** The language rules of spec §2, as one pure decision per request path. */
export function routeRequest({ origin, pathname, search, cookieLocale, acceptLanguage, previewActive }: IncomingPath): RoutingDecision {
  const path = safePath(pathname);
  if (looksLikeFile(path)) return { kind: 'next' };
  // a location that would leave the site (`/%09/host`, `/%2F/host`, …) is no redirect: the path is served (a 404)
  const redirect = (location: string, status: 307 | 308): RoutingDecision | null => {
    const safeLocation = safeRedirectLocation(location, { siteOrigin: origin });
    return safeLocation ? { kind: 'redirect', location: safeLocation, status } : null;
  };

  // the visual editor's preview token: checked (and draft mode switched on) by the preview route
  if (!previewActive && new URLSearchParams(search).has(PREVIEW_TOKEN)) {
    const previewEntry = redirect(`/api/preview/?to=${encodeURIComponent(path + search)}`, 307);
    if (previewEntry) return previewEntry;
  }

  // home, empty path and the bare default-language path go to the visitor's language
  if (path === '/' || path === `/${defaultLocale}`) {
    const locale = negotiateLocale(cookieLocale, acceptLanguage);
    const home = redirect(`/${locale}/${normaliseQuery(search)}`, 307);
    if (home) return home;
  }
  if (!path.endsWith('/')) {
    const withSlash = redirect(`${path}/${normaliseQuery(search)}`, 308);
    if (withSlash) return withSlash;
  }
  if (RENDERER_PATHS.includes(path)) return rendererRoute(path, search);
  if (UNLOCALISED_PREFIXES.some((prefix) => path.startsWith(prefix))) return { kind: 'next' };
  const firstSegment = path.split('/')[1];
  const localised = isLocale(firstSegment) ? path : `/${defaultLocale}${path}`;
  const [, locale, ...rest] = localised.split('/');
  const inLocale = `/${rest.join('/')}`;
  if (previewActive && !APP_ROUTES.includes(inLocale)) return { kind: 'rewrite', pathname: `/${locale}/${PREVIEW_SEGMENT}${inLocale}` };
  if (hasSearchTerm(search) && !APP_ROUTES.includes(inLocale)) return { kind: 'rewrite', pathname: `/${locale}/${QUERY_SEGMENT}${inLocale}` };
  return localised === path ? { kind: 'next' } : { kind: 'rewrite', pathname: localised };
}
