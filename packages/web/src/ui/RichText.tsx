import {
  getInnerMarks,
  getStaticChildren,
  groupLinkNodes,
  isSelfClosing,
  processAttrs,
  resolveTag,
  splitTableRows,
  type SbRichTextElement,
  type SbRichTextElementByType,
  type SbRichTextMark,
  type SbRichTextNode,
} from '@storyblok/richtext';
import { createElement, Fragment, type ReactNode } from 'react';
import { siteConfig } from '@/config';
import type { Locale } from '@/i18n/routing';
import type { LinkField, NestableBlok, RichTextDocument } from '@/content/types';
import { resolveLink } from '@/lib/links';
import { ContentImage } from './ContentImage';

/**
 * Renders the blocks a rich text embeds (`blok` nodes). Passed in by the caller, not imported: blocks render
 * rich text themselves, so importing the block renderer here would close an import cycle.
 */
export type RenderBlocks = (bloks: readonly NestableBlok[]) => ReactNode;

interface RenderContext {
  locale: Locale;
  /** added to every heading level so that the document's highest heading gets the level its place on the page needs */
  headingShift: number;
  renderBlocks: RenderBlocks | undefined;
  /** what a header cell heads: the column in a table's header rows, the row in its body */
  headerScope: 'col' | 'row';
}

/** The attributes the site's markup takes from the content (Storyblok's mapping yields others, such as an image's asset id). */
const CONTENT_ATTRIBUTES = new Set(['className', 'id', 'style', 'colSpan', 'rowSpan', 'start']);

/**
 * React props of a node's or mark's attributes as Storyblok's renderer maps them: text alignment and colours
 * as styles, merged cells, column widths, a list's start, a code block's language class, an anchor's id.
 * Inline styles are allowed by the site's CSP (`style-src 'unsafe-inline'`).
 */
function contentProps(type: SbRichTextElement, attrs: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(processAttrs(type, attrs, { class: 'className' })).filter(([name]) => CONTENT_ATTRIBUTES.has(name)));
}

