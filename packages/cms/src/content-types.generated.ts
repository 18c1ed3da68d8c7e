// Generated from packages/cms/model by `npm run cms:types`: edit the model, not this file.

import type { StoryblokAsset, StoryblokBlok, StoryblokMultilink, StoryblokRelation, StoryblokRichText } from './field-types';

export type { StoryblokAsset, StoryblokBlok, StoryblokMultilink, StoryblokRelation, StoryblokRichText, StoryblokTable } from './field-types';

/** Animated hero: A full-height banner with a button; the header floats over it. */
export interface AnimatedHeroBlok extends StoryblokBlok {
  component: 'animated-hero';
  /** The page's main heading */
  headline?: string;
  /** A short line under the headline */
  text?: string;
  /** Background image across the full height */
  image?: StoryblokAsset;
  /** Button label: The button's label; the button shows only with a label and a link */
  cta_label?: string;
  /** Button link: Where the button leads */
  cta_link?: StoryblokMultilink;
}

/** Audience path: One audience's path: who it is for, what they find, where it leads. */
export interface AudiencePathBlok extends StoryblokBlok {
  component: 'audience-path';
  /** Who the path is for */
  audience?: 'private' | 'installer' | 'planner';
  /** The path's heading */
  title?: string;
  /** A sentence or two under the heading: what this audience finds here */
  text?: string;
  /** A picture of the audience's world (shown at 16:10) */
  image?: StoryblokAsset;
  /** Where the path leads */
  link?: StoryblokMultilink;
  /** The link's text */
  link_label?: string;
}

/** Audience paths: Where to go next for private customers, installers and planners: one card each. */
export interface AudiencePathsBlok extends StoryblokBlok {
  component: 'audience-paths';
  /** The section's heading */
  headline?: string;
  /** A sentence or two under the heading */
  intro?: string;
  /** One path per audience */
  items?: (AudiencePathBlok)[];
}

/** Comparison table: Products side by side by their technical data. */
export interface ComparisonTableBlok extends StoryblokBlok {
  component: 'comparison-table';
  /** The section's heading */
  headline?: string;
  /** A sentence or two under the heading */
  intro?: string;
  /** The products to compare, in this order (two to four) */
  products?: StoryblokRelation[];
  /** How many rows of technical data (the first product's, in its order); empty: all */
  rows?: number;
}

/** Contact form: The contact form; its field labels come with the site in every language. */
export interface ContactFormBlok extends StoryblokBlok {
  component: 'contact-form';
  /** Heading above the form */
  headline?: string;
  /** Text between heading and form */
  intro?: string;
  /** Privacy policy page: The privacy policy page the consent checkbox links to */
  privacy_link?: StoryblokMultilink;
}

/** Call to action: A band that asks for the next step: a heading, a sentence and one or two buttons. */
export interface CtaBandBlok extends StoryblokBlok {
  component: 'cta-band';
  /** The section's heading */
  headline?: string;
  /** One sentence under the heading, above the buttons */
  text?: string;
  /** Where the main button leads */
  link?: StoryblokMultilink;
  /** The main button's text */
  link_label?: string;
  /** Where the second button leads */
  secondary_link?: StoryblokMultilink;
  /** The second button's text */
  secondary_label?: string;
  /** The band's colour */
  tone?: 'brand' | 'accent';
}

/** Download: A file in a download list (product downloads, PDF manuals). */
export interface DownloadBlok extends StoryblokBlok {
  component: 'download';
  /** Link text in the download list */
  title?: string;
  /** The file (PDF, software, any type): upload it or give its address on the download server */
  file?: StoryblokAsset;
  /** Document type: What kind of document it is */
  doc_type?: string;
  /** Language of the file, shown after the link as its code */
  language?: 'de' | 'en' | 'fr' | 'es' | 'nl' | 'it';
}

/** Embed: A video (YouTube, Vimeo) or a map (Google Maps, OpenStreetMap), loaded only after the visitor agrees. */
export interface EmbedBlok extends StoryblokBlok {
  component: 'embed';
  /** Section heading above the embed */
  headline?: string;
  /** Where the video or map comes from; fill the fields for that provider below */
  provider?: 'youtube' | 'vimeo' | 'google-maps' | 'openstreetmap';
  /** Video id: YouTube or Vimeo: the video's id from its address, e.g. dQw4w9WgXcQ from youtube.com/watch?v=dQw4w9WgXcQ */
  video_id?: string;
  /** Map search: Google Maps: the place to show, as you would search for it (address or name) */
  query?: string;
  /** OpenStreetMap: latitude of the marker in decimal degrees, e.g. 48.0427 */
  latitude?: number;
  /** OpenStreetMap: longitude of the marker in decimal degrees, e.g. 14.4213 */
  longitude?: number;
  /** Accessible title: Describes the video or map to screen readers; leave empty to use the headline */
  title?: string;
}

/** Fact: One key figure of a reference project. */
export interface FactBlok extends StoryblokBlok {
  component: 'fact';
  /** What the figure is, e.g. PV system */
  label?: string;
  /** The figure, e.g. 9.8 kWp */
  value?: string;
}

/** FAQ list: All frequently asked questions, grouped by topic, each answer behind a disclosure. */
export interface FaqListBlok extends StoryblokBlok {
  component: 'faq-list';
}

/** FAQ teaser: A few questions with their answers, opened on a click, and a link to all questions. */
export interface FaqTeaserBlok extends StoryblokBlok {
  component: 'faq-teaser';
  /** The section's heading */
  headline?: string;
  /** A sentence or two under the heading */
  intro?: string;
  /** The questions shown */
  faqs?: StoryblokRelation[];
  /** The FAQ page */
  link?: StoryblokMultilink;
  /** The link's text */
  link_label?: string;
}

/** Feature: One feature: icon, title and a short text. */
export interface FeatureBlok extends StoryblokBlok {
  component: 'feature';
  /** The icon */
  icon?: 'sun' | 'water' | 'thermometer' | 'flame' | 'plug' | 'chart' | 'wifi' | 'shield' | 'wrench' | 'clock' | 'leaf' | 'euro' | 'home' | 'factory' | 'headset' | 'document';
  /** The feature's heading under its icon (required: an empty one leaves the card without a heading) */
  title?: string;
  /** A short text under the title; leave empty for the title alone */
  text?: string;
}

/** Feature grid: Features or benefits with an icon each, three or four to a row. */
export interface FeatureGridBlok extends StoryblokBlok {
  component: 'feature-grid';
  /** The section's heading */
  headline?: string;
  /** A sentence or two under the heading */
  intro?: string;
  /** The features */
  items?: (FeatureBlok)[];
}

/** Menu with submenu: An entry of the main menu that opens a submenu. */
export interface FlyoutMenuItemBlok extends StoryblokBlok {
  component: 'flyout-menu-item';
  /** Label in the menu */
  name?: string;
  /** The overview page the submenu's heading links to */
  link?: StoryblokMultilink;
  /** Submenu: The submenu's entries */
  subItems?: (MenuSubItemBlok)[];
}

/** Footer column: A column of links in the footer. */
export interface FooterColumnBlok extends StoryblokBlok {
  component: 'footer-column';
  /** Column heading */
  name?: string;
  /** The links listed under the column heading, in this order */
  links?: (FooterLinkBlok)[];
}

/** Footer link: A link in a footer column. */
export interface FooterLinkBlok extends StoryblokBlok {
  component: 'footer-link';
  /** Link text */
  name?: string;
  /** The page or address the link opens (required) */
  link?: StoryblokMultilink;
}

/** Footer: The page footer: company text, address, contact, link columns and social media. */
export interface FooterSettingsBlok extends StoryblokBlok {
  component: 'footer-settings';
  /** Company text: Short text about the company */
  footerInfo?: StoryblokRichText;
  /** Street and house number */
  street?: string;
  /** Postcode and town, e.g. 4400 Steyr */
  city?: string;
  /** As it should appear; the call link uses its digits */
  phone?: string;
  /** E-mail: The e-mail address to show */
  email?: StoryblokMultilink;
  /** E-mail label: Text of the e-mail link; leave empty to show the address */
  emailLabel?: string;
  /** Columns of links */
  columns?: (FooterColumnBlok)[];
  /** Instagram: Profile address; leave empty to hide the icon */
  instagram?: StoryblokMultilink;
  /** Facebook: Profile address; leave empty to hide the icon */
  facebook?: StoryblokMultilink;
  /** YouTube: Channel address; leave empty to hide the icon */
  youtube?: StoryblokMultilink;
  /** LinkedIn: Profile address; leave empty to hide the icon */
  linkedin?: StoryblokMultilink;
  /** X (Twitter): Profile address; leave empty to hide the icon */
  x?: StoryblokMultilink;
}

