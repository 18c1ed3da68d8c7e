/** Maps the content service's raw answers (Storyblok's wire shapes, `@/storyblok/wire`) onto the app's types. Pure: no SDK, no I/O. */
import { isDataSlug, storyPaths as sharedStoryPaths, type StorySlugs } from '@pv/shared/story-paths';
import type { StoryblokDatasourceEntry, StoryblokStory } from '@/storyblok/wire';
import { contentDefaultLocale, type Locale } from '@/i18n/routing';
import { bloks, linkOf, text } from './fields';
import type {
  Blok,
  ContentTypeBlok,
  DatasourceEntry,
  FooterLinkBlok,
  FooterSettings,
  FooterSettingsBlok,
  MenuSubItemBlok,
  NavigationItem,
  NavigationSubItem,
  SettingsBlok,
  SiteSettings,
  SocialNetwork,
  Story,
  StoryblokRelation,
} from './types';

/**
 * What the mapping reads of a story as the content service answers it (Storyblok's story, `StoryblokStory`):
 * its content is of one of the model's content types (`C` where the request named it). The slugs are read
 * as `storyPaths` reads them; a publication date it lacks is read as none.
 */
export type RawStory<C extends ContentTypeBlok = ContentTypeBlok> = Pick<StoryblokStory<C>, 'id' | 'uuid' | 'name' | 'slug' | 'content'> &
  Partial<Pick<StoryblokStory<C>, 'published_at' | 'first_published_at'>> &
  StorySlugs;

/** What the mapping reads of a datasource entry (`dimension_value` only where a dimension was asked for). */
export type RawDatasourceEntry = Pick<StoryblokDatasourceEntry, 'name' | 'value'> & Partial<Pick<StoryblokDatasourceEntry, 'dimension_value'>>;

/** The story that holds the site settings; never a page of its own. */
export const SETTINGS_SLUG = '_settings';
const HOME_SLUG = 'home';

/** A page, not a data story (settings, partners, redirects). */
export const isPageSlug = (fullSlug: string) => !isDataSlug(fullSlug);

/** The story's path per locale (without the locale prefix). */
export const storyPaths = (raw: RawStory): Record<Locale, string> => sharedStoryPaths(raw);

export function toStory<C extends ContentTypeBlok>(raw: RawStory<C>): Story<C> {
  return {
    id: raw.id,
    uuid: raw.uuid,
    name: raw.name,
    slug: raw.slug,
    fullSlug: raw.full_slug,
    defaultFullSlug: raw.default_full_slug ?? raw.full_slug,
    firstPublishedAt: raw.first_published_at ?? null,
    publishedAt: raw.published_at ?? null,
    component: raw.content.component,
    content: raw.content,
    paths: storyPaths(raw),
  };
}

/** A page path from its address's segments, decoded; null when one is not valid percent-encoding (no such page). */
export function decodedPath(segments: readonly string[]): string | null {
  try {
    return segments.map((s) => decodeURIComponent(s)).join('/');
  } catch {
    return null;
  }
}

/**
 * The slug to ask the content service for a page path in a locale: default-language
 * paths as they are, other languages prefixed with their code (translated slugs); null for a
 * path that cannot be decoded.
 */
export function contentSlug(locale: Locale, segments: readonly string[]): string | null {
  const decoded = decodedPath(segments);
  if (decoded === null) return null;
  const path = decoded || HOME_SLUG;
  return locale === contentDefaultLocale ? path : `${locale}/${path}`;
}

/** The `language` parameter for a locale: none for the content's default language. */
export const contentLanguage = (locale: Locale): string | undefined =>
  locale === contentDefaultLocale ? undefined : locale;

export function toDatasourceEntry(raw: RawDatasourceEntry): DatasourceEntry {
  return { name: raw.name, value: raw.value, label: raw.dimension_value || raw.name };
}

/** Products whose content lacks a field (empty or missing). */
export function productsLacking<C extends ContentTypeBlok>(products: Story<C>[], field: keyof C): Story<C>[] {
  return products.filter((p) => {
    const value = p.content[field];
    return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  });
}

/** `4400 Steyr` → postcode `4400`, town `Steyr` (first part postcode, the rest the town). */
export function splitCity(city: string): { postalCode: string; town: string } {
  const [postalCode = '', ...town] = city.trim().split(/\s+/);
  return { postalCode, town: town.join(' ') };
}

/** a block's `_editable` marker, where the draft answer has one, for the editor's click-to-edit */
const editable = (b: Blok): { _editable?: string } => (typeof b._editable === 'string' ? { _editable: b._editable } : {});

const subItem = (b: MenuSubItemBlok | FooterLinkBlok): NavigationSubItem => ({ uid: b._uid, name: text(b.name), link: linkOf(b.link), ...editable(b) });

export function toNavigation(items: SettingsBlok['navigation']): NavigationItem[] {
  return bloks(items)
    .filter((b) => b.component === 'menu-item' || b.component === 'flyout-menu-item')
    .map((b) => ({
      uid: b._uid,
      kind: b.component === 'flyout-menu-item' ? 'flyout' : 'link',
      name: text(b.name),
      link: linkOf(b.link),
      subItems: b.component === 'flyout-menu-item' ? bloks(b.subItems).map(subItem) : [],
      ...editable(b),
    }));
}

const SOCIAL_NETWORKS: SocialNetwork[] = ['instagram', 'facebook', 'youtube', 'linkedin', 'x'];

function toFooter(blok: FooterSettingsBlok | undefined): FooterSettings | null {
  if (!blok) return null;
  const email = linkOf(blok.email);
  return {
    info: blok.footerInfo && typeof blok.footerInfo === 'object' ? blok.footerInfo : null,
    // a social link shows only where a URL is set
    social: SOCIAL_NETWORKS.map((network) => ({ network, url: text(linkOf(blok[network]).url || linkOf(blok[network]).cached_url) })).filter(
      (s) => s.url,
    ),
    columns: bloks(blok.columns).map((c) => ({ uid: c._uid, name: text(c.name), links: bloks(c.links).map(subItem), ...editable(c) })),
    street: text(blok.street),
    city: text(blok.city),
    phone: text(blok.phone),
    email: text(email.email || email.url).replace(/^mailto:/, ''),
    emailLabel: text(blok.emailLabel),
    ...editable(blok),
  };
}

const pageLink = (field: SettingsBlok['search_page']) => (field && typeof field === 'object' ? linkOf(field) : null);

export function toSiteSettings(content: SettingsBlok): SiteSettings {
  const [seo] = bloks(content.seo);
  return {
    seo: seo ?? null,
    navigation: toNavigation(content.navigation),
    phone: text(content.phone),
    street: text(content.street),
    city: text(content.city),
    footer: toFooter(bloks(content.footer)[0]),
    searchPage: pageLink(content.search_page),
    contactPage: pageLink(content.contact_page),
    partnerPage: pageLink(content.partner_page),
  };
}

/** Stories of a resolved relation field (unresolved uuids are skipped). */
export function relatedStories(value: readonly StoryblokRelation[] | null | undefined): Story[] {
  if (!Array.isArray(value)) return [];
  // a resolved relation is the story as the content service answers it (its shape checked here), an unresolved one its uuid
  const relations: readonly unknown[] = value;
  return relations
    .filter((item): item is RawStory => !!item && typeof item === 'object' && 'uuid' in item && 'content' in item)
    .map((item) => toStory(item));
}
