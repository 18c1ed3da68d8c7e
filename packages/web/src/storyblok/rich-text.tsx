/**
 * Storyblok's rich text as React elements: a document rendered by Storyblok's own rules
 * (`@storyblok/richtext`: the tag and attribute mapping of every node and mark, adjacent texts under one
 * link in one link element, a table's leading header rows in `thead`, a code block's `pre` around
 * `code`), with the site's renderings where it has its own (`RichTextRenderings`). What the site is
 * handed is its own types: a link field, an image's address and text, the blocks of the content model.
 */
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
import type { LinkField, NestableBlok, RichTextDocument } from '@/content/types';
import { assetSize } from './image-service';

/** An element's attributes from the content, as React props (alignment and colours as styles, merged cells, …). */
export type ContentProps = Record<string, unknown>;

/** The site's renderings of the parts where it differs from Storyblok's; each part is handed over rendered. */
export interface RichTextRenderings {
  /** a heading at the document's own level (2 where it names none) */
  heading(level: number, props: ContentProps, children: ReactNode): ReactNode;
  /** a link mark around its text: the mark's link field, its address in `url` */
  link(link: LinkField, children: ReactNode): ReactNode;
  /** an image: its address, its alt text (the node's, else the asset's, else ''), its title, and its own size where the address tells it */
  image(image: { src: string; alt: string; title: string | undefined; size: { width: number; height: number } | undefined }): ReactNode;
  /** an emoji: its character and its name */
  emoji(emoji: { character: string; name: string | undefined }): ReactNode;
  /** the blocks of the content model the document embeds */
  bloks(bloks: readonly NestableBlok[]): ReactNode;
  /** a table, rendered (`table` with its `thead` and `tbody`) */
  table(table: ReactNode): ReactNode;
  /** a header cell, with what it heads: the column in a table's header rows, the row in its body */
  tableHeader(scope: 'col' | 'row', props: ContentProps, children: ReactNode): ReactNode;
}

interface RenderContext {
  renderings: RichTextRenderings;
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
function contentProps(type: SbRichTextElement, attrs: Record<string, unknown> | undefined): ContentProps {
  return Object.fromEntries(Object.entries(processAttrs(type, attrs, { class: 'className' })).filter(([name]) => CONTENT_ATTRIBUTES.has(name)));
}

const str = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** A link mark: its attributes are a link field whose address is in `href`; unset attributes are null there. */
function renderLink(attrs: SbRichTextElementByType['link']['attrs'], children: ReactNode, context: RenderContext): ReactNode {
  const field: LinkField = Object.fromEntries(Object.entries(attrs ?? {}).filter(([, value]) => value !== null));
  return context.renderings.link({ ...field, url: str(field.href) ?? str(field.url) }, children);
}

/** A mark around its text: links by the site's rendering, every other mark as Storyblok renders it. */
function renderMark(mark: SbRichTextMark, children: ReactNode, context: RenderContext): ReactNode {
  if (mark.type === 'link') return renderLink(mark.attrs, children, context);
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
    return <Fragment key={_key}>{linkMark ? renderLink(linkMark.attrs, rendered, context) : rendered}</Fragment>;
  });
}

/** One node: the site's renderings first, every other node as Storyblok renders it. */
function renderNode(node: SbRichTextNode, context: RenderContext): ReactNode {
  const { renderings } = context;
  const children = () => renderNodes(node.content, context);
  switch (node.type) {
    case 'text':
      return renderText(node.text, node.marks ?? [], context);
    case 'heading':
      return renderings.heading(headingLevel(node), contentProps('heading', node.attrs), children());
    case 'image': {
      const src = str(node.attrs?.src);
      if (!src) return null;
      const alt = str(node.attrs?.alt) ?? str(node.attrs?.meta_data?.alt) ?? '';
      return renderings.image({ src, alt, title: str(node.attrs?.title), size: assetSize(src) });
    }
    case 'emoji':
      // Storyblok's default is a fallback image from a host the site's CSP does not allow
      return renderings.emoji({ character: str(node.attrs?.emoji) ?? '', name: str(node.attrs?.name) });
    case 'blok':
      // the blocks of the content model, as the document stores them
      return renderings.bloks((node.attrs?.body ?? []) as readonly NestableBlok[]);
    case 'table': {
      const { headerRows, bodyRows } = splitTableRows(node.content);
      return renderings.table(
        <table>
          {headerRows.length ? <thead>{renderNodes(headerRows, { ...context, headerScope: 'col' })}</thead> : null}
          {bodyRows.length ? <tbody>{renderNodes(bodyRows, { ...context, headerScope: 'row' })}</tbody> : null}
        </table>,
      );
    }
    case 'tableHeader':
      return renderings.tableHeader(context.headerScope, contentProps('tableHeader', node.attrs), children());
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

/** A heading node's level (2 where it names none). */
const headingLevel = (node: SbRichTextNode) => Number(node.attrs?.level) || 2;

/** the content service's nodes, which Storyblok's renderer types */
const nodesOf = (document: RichTextDocument) => (document.content ?? []) as SbRichTextNode[];

/** The levels of the document's headings (its own, at its top level), in order. */
export const headingLevels = (document: RichTextDocument): number[] =>
  nodesOf(document)
    .filter((node) => node.type === 'heading')
    .map(headingLevel);

/** The document's content rendered: Storyblok's rendering with the site's `renderings`. */
export function renderRichText(document: RichTextDocument, renderings: RichTextRenderings): ReactNode {
  return renderNodes(nodesOf(document), { renderings, headerScope: 'col' });
}