/** Frequently asked question: A question with its answer; the FAQ list groups them by topic. */
export interface FrequentlyAskedQuestionBlok extends StoryblokBlok {
  component: 'frequently-asked-question';
  /** The question as customers ask it; also the heading of the disclosure in the FAQ list */
  question?: string;
  /** The answer, as formatted text: shown on the question's page, in FAQ lists and as the answer in search engines' FAQ data */
  answer?: StoryblokRichText;
  /** The group the FAQ list shows the question under; without a topic it appears under "Other" */
  topic?: string;
  /** Products the question is about */
  products?: StoryblokRelation[];
  /** SEO: Search engine and social media settings; empty fields fall back to the content and the site defaults */
  seo?: (SeoBlok)[];
  /** Published in: The languages this page is published in: choose the languages it is translated into. Empty: every language. In the others its address answers 404 (offering the languages chosen here), and it is left out of their sitemap, hreflang links, site search, listings and language switch. A translatable field left empty in a chosen language shows the German text; the preview names those fields. */
  page_languages?: ('de' | 'en' | 'fr' | 'es' | 'nl' | 'it')[];
  /** Content check: Written by the site after every publication, in your language: what the content checks found in this page (empty required fields, images without alt text, links to pages that do not exist or are not published in a language, malformed addresses, SEO title over 60 or description outside 50–160 characters, fields still showing the German text), each with its languages and the field to fix. Do not edit: it is rewritten at the next publication; the preview shows the same list live. */
  content_problems?: string;
}

/** Hero: The banner at the top of a page: headline, short text, and artwork beside them. */
export interface HeroBlok extends StoryblokBlok {
  component: 'hero';
  /** The page's main heading */
  headline?: string;
  /** A short line under the headline */
  text?: string;
  /** Artwork beside the text (on wide screens it takes the right half, on a phone it sits under the text); leave empty for a compact band without a picture. Its alt text describes it for screen readers */
  image?: StoryblokAsset;
}

/** Image and text: A picture beside a text with an optional link; the picture left or right. */
export interface ImageTextBlok extends StoryblokBlok {
  component: 'image-text';
  /** A short line above the heading */
  eyebrow?: string;
  /** The section's heading */
  headline?: string;
  /** The text beside the picture, formatted (paragraphs, lists, links) */
  text?: StoryblokRichText;
  /** The picture (shown at 4:3) */
  image?: StoryblokAsset;
  /** Where the picture sits on wide screens */
  image_position?: 'right' | 'left';
  /** The background */
  tone?: 'white' | 'surface';
  /** Where the button leads */
  link?: StoryblokMultilink;
  /** The button's text */
  link_label?: string;
}

/** Info center: All info center documents, filtered by type, product and language. */
export interface InfoCenterBlok extends StoryblokBlok {
  component: 'info-center';
}

/** Info center document: A document in the info center: a file with its type, product and language. */
export interface InfoCenterDocumentBlok extends StoryblokBlok {
  component: 'info-center-document';
  /** Name of the document in the info center */
  title?: string;
  /** Short summary of the document */
  description?: string;
  /** Document type: Type filter of the info center; also decides whether the file is downloaded or opened */
  doc_type?: string;
  /** The document, of any file type: upload it, or give the address of a file on the download server or of a video */
  file?: StoryblokAsset;
  /** Product: Product filter of the info center; leave empty for documents about no single product */
  product_name?: 'ELWA' | 'AC ELWA 2' | 'AC ELWA-E' | 'AC-THOR' | 'AC-THOR 9s' | 'WiFi Meter' | 'Power Meter' | 'Power Coach' | 'Cloud' | 'USB Interface' | 'Modbus Interface';
  /** Language of the document (language filter of the info center) */
  language?: 'de' | 'en' | 'fr' | 'es' | 'nl' | 'it';
  /** Date of the document; the info center shows the newest first */
  date?: string;
  /** SEO: Search engine and social media settings; empty fields fall back to the content and the site defaults */
  seo?: (SeoBlok)[];
  /** Published in: The languages this page is published in: choose the languages it is translated into. Empty: every language. In the others its address answers 404 (offering the languages chosen here), and it is left out of their sitemap, hreflang links, site search, listings and language switch. A translatable field left empty in a chosen language shows the German text; the preview names those fields. */
  page_languages?: ('de' | 'en' | 'fr' | 'es' | 'nl' | 'it')[];
  /** Content check: Written by the site after every publication, in your language: what the content checks found in this page (empty required fields, images without alt text, links to pages that do not exist or are not published in a language, malformed addresses, SEO title over 60 or description outside 50–160 characters, fields still showing the German text), each with its languages and the field to fix. Do not edit: it is rewritten at the next publication; the preview shows the same list live. */
  content_problems?: string;
}

/** Job: An open position; listed by the job list and described to search engines as a job posting. */
export interface JobBlok extends StoryblokBlok {
  component: 'job';
  /** The position's name */
  title?: string;
  /** Lead under the heading; also the job card's teaser */
  description?: string;
  /** Job type: Shown as a tag on the job and its card */
  job_type?: 'fulltime' | 'part-time' | 'internship' | 'apprenticeship';
  /** Place of work */
  location?: string;
  /** Date posted: When the position was advertised; the job list shows the newest first */
  date_posted?: string;
  /** Valid through: Last day of the application period; leave empty if open-ended */
  valid_through?: string;
  /** Pay information as it should appear, e.g. "From EUR 3,200 gross a month" */
  salary?: string;
  /** Tasks, profile and offer */
  body?: StoryblokRichText;
  /** SEO: Search engine and social media settings; empty fields fall back to the content and the site defaults */
  seo?: (SeoBlok)[];
  /** Published in: The languages this page is published in: choose the languages it is translated into. Empty: every language. In the others its address answers 404 (offering the languages chosen here), and it is left out of their sitemap, hreflang links, site search, listings and language switch. A translatable field left empty in a chosen language shows the German text; the preview names those fields. */
  page_languages?: ('de' | 'en' | 'fr' | 'es' | 'nl' | 'it')[];
  /** Content check: Written by the site after every publication, in your language: what the content checks found in this page (empty required fields, images without alt text, links to pages that do not exist or are not published in a language, malformed addresses, SEO title over 60 or description outside 50–160 characters, fields still showing the German text), each with its languages and the field to fix. Do not edit: it is rewritten at the next publication; the preview shows the same list live. */
  content_problems?: string;
}

/** Job list: All open positions as cards, newest first. */
export interface JobListBlok extends StoryblokBlok {
  component: 'job-list';
}

/** Key figure: One figure with its label. */
export interface KeyFigureBlok extends StoryblokBlok {
  component: 'key-figure';
  /** The figure as readers of this language write it, e.g. 100.000+ or 100,000+ */
  value?: string;
  /** What the figure counts */
  label?: string;
}

/** Key figures: A row of figures that prove what the company says: years, devices installed, warranty, made in Austria. */
export interface KeyFiguresBlok extends StoryblokBlok {
  component: 'key-figures';
  /** The section's heading */
  headline?: string;
  /** A sentence or two under the heading */
  intro?: string;
  /** Three or four figures */
  items?: (KeyFigureBlok)[];
  /** The band's colour */
  tone?: 'light' | 'brand';
}

/** Latest news: The newest news items as cards. */
export interface LatestNewsBlok extends StoryblokBlok {
  component: 'latest-news';
  /** The section's heading */
  headline?: string;
  /** How many (default 3) */
  count?: number;
  /** The news page */
  link?: StoryblokMultilink;
  /** The link's text */
  link_label?: string;
}

