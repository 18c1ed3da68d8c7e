import type { Locale } from '@/i18n/routing';

/** A content block: one Storyblok component instance. */
export interface Blok {
  _uid: string;
  component: string;
  [field: string]: unknown;
}

/** A link field (Storyblok multilink) or a rich-text link mark's attributes. */
export interface LinkField {
  linktype?: 'url' | 'story' | 'asset' | 'email';
  cached_url?: string;
  url?: string;
  href?: string;
  email?: string;
  anchor?: string;
  target?: string;
  id?: string;
  uuid?: string;
  /** the linked story, filled in by `resolve_links=url` */
  story?: { full_slug: string; name?: string };
  /** query parameters to append */
  query?: Record<string, string>;
  [customAttribute: string]: unknown;
}

export interface Asset {
  filename: string;
  alt?: string;
}

export type RichTextDocument = { type: 'doc'; content?: unknown[] };

export interface SeoFields {
  title?: string;
  description?: string;
  og_image?: Asset;
  og_title?: string;
  og_description?: string;
  twitter_title?: string;
  twitter_description?: string;
  twitter_image?: Asset;
  noIndex?: boolean;
  noFollow?: boolean;
}

export interface Story<C extends Blok = Blok> {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  /** slug as returned in the requested language (`en/products/ac-thor`) */
  fullSlug: string;
  /** slug in the content's default language */
  defaultFullSlug: string;
  firstPublishedAt: string | null;
  publishedAt: string | null;
  /** content type (`page`, `product`, `news`, …) */
  component: string;
  content: C;
  /** the story's path in every language, without locale prefix ('' for home) */
  paths: Record<Locale, string>;
}

export interface NavigationSubItem {
  uid: string;
  name: string;
  link: LinkField;
}

export interface NavigationItem {
  uid: string;
  kind: 'link' | 'flyout';
  name: string;
  link: LinkField;
  subItems: NavigationSubItem[];
}

export interface FooterColumn {
  uid: string;
  name: string;
  links: NavigationSubItem[];
}

export type SocialNetwork = 'instagram' | 'facebook' | 'youtube' | 'linkedin' | 'x';

export interface FooterSettings {
  info: RichTextDocument | null;
  social: { network: SocialNetwork; url: string }[];
  columns: FooterColumn[];
  street: string;
  city: string;
  phone: string;
  email: string;
  emailLabel: string;
}

export interface SiteSettings {
  seo: SeoFields | null;
  navigation: NavigationItem[];
  phone: string;
  street: string;
  city: string;
  footer: FooterSettings | null;
  /** the page that lists all search results */
  searchPage: LinkField | null;
}

export interface DatasourceEntry {
  name: string;
  value: string;
  /** the label in the requested language (`dimension_value`), else the name */
  label: string;
}

/** What every page of a language loads once: settings, categories, document types, products. */
export interface SiteData {
  settings: SiteSettings | null;
  newsCategories: DatasourceEntry[];
  documentTypes: DatasourceEntry[];
  products: Story[];
}

export type ContentVersion = 'published' | 'draft';
