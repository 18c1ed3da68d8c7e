import type { CSSProperties, ReactNode } from 'react';
import { Blocks } from '@/blocks/Blocks';
import { siteConfig } from '@/config';
import type { Locale } from '@/i18n/routing';
import type { LinkField, NestableBlok, RichTextDocument } from '@/lib/content/types';
import { resolveLink } from '@/lib/links';

/** A rich-text node as the content service stores it (ProseMirror JSON). */
export interface RichTextNode {
  type: string;
  text?: string;
  /** a `blok` node's blocks are in `body` */
  attrs?: Record<string, unknown> & { body?: readonly NestableBlok[] };
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: RichTextNode[];
}

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

function renderMarks(node: RichTextNode, locale: Locale): ReactNode {
  return (node.marks ?? []).reduce<ReactNode>((children, mark) => {
    const attrs = mark.attrs ?? {};
    switch (mark.type) {
      case 'bold':
        return <strong>{children}</strong>;
      case 'italic':
        return <em>{children}</em>;
      case 'underline':
        return <u>{children}</u>;
      case 'strike':
        return <s>{children}</s>;
      case 'code':
        return <code>{children}</code>;
      case 'superscript':
        return <sup>{children}</sup>;
      case 'subscript':
        return <sub>{children}</sub>;
      case 'highlight':
        return <mark style={str(attrs.color) ? { backgroundColor: str(attrs.color) } : undefined}>{children}</mark>;
      case 'textStyle':
        return <span style={str(attrs.color) ? ({ color: str(attrs.color) } as CSSProperties) : undefined}>{children}</span>;
      case 'styled':
        return <span className={str(attrs.class)}>{children}</span>;
      case 'anchor':
        return <span id={str(attrs.id)}>{children}</span>;
      case 'link': {
        const link = resolveLink({ ...(attrs as LinkField), url: str(attrs.href) ?? str(attrs.url) }, { locale, ...siteConfig });
        if (!link) return children;
        return (
          <a href={link.href} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {children}
          </a>
        );
      }
      default:
        return children;
    }
  }, node.text);
}

interface RenderContext {
  locale: Locale;
  /** added to every heading level so that the document's highest heading gets the level its place on the page needs */
  headingShift: number;
}

function renderNodes(nodes: RichTextNode[] | undefined, context: RenderContext): ReactNode {
  return (nodes ?? []).map((node, index) => <RichTextElement key={index} node={node} context={context} />);
}

/** The shift that maps the document's highest heading level to `topLevel`. */
export function headingShift(nodes: RichTextNode[], topLevel: number): number {
  const levels = nodes.filter((n) => n.type === 'heading').map((n) => Number(n.attrs?.level) || 2);
  return levels.length ? topLevel - Math.min(...levels) : 0;
}

function RichTextElement({ node, context }: { node: RichTextNode; context: RenderContext }): ReactNode {
  const { locale } = context;
  const children = () => renderNodes(node.content, context);
  const attrs = node.attrs ?? {};
  switch (node.type) {
    case 'text':
      return renderMarks(node, locale);
    case 'paragraph':
      return <p>{children()}</p>;
    case 'heading': {
      const level = Math.min(Math.max((Number(attrs.level) || 2) + context.headingShift, 2), 6);
      const Tag = `h${level}` as 'h2';
      return <Tag>{children()}</Tag>;
    }
    case 'blockquote':
      return <blockquote>{children()}</blockquote>;
    case 'bullet_list':
      return <ul>{children()}</ul>;
    case 'ordered_list':
      return <ol start={Number(attrs.order) > 1 ? Number(attrs.order) : undefined}>{children()}</ol>;
    case 'list_item':
      return <li>{children()}</li>;
    case 'code_block':
      return (
        <pre>
          <code className={str(attrs.class)}>{children()}</code>
        </pre>
      );
    case 'horizontal_rule':
      return <hr />;
    case 'hard_break':
      return <br />;
    case 'image':
      return <img src={str(attrs.src)} alt={str(attrs.alt) ?? ''} title={str(attrs.title)} loading="lazy" />;
    case 'emoji':
      return (
        <span role="img" aria-label={str(attrs.name)}>
          {str(attrs.emoji) ?? ''}
        </span>
      );
    case 'blok':
      return <Blocks bloks={attrs.body} locale={locale} />;
    case 'table':
      return (
        <div className="table-scroll">
          <table>
            <tbody>{children()}</tbody>
          </table>
        </div>
      );
    case 'tableRow':
      return <tr>{children()}</tr>;
    case 'tableHeader':
      return <th scope="col">{children()}</th>;
    case 'tableCell':
      return <td>{children()}</td>;
    default:
      return children();
  }
}

/** Renders content rich text: every node and mark type of the content service; links follow the site's link rules. */
export function RichText({
  document,
  locale,
  className,
  headingLevel = 2,
}: {
  document: RichTextDocument | null | undefined;
  locale: Locale;
  className?: string;
  /** level of the document's highest heading: 2 below the page title, 3 below a section heading */
  headingLevel?: 2 | 3 | 4;
}) {
  if (!document?.content?.length) return null;
  const nodes = document.content as RichTextNode[];
  return <div className={className ? `rich-text ${className}` : 'rich-text'}>{renderNodes(nodes, { locale, headingShift: headingShift(nodes, headingLevel) })}</div>;
}