/** Slider (old site): An image slider taken over from the old site; the new site does not show it (the preview marks it), so replace it with other sections. */
export interface LegacySliderBlok extends StoryblokBlok {
  component: 'legacy-slider';
  /** The slider's images */
  slides?: StoryblokAsset[];
}

/** Manual: An operating manual on the site: chapters with stable anchors, searchable and printable as PDF. */
export interface ManualBlok extends StoryblokBlok {
  component: 'manual';
  /** Heading of the manual, of its card and of the PDF */
  title?: string;
  /** Teaser on the manual's card and in search results */
  description?: string;
  /** Products: The products the manual covers */
  product?: StoryblokRelation[];
  /** Firmware version: The firmware the manual describes: 8 hex digits as the device shows them, e.g. a0021100 */
  firmware_version?: string;
  /** Last update: Date of the manual's last revision */
  last_update?: string;
  /** Text before the first chapter */
  intro?: StoryblokRichText;
  /** The chapters in reading order; the table of contents lists them */
  chapters?: (ManualChapterBlok)[];
  /** SEO: Search engine and social media settings; empty fields fall back to the content and the site defaults */
  seo?: (SeoBlok)[];
  /** Published in: The languages this page is published in: choose the languages it is translated into. Empty: every language. In the others its address answers 404 (offering the languages chosen here), and it is left out of their sitemap, hreflang links, site search, listings and language switch. A translatable field left empty in a chosen language shows the German text; the preview names those fields. */
  page_languages?: ('de' | 'en' | 'fr' | 'es' | 'nl' | 'it')[];
  /** Content check: Written by the site after every publication, in your language: what the content checks found in this page (empty required fields, images without alt text, links to pages that do not exist or are not published in a language, malformed addresses, SEO title over 60 or description outside 50–160 characters, fields still showing the German text), each with its languages and the field to fix. Do not edit: it is rewritten at the next publication; the preview shows the same list live. */
  content_problems?: string;
}

/** Manual chapter: One chapter of a manual, with a stable anchor for deep links. */
export interface ManualChapterBlok extends StoryblokBlok {
  component: 'manual-chapter';
  /** Chapter heading, also in the table of contents */
  title?: string;
  /** The chapter's address on the page (#anchor), the same in every language: lower-case letters, digits and hyphens; leave empty to use the block id */
  anchor?: string;
  /** The chapter text; its headings appear in the manual's table of contents and the PDF */
  content?: StoryblokRichText;
}

/** Manual (PDF only): An older manual that exists only as PDF files, one per language. */
export interface ManualLegacyBlok extends StoryblokBlok {
  component: 'manual-legacy';
  /** Heading of the page and of the manual's card */
  title?: string;
  /** Lead under the heading and teaser on the card */
  description?: string;
  /** Products: The products the manual covers */
  product?: StoryblokRelation[];
  /** The manual's PDF files, one per language */
  files?: (DownloadBlok)[];
  /** SEO: Search engine and social media settings; empty fields fall back to the content and the site defaults */
  seo?: (SeoBlok)[];
  /** Published in: The languages this page is published in: choose the languages it is translated into. Empty: every language. In the others its address answers 404 (offering the languages chosen here), and it is left out of their sitemap, hreflang links, site search, listings and language switch. A translatable field left empty in a chosen language shows the German text; the preview names those fields. */
  page_languages?: ('de' | 'en' | 'fr' | 'es' | 'nl' | 'it')[];
  /** Content check: Written by the site after every publication, in your language: what the content checks found in this page (empty required fields, images without alt text, links to pages that do not exist or are not published in a language, malformed addresses, SEO title over 60 or description outside 50–160 characters, fields still showing the German text), each with its languages and the field to fix. Do not edit: it is rewritten at the next publication; the preview shows the same list live. */
  content_problems?: string;
}

/** Manual list: All manuals, current and PDF-only, as cards. */
export interface ManualListBlok extends StoryblokBlok {
  component: 'manual-list';
}

/** Menu link: An entry of the main menu that links to a page. */
export interface MenuItemBlok extends StoryblokBlok {
  component: 'menu-item';
  /** Label in the menu */
  name?: string;
  /** The page the menu entry opens (required) */
  link?: StoryblokMultilink;
}

/** Submenu link: An entry of a submenu. */
export interface MenuSubItemBlok extends StoryblokBlok {
  component: 'menu-sub-item';
  /** Label in the submenu */
  name?: string;
  /** The page the submenu entry opens (required) */
  link?: StoryblokMultilink;
}

/** News: A news article or an event announcement; listed by the news list, newest first. */
export interface NewsBlok extends StoryblokBlok {
  component: 'news';
  /** Heading of the article and of its entry in the news list */
  title?: string;
  /** Lead paragraph under the heading; also the teaser in the news list and the text for search engines */
  description?: string;
  /** Publication date: shown on the article, and the news list is sorted by it */
  date?: string;
  /** The news list's category filter */
  category?: string;
  /** Article image under the lead and in the news list */
  image?: StoryblokAsset;
  /** The article's text, formatted (headings, lists, links, images with alt text); shown under the lead text */
  body?: StoryblokRichText;
  /** Event start: For events: start (Vienna time); fill it to show the event box with a calendar download */
  event_start?: string;
  /** Event end: For events: end (Vienna time) */
  event_end?: string;
  /** Event location: For events: where it takes place */
  event_location?: string;
  /** SEO: Search engine and social media settings; leave empty to use the title, description and image */
  seo?: (SeoBlok)[];
  /** Published in: The languages this page is published in: choose the languages it is translated into. Empty: every language. In the others its address answers 404 (offering the languages chosen here), and it is left out of their sitemap, hreflang links, site search, listings and language switch. A translatable field left empty in a chosen language shows the German text; the preview names those fields. */
  page_languages?: ('de' | 'en' | 'fr' | 'es' | 'nl' | 'it')[];
  /** Content check: Written by the site after every publication, in your language: what the content checks found in this page (empty required fields, images without alt text, links to pages that do not exist or are not published in a language, malformed addresses, SEO title over 60 or description outside 50–160 characters, fields still showing the German text), each with its languages and the field to fix. Do not edit: it is rewritten at the next publication; the preview shows the same list live. */
  content_problems?: string;
}

/** News list: All news with text search, category filter and "load more", newest first. */
export interface NewsListBlok extends StoryblokBlok {
  component: 'news-list';
}

/** Newsletter form: The newsletter sign-up (with e-mail confirmation); its field labels come with the site in every language. */
export interface NewsletterFormBlok extends StoryblokBlok {
  component: 'newsletter-form';
  /** Heading above the form */
  headline?: string;
  /** Text between heading and form */
  intro?: string;
  /** Privacy policy page: The privacy policy page the consent checkbox links to */
  privacy_link?: StoryblokMultilink;
}

/** Page: A page built from a hero and sections: home, overview pages, contact, legal pages. */
export interface PageBlok extends StoryblokBlok {
  component: 'page';
  /** The page's name in the site search (the browser tab shows the SEO title, else the story name) */
  title?: string;
  /** Short summary shown in the site search results */
  description?: string;
  /** The banner at the top; with an animated hero the header floats over it */
  hero?: (HeroBlok | AnimatedHeroBlok)[];
  /** The page's sections, top to bottom */
  body?: (TextSectionBlok | TeaserGridBlok | AudiencePathsBlok | ProductLineupBlok | KeyFiguresBlok | ImageTextBlok | FeatureGridBlok | ComparisonTableBlok | TestimonialBlok | ReferencesTeaserBlok | LatestNewsBlok | FaqTeaserBlok | PartnerLogosBlok | CtaBandBlok | PartnerFinderBlok | EmbedBlok | ProductListBlok | FaqListBlok | ReferenceListBlok | JobListBlok | ManualListBlok | NewsListBlok | InfoCenterBlok | SearchResultsBlok | ContactFormBlok | SupportFormBlok | NewsletterFormBlok | LegacySliderBlok)[];
  /** SEO: Search engine and social media settings; empty fields fall back to the content and the site defaults */
  seo?: (SeoBlok)[];
  /** Published in: The languages this page is published in: choose the languages it is translated into. Empty: every language. In the others its address answers 404 (offering the languages chosen here), and it is left out of their sitemap, hreflang links, site search, listings and language switch. A translatable field left empty in a chosen language shows the German text; the preview names those fields. */
  page_languages?: ('de' | 'en' | 'fr' | 'es' | 'nl' | 'it')[];
  /** Content check: Written by the site after every publication, in your language: what the content checks found in this page (empty required fields, images without alt text, links to pages that do not exist or are not published in a language, malformed addresses, SEO title over 60 or description outside 50–160 characters, fields still showing the German text), each with its languages and the field to fix. Do not edit: it is rewritten at the next publication; the preview shows the same list live. */
  content_problems?: string;
}

