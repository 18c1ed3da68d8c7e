/**
 * Which link clicks become client-side navigations (the App Router fetches the next page's payload,
 * prefetched when the link came into view, and swaps the page in place) and which stay full page
 * loads. Kept free of the DOM's globals so that the rules are tested as plain data.
 */

/** What of a click decides whether the browser should handle it itself. */
export interface ClickFacts {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** What of a link decides it. */
export interface AnchorFacts {
  /** the link's resolved address (`a.href`) */
  href: string;
  target: string;
  download: boolean;
  rel: string;
}

/** Paths the site's server answers outside the pages: routes, functions, files. */
const NOT_PAGES = /^\/(api|_next|mail|pdf|builds)\//;
/** A path segment starting with `_` is a tool or the preview (`/_internal/`, `/en/_preview/`), never a visitor's page. */
const TOOL_SEGMENT = /\/_/;
/** A page of the tools or the visual editor's preview: its links stay full loads and prefetch nothing. */
export const isToolPage = (pathname: string) => TOOL_SEGMENT.test(pathname);
/** The last segment names a file (`.pdf`, `.xml`, `.txt`). */
const FILE = /\.[a-z0-9]{1,5}$/i;

/** A link the client may fetch as a page of this site: same origin, a page path, in the current language. */
export function pageAddress(href: string, current: URL): URL | null {
  let url: URL;
  try {
    url = new URL(href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin || NOT_PAGES.test(url.pathname) || isToolPage(url.pathname) || FILE.test(url.pathname)) return null;
  // another language changes the whole document (its lang, texts, cookie): a full load, as the language switch does
  const language = (path: string) => path.split('/')[1] ?? '';
  if (!language(url.pathname) || language(url.pathname) !== language(current.pathname)) return null;
  return url;
}

/**
 * The address to navigate to on the client, or null where the browser should handle the click: a
 * modified or non-primary click, a link with its own target, a download, an external or nofollow link,
 * another page's hash or the same page (the browser jumps to its anchor), a page of the tools or the
 * preview, or a click someone already handled (the build check turns it into a full load after a deploy).
 */
export function clientNavigationTarget(click: ClickFacts, anchor: AnchorFacts, current: URL): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.download || /\b(external|nofollow)\b/i.test(anchor.rel)) return null;
  if (isToolPage(current.pathname)) return null;
  const url = otherPageAddress(anchor.href, current);
  return url && `${url.pathname}${url.search}${url.hash}`;
}

/** A page of the site other than the current one (the same path with another query or hash is left to the browser, which keeps the page). */
export function otherPageAddress(href: string, current: URL): URL | null {
  const url = pageAddress(href, current);
  return url && url.pathname !== current.pathname ? url : null;
}
