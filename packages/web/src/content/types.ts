import type {
  BlokByName,
  ContentTypeBlok,
  ContentTypeName,
  ProductBlok,
  SeoBlok,
  StoryblokAsset,
  StoryblokBlok,
  StoryblokMultilink,
  StoryblokRichText,
} from '@pv/cms/content-types.generated';
import type { Locale } from '@/i18n/routing';

export type * from '@pv/cms/content-types.generated';

/** A content block: one Storyblok component instance; its fields are on its component's type (`ProductBlok`, `HeroBlok`, …). */
export type Blok = StoryblokBlok;

/** A link field (Storyblok multilink) or a rich-text link mark's attributes. */
export type LinkField = StoryblokMultilink;

export type Asset = StoryblokAsset;

export type RichTextDocument = StoryblokRichText;

/** The SEO block's fields (the site's defaults in the settings, or a story's own). */
export type SeoFields = Omit<SeoBlok, keyof StoryblokBlok>;

export interface Story<C extends ContentTypeBlok = ContentTypeBlok> {
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
  component: C['component'];
  content: C;
  /** the story's path in every language, without locale prefix ('' for home) */
  paths: Record<Locale, string>;
}

/** A story of a named content type (`StoryOf<'product'>`); several names give a union that a check of `component` narrows. */
export type StoryOf<N extends ContentTypeName> = N extends ContentTypeName ? Story<BlokByName[N]> : never;

export interface NavigationSubItem {
  uid: string;
  name: string;
  link: LinkField;
  /** the editor's marker of the block it comes from (draft answers only) */
  _editable?: string;
}

export interface NavigationItem {
  uid: string;
  kind: 'link' | 'flyout';
  name: string;
  link: LinkField;
  subItems: NavigationSubItem[];
  /** the editor's marker of the block it comes from (draft answers only) */
  _editable?: string;
}

export interface FooterColumn {
  uid: string;
  name: string;
  links: NavigationSubItem[];
  /** the editor's marker of the block it comes from (draft answers only) */
  _editable?: string;
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
  /** the editor's marker of the block it comes from (draft answers only) */
  _editable?: string;
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
  /** the page with the contact form (a product's quote request) */
  contactPage: LinkField | null;
  /** the page with the partner finder */
  partnerPage: LinkField | null;
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
  products: Story<ProductBlok>[];
}

export type ContentVersion = 'published' | 'draft';