/** Partner: An installer or dealer who sells, installs or services the devices: shown by the partner finder (a partner has no page of its own; keep partners in the folder _partner). */
export interface PartnerBlok extends StoryblokBlok {
  component: 'partner';
  /** The company's name as customers know it */
  company?: string;
  /** What the partner does for customers */
  services?: ('sales' | 'installation' | 'service' | 'planning')[];
  /** Trained and certified by Sonnwärme (shown as a badge, listed first) */
  certified?: boolean;
  /** Street and number */
  street?: string;
  /** As the country writes it, e.g. 4400 or 1010 or 75001 */
  postcode?: string;
  /** The town of the address */
  town?: string;
  /** The country of the address */
  country?: 'AT' | 'DE' | 'CH' | 'IT' | 'ES' | 'FR' | 'NL' | 'BE' | 'LU';
  /** The languages the partner speaks with customers */
  languages?: ('de' | 'en' | 'fr' | 'es' | 'nl' | 'it')[];
  /** In international format, e.g. +43 7252 123456 */
  phone?: string;
  /** The address customers write to */
  email?: string;
  /** The partner's website */
  website?: StoryblokMultilink;
  /** Where the partner is, for the map (decimal degrees) */
  latitude?: number;
  /** Where the partner is, for the map (decimal degrees) */
  longitude?: number;
}

/** Partner finder: Installers and dealers near the visitor: by country and postcode or town, as a list and (after consent) on a map. */
export interface PartnerFinderBlok extends StoryblokBlok {
  component: 'partner-finder';
  /** The section's heading */
  headline?: string;
  /** A sentence or two under the heading */
  intro?: string;
}

/** Partner logos: Logos of partners, distributors or certifications in a row. */
export interface PartnerLogosBlok extends StoryblokBlok {
  component: 'partner-logos';
  /** The section's heading */
  headline?: string;
  /** The logos (SVG or PNG on a transparent background); the alt text names the partner */
  logos?: StoryblokAsset[];
}

/** Product: A product page: introduction, technical data, video, downloads, safety notes and accessories. */
export interface ProductBlok extends StoryblokBlok {
  component: 'product';
  /** Heading of the product page and of its card in product lists */
  title?: string;
  /** Teaser on product cards and in search results; also the product description for search engines */
  description?: string;
  /** The product family this page presents: the product's name for search engines and in the info center's product filter */
  family?: 'ELWA' | 'AC ELWA 2' | 'AC ELWA-E' | 'AC-THOR' | 'AC-THOR 9s' | 'WiFi Meter' | 'Power Meter' | 'Power Coach' | 'Cloud' | 'USB Interface' | 'Modbus Interface';
  /** What kind of product it is: the product line-up groups by it, and a product page offers the products of its kind to compare */
  category?: 'heating-rod' | 'power-manager' | 'metering' | 'monitoring' | 'interface';
  /** Product photo beside the introduction and on product cards */
  image?: StoryblokAsset;
  /** Optional banner above the product; without it the title is the page heading */
  hero?: (HeroBlok | AnimatedHeroBlok)[];
  /** Introduction beside the product photo */
  intro?: StoryblokRichText;
  /** Technical data: Rows of the technical data table */
  technical_data?: (TechnicalDataRowBlok)[];
  /** A product video, shown after the visitor agrees to load it */
  video?: (VideoBlok)[];
  /** Data sheets, manuals, certificates and software for this product */
  downloads?: (DownloadBlok)[];
  /** Shown in a highlighted box below the downloads */
  safety_notes?: StoryblokRichText;
  /** Products shown as cards under "Accessories" */
  accessories?: StoryblokRelation[];
  /** SEO: Search engine and social media settings; empty fields fall back to the content and the site defaults */
  seo?: (SeoBlok)[];
  /** Published in: The languages this page is published in: choose the languages it is translated into. Empty: every language. In the others its address answers 404 (offering the languages chosen here), and it is left out of their sitemap, hreflang links, site search, listings and language switch. A translatable field left empty in a chosen language shows the German text; the preview names those fields. */
  page_languages?: ('de' | 'en' | 'fr' | 'es' | 'nl' | 'it')[];
  /** Content check: Written by the site after every publication, in your language: what the content checks found in this page (empty required fields, images without alt text, links to pages that do not exist or are not published in a language, malformed addresses, SEO title over 60 or description outside 50–160 characters, fields still showing the German text), each with its languages and the field to fix. Do not edit: it is rewritten at the next publication; the preview shows the same list live. */
  content_problems?: string;
}

/** Product line-up: The products as cards with their render and tagline, grouped by category. */
export interface ProductLineupBlok extends StoryblokBlok {
  component: 'product-lineup';
  /** The section's heading */
  headline?: string;
  /** A sentence or two under the heading */
  intro?: string;
  /** The categories shown, in this order; none: every product */
  categories?: ('heating-rod' | 'power-manager' | 'metering' | 'monitoring' | 'interface')[];
  /** A page with more (e.g. all products) */
  link?: StoryblokMultilink;
  /** The link's text */
  link_label?: string;
}

/** Product list: All products as cards, in the order of the product folder. */
export interface ProductListBlok extends StoryblokBlok {
  component: 'product-list';
}

/** Redirect: Sends visitors of an old or short address to a page (or a document). Keep redirects in the folder _redirects; each one works once it is published. The site creates one by itself when a published page moves (marked Automatic) and writes in Problem why a redirect cannot work. */
export interface RedirectBlok extends StoryblokBlok {
  component: 'redirect';
  /** Old address: The address to send on, from the site root: /aktion or /de/alte-seite/ or /download/flyer.pdf. Capitals, a trailing slash and encoding do not matter; of a query only the old site's routing parameters count. */
  source?: string;
  /** Goes to: A page of the site (pick the story: the redirect follows the page when it moves; it opens in the old address's language) or an address on an allowed host, such as the document server. */
  target?: StoryblokMultilink;
  /** Kind: 301 for nearly everything; 308 keeps a form's POST a POST. */
  status?: '301' | '308';
  /** Note: Why the redirect exists and until when it is needed (a campaign, a printed flyer); only editors see it. */
  note?: string;
  /** Automatic: Set by the site when it created this redirect because a page moved. Delete the redirect to drop it. */
  automatic?: boolean;
  /** Problem (written by the site): Empty while the redirect works. After each publication the site writes here, in each language, why it refused this redirect; fix the redirect and publish again. */
  problem?: string;
}

/** Reference: A customer project: products used, facts, the customer's opinion and a summary. */
export interface ReferenceBlok extends StoryblokBlok {
  component: 'reference';
  /** Heading of the reference and of its card */
  title?: string;
  /** Lead under the heading, teaser on the card and text for search engines */
  description?: string;
  /** Place of the project, shown above the heading and on the card */
  location?: string;
  /** When the project was finished; the reference list shows the newest first */
  completed?: string;
  /** Project photo under the lead and on the card */
  image?: StoryblokAsset;
  /** Products: Products used in the project, shown as cards */
  product?: StoryblokRelation[];
  /** Key figures of the project (label and value) */
  facts?: (FactBlok)[];
  /** The customer's words, shown as a quote */
  customer_opinion?: string;
  /** Who is quoted, shown under the quote */
  customer_name?: string;
  /** The project story below the facts: what was installed and what it achieved */
  summary?: StoryblokRichText;
  /** SEO: Search engine and social media settings; leave empty to use the title and description */
  seo?: (SeoBlok)[];
  /** Published in: The languages this page is published in: choose the languages it is translated into. Empty: every language. In the others its address answers 404 (offering the languages chosen here), and it is left out of their sitemap, hreflang links, site search, listings and language switch. A translatable field left empty in a chosen language shows the German text; the preview names those fields. */
  page_languages?: ('de' | 'en' | 'fr' | 'es' | 'nl' | 'it')[];
  /** Content check: Written by the site after every publication, in your language: what the content checks found in this page (empty required fields, images without alt text, links to pages that do not exist or are not published in a language, malformed addresses, SEO title over 60 or description outside 50–160 characters, fields still showing the German text), each with its languages and the field to fix. Do not edit: it is rewritten at the next publication; the preview shows the same list live. */
  content_problems?: string;
}

