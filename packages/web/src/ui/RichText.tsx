import { createElement, type ReactNode } from 'react';
import { siteConfig } from '@/config';
import type { Locale } from '@/i18n/routing';
import type { LinkField, NestableBlok, RichTextDocument } from '@/content/types';
import { resolveLink } from '@/lib/links';
import { headingLevels, renderRichText, type RichTextRenderings } from '@/storyblok/rich-text';
import { ContentImage } from './ContentImage';

/**
 * Renders the blocks a rich text embeds (`blok` nodes). Passed in by the caller, not imported: blocks render
 * rich text themselves, so importing the block renderer here would close an import cycle.
 */
export type RenderBlocks = (bloks: readonly NestableBlok[]) => ReactNode;

/** The widest a rich text runs (an article's column, 52rem less its padding): images need no more pixels than that. */
const TEXT_COLUMN_WIDTH = 800;
const IMAGE_SIZES = '(max-width: 900px) 100vw, 50rem';

/** An image's displayed size: its own, no wider than the text column. */
function imageSize(size: { width: number; height: number } | undefined): { width: number; height: number } | undefined {
  if (!size) return undefined;
  const scale = Math.min(1, TEXT_COLUMN_WIDTH / size.width);
  return { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };
}

/** A link by the site's link rules: locale prefix and trailing slash for internal links, a new tab for external and mail links. */
function renderLink(field: LinkField, children: ReactNode, locale: Locale): ReactNode {
  const link = resolveLink(field, { locale, ...siteConfig });
  if (!link) return children;
  return (
    <a href={link.href} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

/** The shift that maps the document's highest heading level to `topLevel`. */
function headingShift(document: RichTextDocument, topLevel: number): number {
  const levels = headingLevels(document);
  return levels.length ? topLevel - Math.min(...levels) : 0;
}

/** The site's renderings of a document's parts; every other part is rendered as Storyblok renders it. */
function siteRenderings(locale: Locale, shift: number, renderBlocks: RenderBlocks | undefined): RichTextRenderings {
  return {
    // shifted below the page's headings, never above h2 nor below h6
    heading: (level, props, children) => createElement(`h${Math.min(Math.max(level + shift, 2), 6)}`, props, children),
    link: (field, children) => renderLink(field, children, locale),
    image: ({ src, alt, title, size }) => <ContentImage src={src} alt={alt} title={title} sizes={IMAGE_SIZES} {...imageSize(size)} />,
    // the character itself
    emoji: ({ character, name }) => (
      <span role="img" aria-label={name}>
        {character}
      </span>
    ),
    bloks: (bloks) => renderBlocks?.(bloks) ?? null,
    table: (table) => <div className="table-scroll">{table}</div>,
    tableHeader: (scope, props, children) => (
      <th scope={scope} {...props}>
        {children}
      </th>
    ),
  };
}

/**
 * Renders content rich text through Storyblok's renderer (`@/storyblok/rich-text`: its tags and attribute mapping for
 * every node and mark, header rows in `thead`), with the site's own rules where it differs: headings shifted below the page's
 * headings, links by the link rules, images through the image service, tables in a scroll wrapper, embedded
 * blocks through `renderBlocks` (left out where the caller passes none).
 */
export function RichText({
  document,
  locale,
  className,
  headingLevel = 2,
  renderBlocks,
}: {
  document: RichTextDocument | null | undefined;
  locale: Locale;
  className?: string;
  /** level of the document's highest heading: 2 below the page title, 3 below a section heading */
  headingLevel?: 2 | 3 | 4;
  /** the site's block renderer, for the blocks embedded in the text */
  renderBlocks?: RenderBlocks;
}) {
  if (!document?.content?.length) return null;
  return (
    <div className={className ? `rich-text ${className}` : 'rich-text'}>
      {renderRichText(document, siteRenderings(locale, headingShift(document, headingLevel), renderBlocks))}
    </div>
  );
}
