import { isLocale, localePath, type Locale } from '@/i18n/routing';
import type { LinkField } from '../content/types';

export interface ResolvedLink {
  href: string;
  /** opens in a new tab (external and mail links) */
  newTab: boolean;
  external: boolean;
}

export interface LinkContext {
  locale: Locale;
  productionHost: string;
  acceptanceHost: string;
}

/** Of an address holding several `https://` parts, the last one is the real one. */
export function lastHttpsPart(url: string): string {
  const index = url.lastIndexOf('https://');
  return index > 0 ? url.slice(index) : url;
}

/** Links to the acceptance host point to the production host instead. */
export function toProductionHost(url: string, { acceptanceHost, productionHost }: Pick<LinkContext, 'acceptanceHost' | 'productionHost'>): string {
  try {
    const parsed = new URL(url);
    if (parsed.hostname !== acceptanceHost) return url;
    parsed.hostname = productionHost;
    parsed.protocol = 'https:';
    return parsed.toString();
  } catch {
    return url;
  }
}

function withQueryAndAnchor(path: string, link: LinkField): string {
  const separator = path.includes('?') ? '&' : '?';
  const query = link.query && Object.keys(link.query).length ? `${separator}${new URLSearchParams(link.query)}` : '';
  const anchor = link.anchor ? `#${link.anchor}` : '';
  return `${path}${query}${anchor}`;
}

/** A story slug as a page path: locale prefix unless the slug has one, trailing slash, `…/home` → locale root. */
export function storyHref(slug: string, locale: Locale): string {
  const segments = slug.replace(/^\/+|\/+$/g, '').split('/').filter(Boolean);
  const slugLocale = isLocale(segments[0]) ? segments.shift() : undefined;
  const path = segments[segments.length - 1] === 'home' ? '' : segments.join('/');
  return localePath((slugLocale as Locale | undefined) ?? locale, path);
}

/** Link rules of spec §2 for content links. Returns null for an empty link. */
export function resolveLink(link: LinkField | null | undefined, context: LinkContext): ResolvedLink | null {
  if (!link) return null;
  switch (link.linktype) {
    case 'email': {
      const email = (link.email || link.url || '').replace(/^mailto:/, '');
      return email ? { href: `mailto:${email}`, newTab: true, external: true } : null;
    }
    case 'story': {
      const slug = link.story?.full_slug ?? link.cached_url;
      if (!slug && !link.anchor) return null;
      return { href: withQueryAndAnchor(slug ? storyHref(slug, context.locale) : '', link), newTab: false, external: false };
    }
    default: {
      const raw = (link.url || link.href || link.cached_url || '').trim();
      if (!raw) return null;
      if (raw.startsWith('mailto:')) return { href: raw, newTab: true, external: true };
      if (/^https?:\/\//i.test(raw)) {
        const href = toProductionHost(lastHttpsPart(raw), context);
        const own = new URL(href).hostname === context.productionHost;
        return { href: withQueryAndAnchor(href, link), newTab: !own, external: !own };
      }
      if (raw.startsWith('/')) {
        const [beforeHash = '', hash] = raw.split('#');
        const [path = '', search] = beforeHash.split('?');
        const withSlash = `${path.endsWith('/') ? path : `${path}/`}${search ? `?${search}` : ''}`;
        return { href: withQueryAndAnchor(withSlash, { ...link, anchor: link.anchor || hash }), newTab: false, external: false };
      }
      return { href: raw, newTab: false, external: false };
    }
  }
}

/**
 * A link is active when its target is the current path or a prefix of it (the bare locale
 * root only when it is the current path), or when its anchor is the current hash.
 */
export function isActiveLink(target: string, currentPath: string, currentHash = ''): boolean {
  const [targetPath = '', anchor] = target.split('#');
  if (anchor && currentHash.replace(/^#/, '') === anchor) return true;
  if (!targetPath || /^[a-z]+:/i.test(targetPath)) return false;
  const normalise = (p: string) => (p.endsWith('/') ? p : `${p}/`);
  const [t, c] = [normalise(targetPath.split('?')[0] ?? ''), normalise(currentPath)];
  if (t === c) return true;
  const isLocaleRoot = t.split('/').filter(Boolean).length <= 1;
  return !isLocaleRoot && c.startsWith(t);
}