/** Reference list: All references as cards, newest project first. */
export interface ReferenceListBlok extends StoryblokBlok {
  component: 'reference-list';
}

/** References teaser: Customer projects as cards: the chosen ones, or the newest three. */
export interface ReferencesTeaserBlok extends StoryblokBlok {
  component: 'references-teaser';
  /** The section's heading */
  headline?: string;
  /** A sentence or two under the heading */
  intro?: string;
  /** The projects shown; none: the newest three */
  references?: StoryblokRelation[];
  /** The references page */
  link?: StoryblokMultilink;
  /** The link's text */
  link_label?: string;
}

/** Search results: The site search's full result list (the page the settings name as search page). */
export interface SearchResultsBlok extends StoryblokBlok {
  component: 'search-results';
}

/** SEO: Title, description and images for search engines and social media. */
export interface SeoBlok extends StoryblokBlok {
  component: 'seo';
  /** Title in search results and the browser tab; leave empty to use the page's name */
  title?: string;
  /** Snippet in search results; leave empty to use the default */
  description?: string;
  /** Social media image: Image when the page is shared (cropped to 1200 × 630); leave empty to use the site default */
  og_image?: StoryblokAsset;
  /** Social media title: Title when the page is shared; leave empty to use the title above */
  og_title?: string;
  /** Social media description: Text when the page is shared; leave empty to use the description above */
  og_description?: string;
  /** X (Twitter) title: Leave empty to use the title above */
  twitter_title?: string;
  /** X (Twitter) description: Leave empty to use the description above */
  twitter_description?: string;
  /** X (Twitter) image: Leave empty to use the social media image */
  twitter_image?: StoryblokAsset;
  /** Hide from search engines: Also keeps the page out of the site search */
  noIndex?: boolean;
  /** Search engines ignore links: Search engines do not follow the page's links */
  noFollow?: boolean;
}

/** Site settings: The site-wide settings (one story, `_settings`): main menu, search page, address, footer and default SEO. */
export interface SettingsBlok extends StoryblokBlok {
  component: 'settings';
  /** Main menu: The main menu's entries, left to right */
  navigation?: (MenuItemBlok | FlyoutMenuItemBlok)[];
  /** Search page: The page with the search results block, where the header's search leads */
  search_page?: StoryblokMultilink;
  /** Contact page: The page with the contact form: a product page's "Request a quote" leads there with the product named in the subject */
  contact_page?: StoryblokMultilink;
  /** Partner finder page: The page with the partner finder, where a product page's "Find a partner" leads */
  partner_page?: StoryblokMultilink;
  /** The company's street address, for search engines (structured data) */
  street?: string;
  /** Postcode and town separated by a space, e.g. 4400 Steyr */
  city?: string;
  /** The company's phone number in international format, e.g. +43 7252 000000 */
  phone?: string;
  /** Contents of the page footer */
  footer?: (FooterSettingsBlok)[];
  /** SEO: Site-wide defaults: the title is the site name in link previews; the description and image apply where a page sets none */
  seo?: (SeoBlok)[];
}

/** Support form: The support request form (client type, subject, serial number, message); its field labels come with the site in every language. */
export interface SupportFormBlok extends StoryblokBlok {
  component: 'support-form';
  /** Heading above the form */
  headline?: string;
  /** Text between heading and form */
  intro?: string;
  /** Privacy policy page: The privacy policy page the consent checkbox links to */
  privacy_link?: StoryblokMultilink;
}

/** Teaser: One teaser of a teaser grid: a heading that links, and a short text. */
export interface TeaserBlok extends StoryblokBlok {
  component: 'teaser';
  /** Heading; it links to the page below */
  headline?: string;
  /** A short text under the heading */
  text?: string;
  /** The page the heading leads to */
  link?: StoryblokMultilink;
}

/** Teaser grid: Teasers side by side, each linking to a page. */
export interface TeaserGridBlok extends StoryblokBlok {
  component: 'teaser-grid';
  /** Teasers: The teasers, in reading order */
  items?: (TeaserBlok)[];
}

/** Technical data row: One row of a product's technical data table. */
export interface TechnicalDataRowBlok extends StoryblokBlok {
  component: 'technical-data-row';
  /** What is measured, e.g. Rated power */
  label?: string;
  /** The value with its unit, e.g. 3 kW */
  value?: string;
}

/** Testimonial: A customer's words with their name, role and company. */
export interface TestimonialBlok extends StoryblokBlok {
  component: 'testimonial';
  /** The customer's words */
  quote?: string;
  /** Who said it */
  name?: string;
  /** Their role, e.g. Installer or Home owner */
  role?: string;
  /** Their company or town */
  company?: string;
  /** A portrait; without one the initials stand in */
  image?: StoryblokAsset;
}

/** Text section: A section of formatted text with an optional heading. */
export interface TextSectionBlok extends StoryblokBlok {
  component: 'text-section';
  /** Section heading; leave empty for text without a heading */
  headline?: string;
  /** The section's text, formatted: paragraphs, headings, lists, links, images (each with alt text) and embedded blocks (required) */
  text?: StoryblokRichText;
}

/** Video: A product video from YouTube or Vimeo, loaded only after the visitor agrees. */
export interface VideoBlok extends StoryblokBlok {
  component: 'video';
  /** Where the video is hosted */
  provider?: 'youtube' | 'vimeo';
  /** Video id: The video's id from its address, e.g. dQw4w9WgXcQ from youtube.com/watch?v=dQw4w9WgXcQ */
  video_id?: string;
  /** Describes the video to screen readers; leave empty to use the product title */
  title?: string;
}

/** Every content type (a story's root component). */
export type ContentTypeBlok =
  | FrequentlyAskedQuestionBlok
  | InfoCenterDocumentBlok
  | JobBlok
  | ManualBlok
  | ManualLegacyBlok
  | NewsBlok
  | PageBlok
  | PartnerBlok
  | ProductBlok
  | RedirectBlok
  | ReferenceBlok
  | SettingsBlok;

/** Every block that nests inside a story. */
export type NestableBlok =
  | AnimatedHeroBlok
  | AudiencePathBlok
  | AudiencePathsBlok
  | ComparisonTableBlok
  | ContactFormBlok
  | CtaBandBlok
  | DownloadBlok
  | EmbedBlok
  | FactBlok
  | FaqListBlok
  | FaqTeaserBlok
  | FeatureBlok
  | FeatureGridBlok
  | FlyoutMenuItemBlok
  | FooterColumnBlok
  | FooterLinkBlok
  | FooterSettingsBlok
  | HeroBlok
  | ImageTextBlok
  | InfoCenterBlok
  | JobListBlok
  | KeyFigureBlok
  | KeyFiguresBlok
  | LatestNewsBlok
  | LegacySliderBlok
  | ManualChapterBlok
  | ManualListBlok
  | MenuItemBlok
  | MenuSubItemBlok
  | NewsListBlok
  | NewsletterFormBlok
  | PartnerFinderBlok
  | PartnerLogosBlok
  | ProductLineupBlok
  | ProductListBlok
  | ReferenceListBlok
  | ReferencesTeaserBlok
  | SearchResultsBlok
  | SeoBlok
  | SupportFormBlok
  | TeaserBlok
  | TeaserGridBlok
  | TechnicalDataRowBlok
  | TestimonialBlok
  | TextSectionBlok
  | VideoBlok;