const str = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** The widest a rich text runs (an article's column, 52rem less its padding): images need no more pixels than that. */
const TEXT_COLUMN_WIDTH = 800;
const IMAGE_SIZES = '(max-width: 900px) 100vw, 50rem';

/** An image's displayed size: its own as its Storyblok address tells it (`/f/{space}/{width}x{height}/…`), no wider than the text column. */
function imageSize(src: string): { width: number; height: number } | undefined {
  const [, width = 0, height = 0] = (/\/f\/\d+\/(\d+)x(\d+)\//.exec(src) ?? []).map(Number);
  if (!width || !height) return undefined;
  const scale = Math.min(1, TEXT_COLUMN_WIDTH / width);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** A link mark by the site's link rules: locale prefix and trailing slash for internal links, a new tab for external and mail links. */
function renderLink(attrs: SbRichTextElementByType['link']['attrs'], children: ReactNode, locale: Locale): ReactNode {
  // a link mark's attributes are a link field whose address is in `href`; unset attributes are null there
  const field: LinkField = Object.fromEntries(Object.entries(attrs ?? {}).filter(([, value]) => value !== null));
  const link = resolveLink({ ...field, url: str(field.href) ?? str(field.url) }, { locale, ...siteConfig });
  if (!link) return children;
  return (
    <a href={link.href} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

/** A mark around its text: links by the site's rules, every other mark as Storyblok renders it. */
function renderMark(mark: SbRichTextMark, children: ReactNode, context: RenderContext): ReactNode {
  if (mark.type === 'link') return renderLink(mark.attrs, children, context.locale);
  const tag = resolveTag(mark);
  return tag ? createElement(tag, contentProps(mark.type, mark.attrs), children) : children;
}

/** A text with its marks, the first mark innermost. */
function renderText(text: string, marks: readonly SbRichTextMark[], context: RenderContext): ReactNode {
  return marks.reduce<ReactNode>((children, mark) => renderMark(mark, children, context), text);
}

/** Nodes in order; adjacent texts under the same link share one link element, as in Storyblok's renderer. */
function renderNodes(nodes: SbRichTextNode[] | undefined, context: RenderContext): ReactNode {
  if (!nodes?.length) return null;
  return groupLinkNodes(nodes).map(({ nodes: group, linkMark, _key }) => {
    const rendered = group.map((node, index) => (
      <Fragment key={index}>{linkMark && node.type === 'text' ? renderText(node.text, getInnerMarks(node), context) : renderNode(node, context)}</Fragment>
    ));
    return <Fragment key={_key}>{linkMark ? renderLink(linkMark.attrs, rendered, context.locale) : rendered}</Fragment>;
  });
}

/** One node: the site's overrides first, every other node as Storyblok renders it. */
function renderNode(node: SbRichTextNode, context: RenderContext): ReactNode {
  const children = () => renderNodes(node.content, context);
  switch (node.type) {
    case 'text':
      return renderText(node.text, node.marks ?? [], context);
    case 'heading': {
      const level = Math.min(Math.max((Number(node.attrs?.level) || 2) + context.headingShift, 2), 6);
      return createElement(`h${level}`, contentProps('heading', node.attrs), children());
    }
    case 'image': {
      const src = str(node.attrs?.src);
      if (!src) return null;
      const alt = str(node.attrs?.alt) ?? str(node.attrs?.meta_data?.alt) ?? '';
      return <ContentImage src={src} alt={alt} title={str(node.attrs?.title)} sizes={IMAGE_SIZES} {...imageSize(src)} />;
    }
    case 'emoji':
      // the character itself: Storyblok's default is a fallback image from a host the site's CSP does not allow
      return (
        <span role="img" aria-label={str(node.attrs?.name)}>
          {str(node.attrs?.emoji) ?? ''}
        </span>
      );
    case 'blok':
      // the blocks of the content model, as the document stores them
      return context.renderBlocks?.((node.attrs?.body ?? []) as readonly NestableBlok[]) ?? null;
    case 'table': {
      const { headerRows, bodyRows } = splitTableRows(node.content);
      return (
        <div className="table-scroll">
          <table>
            {headerRows.length ? <thead>{renderNodes(headerRows, { ...context, headerScope: 'col' })}</thead> : null}
            {bodyRows.length ? <tbody>{renderNodes(bodyRows, { ...context, headerScope: 'row' })}</tbody> : null}
          </table>
        </div>
      );
    }
    case 'tableHeader':
      return (
        <th scope={context.headerScope} {...contentProps('tableHeader', node.attrs)}>
          {children()}
        </th>
      );
    default: {
      const tag = resolveTag(node);
      if (!tag) return children();
      const props = contentProps(node.type, node.attrs);
      if (isSelfClosing(tag)) return createElement(tag, props);
      // a code block: `pre` around a `code` element that takes the attributes
      const inner = getStaticChildren(node);
      if (inner) return createElement(tag, null, inner.map((spec) => createElement(spec.tag, { key: spec.tag, ...props }, children())));
      return createElement(tag, props, children());
    }
  }
}

/** The shift that maps the document's highest heading level to `topLevel`. */
function headingShift(nodes: SbRichTextNode[], topLevel: number): number {
  const levels = nodes.filter((node) => node.type === 'heading').map((node) => Number(node.attrs?.level) || 2);
  return levels.length ? topLevel - Math.min(...levels) : 0;
}

/**
 * Renders content rich text through Storyblok's renderer (its tags and attribute mapping for every node and
 * mark, header rows in `thead`), with the site's own rules where it differs: headings shifted below the page's
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
  // the content service's nodes, which Storyblok's renderer types
  const nodes = document.content as SbRichTextNode[];
  return (
    <div className={className ? `rich-text ${className}` : 'rich-text'}>
      {renderNodes(nodes, { locale, headingShift: headingShift(nodes, headingLevel), renderBlocks, headerScope: 'col' })}
    </div>
  );
}
