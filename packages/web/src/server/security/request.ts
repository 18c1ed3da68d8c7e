/**
 * What the site's server checks of a request before Next sees it (the Node server of `npm start` and
 * the OpenNext server function on AWS alike): the method, and the draft-mode cookies.
 */
import { timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FUNCTION_PATHS } from '@pv/shared/function-paths';
import { DRAFT_MODE_COOKIE } from '../../content/preview-params';

/** The Pages Router's preview-data cookie: this site never sets it. */
const PREVIEW_DATA_COOKIE = '__next_preview_data';

const PAGE_METHODS = ['GET', 'HEAD'] as const;
/** Route handlers that take other methods than a page's (path without its trailing slash). */
export const ROUTE_METHODS: Readonly<Record<string, readonly string[]>> = { '/api/revalidate': ['POST'] };

/** The methods a path answers, or null when the functions behind the site decide. */
export function allowedMethods(path: string): readonly string[] | null {
  if (FUNCTION_PATHS.test(path)) return null;
  return ROUTE_METHODS[path.replace(/\/+$/, '')] ?? PAGE_METHODS;
}

export interface MethodRefusal {
  status: 405;
  headers: Record<string, string>;
  body: string;
}

/**
 * A 405 with `Allow` for a method the path does not answer (TRACE, PUT on a page, …), else null.
 * `previewAction`: the request is a server action (Next's `next-action` header) in draft mode — the
 * live preview posts the editor's unsaved story to the page it shows; visitors' pages take no POST.
 */
export function refuseMethod(method: string | undefined, path: string, previewAction = false): MethodRefusal | null {
  const allowed = allowedMethods(path);
  const wanted = (method ?? '').toUpperCase();
  if (!allowed || allowed.includes(wanted)) return null;
  if (previewAction && wanted === 'POST' && allowed === PAGE_METHODS) return null;
  const body = JSON.stringify({ error: 'method-not-allowed', message: `${wanted || 'This method'} is not allowed here; use ${allowed.join(' or ')}.` });
  return {
    status: 405,
    headers: { allow: allowed.join(', '), 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': String(Buffer.byteLength(body)) },
    body,
  };
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Whether a cookie header carries Next's draft-mode cookie (after `screenDraftCookies`: only this build's). */
export const carriesDraftModeCookie = (cookieHeader: string | undefined): boolean =>
  (cookieHeader ?? '').split(';').some((pair) => pair.trim().startsWith(`${DRAFT_MODE_COOKIE}=`));

export interface ScreenedCookies {
  /** the Cookie header Next gets: without draft-mode cookies that do not switch draft mode on */
  cookie: string | undefined;
  /** draft mode is really on: the request carries this build's preview-mode id */
  draft: boolean;
}

/**
 * A made-up draft-mode cookie must not change a public page: Next would answer it with cookie-clearing
 * headers, and the site with the preview's policy, on an answer CDNs share (their cache key ignores
 * cookies). So only a draft-mode cookie holding the build's preview-mode id reaches Next, and the
 * Pages Router's preview cookie never does.
 */
export function screenDraftCookies(cookieHeader: string | undefined, previewModeId: string | undefined): ScreenedCookies {
  if (!cookieHeader) return { cookie: cookieHeader, draft: false };
  let draft = false;
  const kept = cookieHeader
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => {
      const equals = pair.indexOf('=');
      const name = (equals < 0 ? pair : pair.slice(0, equals)).trim();
      if (name === PREVIEW_DATA_COOKIE) return false;
      if (name !== DRAFT_MODE_COOKIE) return pair !== '';
      const valid = !!previewModeId && sameSecret(pair.slice(equals + 1).trim(), previewModeId);
      draft ||= valid;
      return valid;
    });
  return { cookie: kept.length ? kept.join('; ') : undefined, draft };
}

/** The build's preview-mode id, which Next writes into the prerender manifest of `.next`. */
export function previewModeIdOf(nextDir: string): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(join(nextDir, 'prerender-manifest.json'), 'utf8')) as { preview?: { previewModeId?: string } };
    return manifest.preview?.previewModeId;
  } catch {
    return undefined;
  }
}