/** A component's type by its name. */
export interface BlokByName {
  'animated-hero': AnimatedHeroBlok;
  'audience-path': AudiencePathBlok;
  'audience-paths': AudiencePathsBlok;
  'comparison-table': ComparisonTableBlok;
  'contact-form': ContactFormBlok;
  'cta-band': CtaBandBlok;
  'download': DownloadBlok;
  'embed': EmbedBlok;
  'fact': FactBlok;
  'faq-list': FaqListBlok;
  'faq-teaser': FaqTeaserBlok;
  'feature': FeatureBlok;
  'feature-grid': FeatureGridBlok;
  'flyout-menu-item': FlyoutMenuItemBlok;
  'footer-column': FooterColumnBlok;
  'footer-link': FooterLinkBlok;
  'footer-settings': FooterSettingsBlok;
  'frequently-asked-question': FrequentlyAskedQuestionBlok;
  'hero': HeroBlok;
  'image-text': ImageTextBlok;
  'info-center': InfoCenterBlok;
  'info-center-document': InfoCenterDocumentBlok;
  'job': JobBlok;
  'job-list': JobListBlok;
  'key-figure': KeyFigureBlok;
  'key-figures': KeyFiguresBlok;
  'latest-news': LatestNewsBlok;
  'legacy-slider': LegacySliderBlok;
  'manual': ManualBlok;
  'manual-chapter': ManualChapterBlok;
  'manual-legacy': ManualLegacyBlok;
  'manual-list': ManualListBlok;
  'menu-item': MenuItemBlok;
  'menu-sub-item': MenuSubItemBlok;
  'news': NewsBlok;
  'news-list': NewsListBlok;
  'newsletter-form': NewsletterFormBlok;
  'page': PageBlok;
  'partner': PartnerBlok;
  'partner-finder': PartnerFinderBlok;
  'partner-logos': PartnerLogosBlok;
  'product': ProductBlok;
  'product-lineup': ProductLineupBlok;
  'product-list': ProductListBlok;
  'redirect': RedirectBlok;
  'reference': ReferenceBlok;
  'reference-list': ReferenceListBlok;
  'references-teaser': ReferencesTeaserBlok;
  'search-results': SearchResultsBlok;
  'seo': SeoBlok;
  'settings': SettingsBlok;
  'support-form': SupportFormBlok;
  'teaser': TeaserBlok;
  'teaser-grid': TeaserGridBlok;
  'technical-data-row': TechnicalDataRowBlok;
  'testimonial': TestimonialBlok;
  'text-section': TextSectionBlok;
  'video': VideoBlok;
}

export type ContentTypeName = ContentTypeBlok['component'];
export type NestableName = NestableBlok['component'];

/** Every field that chooses stories, as `resolve_relations` names it (packages/cms/src/relations.ts). */
export const RELATION_FIELDS = [
  'comparison-table.products',
  'faq-teaser.faqs',
  'frequently-asked-question.products',
  'manual.product',
  'manual-legacy.product',
  'product.accessories',
  'reference.product',
  'references-teaser.references',
] as const;
export type RelationField = (typeof RELATION_FIELDS)[number];

/** Every translatable field, as `<component>.<field>` (a language's value falls back to the default language's where it is empty). */
export const TRANSLATABLE_FIELDS = [
  'animated-hero.headline',
  'animated-hero.text',
  'animated-hero.cta_label',
  'audience-path.title',
  'audience-path.text',
  'audience-path.link_label',
  'audience-paths.headline',
  'audience-paths.intro',
  'comparison-table.headline',
  'comparison-table.intro',
  'contact-form.headline',
  'contact-form.intro',
  'cta-band.headline',
  'cta-band.text',
  'cta-band.link_label',
  'cta-band.secondary_label',
  'download.title',
  'embed.headline',
  'embed.title',
  'fact.label',
  'fact.value',
  'faq-teaser.headline',
  'faq-teaser.intro',
  'faq-teaser.link_label',
  'feature.title',
  'feature.text',
  'feature-grid.headline',
  'feature-grid.intro',
  'flyout-menu-item.name',
  'footer-column.name',
  'footer-link.name',
  'footer-settings.footerInfo',
  'footer-settings.emailLabel',
  'frequently-asked-question.question',
  'frequently-asked-question.answer',
  'frequently-asked-question.content_problems',
  'hero.headline',
  'hero.text',
  'image-text.eyebrow',
  'image-text.headline',
  'image-text.text',
  'image-text.link_label',
  'info-center-document.title',
  'info-center-document.description',
  'info-center-document.content_problems',
  'job.title',
  'job.description',
  'job.location',
  'job.salary',
  'job.body',
  'job.content_problems',
  'key-figure.value',
  'key-figure.label',
  'key-figures.headline',
  'key-figures.intro',
  'latest-news.headline',
  'latest-news.link_label',
  'manual.title',
  'manual.description',
  'manual.intro',
  'manual.content_problems',
  'manual-chapter.title',
  'manual-chapter.content',
  'manual-legacy.title',
  'manual-legacy.description',
  'manual-legacy.content_problems',
  'menu-item.name',
  'menu-sub-item.name',
  'news.title',
  'news.description',
  'news.body',
  'news.event_location',
  'news.content_problems',
  'newsletter-form.headline',
  'newsletter-form.intro',
  'page.title',
  'page.description',
  'page.content_problems',
  'partner-finder.headline',
  'partner-finder.intro',
  'partner-logos.headline',
  'product.title',
  'product.description',
  'product.intro',
  'product.safety_notes',
  'product.content_problems',
  'product-lineup.headline',
  'product-lineup.intro',
  'product-lineup.link_label',
  'redirect.problem',
  'reference.title',
  'reference.description',
  'reference.location',
  'reference.customer_opinion',
  'reference.summary',
  'reference.content_problems',
  'references-teaser.headline',
  'references-teaser.intro',
  'references-teaser.link_label',
  'seo.title',
  'seo.description',
  'seo.og_title',
  'seo.og_description',
  'seo.twitter_title',
  'seo.twitter_description',
  'support-form.headline',
  'support-form.intro',
  'teaser.headline',
  'teaser.text',
  'technical-data-row.label',
  'technical-data-row.value',
  'testimonial.quote',
  'testimonial.role',
  'text-section.headline',
  'text-section.text',
  'video.title',
] as const;

/** Every component's fields as the content checks read them (packages/cms/src/content-checks). */
export const MODEL_FIELDS: Record<string, Record<string, { type: string; label: string; required?: true; translatable?: true; images?: true }>> = {
  'animated-hero': {
    'headline': { type: 'text', label: 'headline', required: true, translatable: true },
    'text': { type: 'textarea', label: 'text', translatable: true },
    'image': { type: 'asset', label: 'image', images: true },
    'cta_label': { type: 'text', label: 'Button label', translatable: true },
    'cta_link': { type: 'multilink', label: 'Button link' },
  },
  'audience-path': {
    'audience': { type: 'option', label: 'audience', required: true },
    'title': { type: 'text', label: 'title', required: true, translatable: true },
    'text': { type: 'textarea', label: 'text', translatable: true },
    'image': { type: 'asset', label: 'image', images: true },
    'link': { type: 'multilink', label: 'link' },
    'link_label': { type: 'text', label: 'link_label', translatable: true },
  },
  'audience-paths': {
    'headline': { type: 'text', label: 'headline', translatable: true },
    'intro': { type: 'textarea', label: 'intro', translatable: true },
    'items': { type: 'bloks', label: 'items' },
  },
  'comparison-table': {
    'headline': { type: 'text', label: 'headline', translatable: true },
    'intro': { type: 'textarea', label: 'intro', translatable: true },
    'products': { type: 'options', label: 'products' },
    'rows': { type: 'number', label: 'rows' },
  },
  'contact-form': {
    'headline': { type: 'text', label: 'headline', translatable: true },
    'intro': { type: 'textarea', label: 'intro', translatable: true },
    'privacy_link': { type: 'multilink', label: 'Privacy policy page' },
  },
  'cta-band': {
    'headline': { type: 'text', label: 'headline', translatable: true },
    'text': { type: 'textarea', label: 'text', translatable: true },
    'link': { type: 'multilink', label: 'link' },
    'link_label': { type: 'text', label: 'link_label', translatable: true },
    'secondary_link': { type: 'multilink', label: 'secondary_link' },
    'secondary_label': { type: 'text', label: 'secondary_label', translatable: true },
    'tone': { type: 'option', label: 'tone' },
  },
  'download': {
    'title': { type: 'text', label: 'title', required: true, translatable: true },
    'file': { type: 'asset', label: 'file', required: true },
    'doc_type': { type: 'option', label: 'Document type' },
    'language': { type: 'option', label: 'language' },
  },
  'embed': {
    'headline': { type: 'text', label: 'headline', translatable: true },
    'provider': { type: 'option', label: 'provider', required: true },
    'video_id': { type: 'text', label: 'Video id' },
    'query': { type: 'text', label: 'Map search' },
    'latitude': { type: 'number', label: 'latitude' },
    'longitude': { type: 'number', label: 'longitude' },
    'title': { type: 'text', label: 'Accessible title', translatable: true },
  },
  'fact': {
    'label': { type: 'text', label: 'label', required: true, translatable: true },
    'value': { type: 'text', label: 'value', required: true, translatable: true },
  },
  'faq-list': {
  },
  'faq-teaser': {
    'headline': { type: 'text', label: 'headline', translatable: true },
    'intro': { type: 'textarea', label: 'intro', translatable: true },
    'faqs': { type: 'options', label: 'faqs' },
    'link': { type: 'multilink', label: 'link' },
    'link_label': { type: 'text', label: 'link_label', translatable: true },
  },
  'feature': {
    'icon': { type: 'option', label: 'icon' },
    'title': { type: 'text', label: 'title', required: true, translatable: true },
    'text': { type: 'textarea', label: 'text', translatable: true },
  },
  'feature-grid': {
    'headline': { type: 'text', label: 'headline', translatable: true },
    'intro': { type: 'textarea', label: 'intro', translatable: true },
    'items': { type: 'bloks', label: 'items' },
  },
  'flyout-menu-item': {
    'name': { type: 'text', label: 'name', required: true, translatable: true },
    'link': { type: 'multilink', label: 'link' },
    'subItems': { type: 'bloks', label: 'Submenu' },
  },
  'footer-column': {
    'name': { type: 'text', label: 'name', required: true, translatable: true },
    'links': { type: 'bloks', label: 'links' },
  },
  'footer-link': {
    'name': { type: 'text', label: 'name', required: true, translatable: true },
    'link': { type: 'multilink', label: 'link', required: true },
  },
  'footer-settings': {
    'footerInfo': { type: 'richtext', label: 'Company text', translatable: true },
    'street': { type: 'text', label: 'street' },
    'city': { type: 'text', label: 'city' },
    'phone': { type: 'text', label: 'phone' },
    'email': { type: 'multilink', label: 'E-mail' },
    'emailLabel': { type: 'text', label: 'E-mail label', translatable: true },
    'columns': { type: 'bloks', label: 'columns' },
    'instagram': { type: 'multilink', label: 'Instagram' },
    'facebook': { type: 'multilink', label: 'Facebook' },
    'youtube': { type: 'multilink', label: 'YouTube' },
    'linkedin': { type: 'multilink', label: 'LinkedIn' },
    'x': { type: 'multilink', label: 'X (Twitter)' },
  },
  'frequently-asked-question': {
    'question': { type: 'text', label: 'question', required: true, translatable: true },
    'answer': { type: 'richtext', label: 'answer', required: true, translatable: true },
    'topic': { type: 'option', label: 'topic' },
    'products': { type: 'options', label: 'products' },
    'seo': { type: 'bloks', label: 'SEO' },
    'page_languages': { type: 'options', label: 'Published in' },
    'content_problems': { type: 'textarea', label: 'Content check', translatable: true },
  },
  'hero': {
    'headline': { type: 'text', label: 'headline', required: true, translatable: true },
    'text': { type: 'textarea', label: 'text', translatable: true },
    'image': { type: 'asset', label: 'image', images: true },
  },
  'image-text': {
    'eyebrow': { type: 'text', label: 'eyebrow', translatable: true },
    'headline': { type: 'text', label: 'headline', translatable: true },
    'text': { type: 'richtext', label: 'text', translatable: true },
    'image': { type: 'asset', label: 'image', images: true },
    'image_position': { type: 'option', label: 'image_position' },
    'tone': { type: 'option', label: 'tone' },
    'link': { type: 'multilink', label: 'link' },
    'link_label': { type: 'text', label: 'link_label', translatable: true },
  },
  'info-center': {
  },
  'info-center-document': {
    'title': { type: 'text', label: 'title', required: true, translatable: true },
    'description': { type: 'textarea', label: 'description', translatable: true },
    'doc_type': { type: 'option', label: 'Document type', required: true },
    'file': { type: 'asset', label: 'file', required: true },
    'product_name': { type: 'option', label: 'Product' },
    'language': { type: 'option', label: 'language', required: true },
    'date': { type: 'datetime', label: 'date' },
    'seo': { type: 'bloks', label: 'SEO' },
    'page_languages': { type: 'options', label: 'Published in' },
    'content_problems': { type: 'textarea', label: 'Content check', translatable: true },
  },
  'job': {
    'title': { type: 'text', label: 'title', required: true, translatable: true },
    'description': { type: 'textarea', label: 'description', translatable: true },
    'job_type': { type: 'option', label: 'Job type', required: true },
    'location': { type: 'text', label: 'location', required: true, translatable: true },
    'date_posted': { type: 'datetime', label: 'Date posted', required: true },
    'valid_through': { type: 'datetime', label: 'Valid through' },
    'salary': { type: 'text', label: 'salary', translatable: true },
    'body': { type: 'richtext', label: 'body', translatable: true },
    'seo': { type: 'bloks', label: 'SEO' },
    'page_languages': { type: 'options', label: 'Published in' },
    'content_problems': { type: 'textarea', label: 'Content check', translatable: true },
  },
  'job-list': {
  },
  'key-figure': {
    'value': { type: 'text', label: 'value', required: true, translatable: true },
    'label': { type: 'text', label: 'label', required: true, translatable: true },
  },
  'key-figures': {
    'headline': { type: 'text', label: 'headline', translatable: true },
    'intro': { type: 'textarea', label: 'intro', translatable: true },
    'items': { type: 'bloks', label: 'items' },
    'tone': { type: 'option', label: 'tone' },
  },
  'latest-news': {
    'headline': { type: 'text', label: 'headline', translatable: true },
    'count': { type: 'number', label: 'count' },
    'link': { type: 'multilink', label: 'link' },
    'link_label': { type: 'text', label: 'link_label', translatable: true },
  },
  'legacy-slider': {
    'slides': { type: 'multiasset', label: 'slides', images: true },
  },
  'manual': {
    'title': { type: 'text', label: 'title', required: true, translatable: true },
    'description': { type: 'textarea', label: 'description', translatable: true },
    'product': { type: 'options', label: 'Products' },
    'firmware_version': { type: 'text', label: 'Firmware version' },
    'last_update': { type: 'datetime', label: 'Last update' },
    'intro': { type: 'richtext', label: 'intro', translatable: true },
    'chapters': { type: 'bloks', label: 'chapters' },
    'seo': { type: 'bloks', label: 'SEO' },
    'page_languages': { type: 'options', label: 'Published in' },
    'content_problems': { type: 'textarea', label: 'Content check', translatable: true },
  },
  'manual-chapter': {
    'title': { type: 'text', label: 'title', required: true, translatable: true },
    'anchor': { type: 'text', label: 'anchor' },
    'content': { type: 'richtext', label: 'content', required: true, translatable: true },
  },
  'manual-legacy': {
    'title': { type: 'text', label: 'title', required: true, translatable: true },
    'description': { type: 'textarea', label: 'description', translatable: true },
    'product': { type: 'options', label: 'Products' },
    'files': { type: 'bloks', label: 'files' },
    'seo': { type: 'bloks', label: 'SEO' },
    'page_languages': { type: 'options', label: 'Published in' },
    'content_problems': { type: 'textarea', label: 'Content check', translatable: true },
  },
  'manual-list': {
  },
  'menu-item': {
    'name': { type: 'text', label: 'name', required: true, translatable: true },
    'link': { type: 'multilink', label: 'link', required: true },
  },
  'menu-sub-item': {
    'name': { type: 'text', label: 'name', required: true, translatable: true },
    'link': { type: 'multilink', label: 'link', required: true },
  },
  'news': {
    'title': { type: 'text', label: 'title', required: true, translatable: true },
    'description': { type: 'textarea', label: 'description', translatable: true },
    'date': { type: 'datetime', label: 'date', required: true },
    'category': { type: 'option', label: 'category' },
    'image': { type: 'asset', label: 'image', images: true },
    'body': { type: 'richtext', label: 'body', translatable: true },
    'event_start': { type: 'datetime', label: 'Event start' },
    'event_end': { type: 'datetime', label: 'Event end' },
    'event_location': { type: 'text', label: 'Event location', translatable: true },
    'seo': { type: 'bloks', label: 'SEO' },
    'page_languages': { type: 'options', label: 'Published in' },
    'content_problems': { type: 'textarea', label: 'Content check', translatable: true },
  },
  'news-list': {
  },
  'newsletter-form': {
    'headline': { type: 'text', label: 'headline', translatable: true },
    'intro': { type: 'textarea', label: 'intro', translatable: true },
    'privacy_link': { type: 'multilink', label: 'Privacy policy page' },
  },
  'page': {
    'title': { type: 'text', label: 'title', required: true, translatable: true },
    'description': { type: 'textarea', label: 'description', translatable: true },
    'hero': { type: 'bloks', label: 'hero' },
    'body': { type: 'bloks', label: 'body' },
    'seo': { type: 'bloks', label: 'SEO' },
    'page_languages': { type: 'options', label: 'Published in' },
    'content_problems': { type: 'textarea', label: 'Content check', translatable: true },
  },
  'partner': {
    'company': { type: 'text', label: 'company', required: true },
    'services': { type: 'options', label: 'services' },
    'certified': { type: 'boolean', label: 'certified' },
    'street': { type: 'text', label: 'street' },
    'postcode': { type: 'text', label: 'postcode', required: true },
    'town': { type: 'text', label: 'town', required: true },
    'country': { type: 'option', label: 'country', required: true },
    'languages': { type: 'options', label: 'languages' },
    'phone': { type: 'text', label: 'phone' },
    'email': { type: 'text', label: 'email' },
    'website': { type: 'multilink', label: 'website' },
    'latitude': { type: 'number', label: 'latitude' },
    'longitude': { type: 'number', label: 'longitude' },
  },
  'partner-finder': {
    'headline': { type: 'text', label: 'headline', translatable: true },
    'intro': { type: 'textarea', label: 'intro', translatable: true },
  },
  'partner-logos': {
    'headline': { type: 'text', label: 'headline', translatable: true },
    'logos': { type: 'multiasset', label: 'logos', images: true },
  },
  'product': {
    'title': { type: 'text', label: 'title', required: true, translatable: true },
    'description': { type: 'textarea', label: 'description', translatable: true },
    'family': { type: 'option', label: 'family' },
    'category': { type: 'option', label: 'category', required: true },
    'image': { type: 'asset', label: 'image', images: true },
    'hero': { type: 'bloks', label: 'hero' },
    'intro': { type: 'richtext', label: 'intro', translatable: true },
    'technical_data': { type: 'bloks', label: 'Technical data' },
    'video': { type: 'bloks', label: 'video' },
    'downloads': { type: 'bloks', label: 'downloads' },
    'safety_notes': { type: 'richtext', label: 'safety_notes', translatable: true },
    'accessories': { type: 'options', label: 'accessories' },
    'seo': { type: 'bloks', label: 'SEO' },
    'page_languages': { type: 'options', label: 'Published in' },
    'content_problems': { type: 'textarea', label: 'Content check', translatable: true },
  },
  'product-lineup': {
    'headline': { type: 'text', label: 'headline', translatable: true },
    'intro': { type: 'textarea', label: 'intro', translatable: true },
    'categories': { type: 'options', label: 'categories' },
    'link': { type: 'multilink', label: 'link' },
    'link_label': { type: 'text', label: 'link_label', translatable: true },
  },
  'product-list': {
  },
  'redirect': {
    'source': { type: 'text', label: 'Old address', required: true },
    'target': { type: 'multilink', label: 'Goes to', required: true },
    'status': { type: 'option', label: 'Kind' },
    'note': { type: 'textarea', label: 'Note' },
    'automatic': { type: 'boolean', label: 'Automatic' },
    'problem': { type: 'textarea', label: 'Problem (written by the site)', translatable: true },
  },
  'reference': {
    'title': { type: 'text', label: 'title', required: true, translatable: true },
    'description': { type: 'textarea', label: 'description', translatable: true },
    'location': { type: 'text', label: 'location', translatable: true },
    'completed': { type: 'datetime', label: 'completed' },
    'image': { type: 'asset', label: 'image', images: true },
    'product': { type: 'options', label: 'Products' },
    'facts': { type: 'bloks', label: 'facts' },
    'customer_opinion': { type: 'textarea', label: 'customer_opinion', translatable: true },
    'customer_name': { type: 'text', label: 'customer_name' },
    'summary': { type: 'richtext', label: 'summary', translatable: true },
    'seo': { type: 'bloks', label: 'SEO' },
    'page_languages': { type: 'options', label: 'Published in' },
    'content_problems': { type: 'textarea', label: 'Content check', translatable: true },
  },
  'reference-list': {
  },
  'references-teaser': {
    'headline': { type: 'text', label: 'headline', translatable: true },
    'intro': { type: 'textarea', label: 'intro', translatable: true },
    'references': { type: 'options', label: 'references' },
    'link': { type: 'multilink', label: 'link' },
    'link_label': { type: 'text', label: 'link_label', translatable: true },
  },
  'search-results': {
  },
  'seo': {
    'title': { type: 'text', label: 'title', translatable: true },
    'description': { type: 'textarea', label: 'description', translatable: true },
    'og_image': { type: 'asset', label: 'Social media image', images: true },
    'og_title': { type: 'text', label: 'Social media title', translatable: true },
    'og_description': { type: 'textarea', label: 'Social media description', translatable: true },
    'twitter_title': { type: 'text', label: 'X (Twitter) title', translatable: true },
    'twitter_description': { type: 'textarea', label: 'X (Twitter) description', translatable: true },
    'twitter_image': { type: 'asset', label: 'X (Twitter) image', images: true },
    'noIndex': { type: 'boolean', label: 'Hide from search engines' },
    'noFollow': { type: 'boolean', label: 'Search engines ignore links' },
  },
  'settings': {
    'navigation': { type: 'bloks', label: 'Main menu' },
    'search_page': { type: 'multilink', label: 'Search page' },
    'contact_page': { type: 'multilink', label: 'Contact page' },
    'partner_page': { type: 'multilink', label: 'Partner finder page' },
    'street': { type: 'text', label: 'street' },
    'city': { type: 'text', label: 'city' },
    'phone': { type: 'text', label: 'phone' },
    'footer': { type: 'bloks', label: 'footer' },
    'seo': { type: 'bloks', label: 'SEO' },
  },
  'support-form': {
    'headline': { type: 'text', label: 'headline', translatable: true },
    'intro': { type: 'textarea', label: 'intro', translatable: true },
    'privacy_link': { type: 'multilink', label: 'Privacy policy page' },
  },
  'teaser': {
    'headline': { type: 'text', label: 'headline', required: true, translatable: true },
    'text': { type: 'textarea', label: 'text', translatable: true },
    'link': { type: 'multilink', label: 'link' },
  },
  'teaser-grid': {
    'items': { type: 'bloks', label: 'Teasers' },
  },
  'technical-data-row': {
    'label': { type: 'text', label: 'label', required: true, translatable: true },
    'value': { type: 'text', label: 'value', required: true, translatable: true },
  },
  'testimonial': {
    'quote': { type: 'textarea', label: 'quote', required: true, translatable: true },
    'name': { type: 'text', label: 'name', required: true },
    'role': { type: 'text', label: 'role', translatable: true },
    'company': { type: 'text', label: 'company' },
    'image': { type: 'asset', label: 'image', images: true },
  },
  'text-section': {
    'headline': { type: 'text', label: 'headline', translatable: true },
    'text': { type: 'richtext', label: 'text', required: true, translatable: true },
  },
  'video': {
    'provider': { type: 'option', label: 'provider', required: true },
    'video_id': { type: 'text', label: 'Video id', required: true },
    'title': { type: 'text', label: 'title', translatable: true },
  },
};
