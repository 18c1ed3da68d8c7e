import type { ReactNode } from 'react';
import type { ResolvedLink } from '@/lib/links';
import { ContentLink } from './ContentLink';

/** A section's heading with its optional eyebrow and intro: the one way marketing sections open. */
export function SectionHead({ headline, intro, eyebrow, id, center = false, children }: { headline?: string; intro?: string; eyebrow?: string; id?: string; center?: boolean; children?: ReactNode }) {
  if (!headline && !intro && !children) return null;
  return (
    <header className={center ? 'section__head section__head--center' : 'section__head'}>
      {eyebrow ? <span className="eyebrow">{eyebrow}</span> : null}
      {headline ? <h2 id={id}>{headline}</h2> : null}
      {intro ? <p className="lead">{intro}</p> : null}
      {children}
    </header>
  );
}

/** A section's "all of them" link beside its heading, when the editor set both the link and its text. */
export const SectionMoreLink = ({ link, label }: { link: ResolvedLink | null; label: string }) =>
  link && label ? (
    <ContentLink className="link-arrow" link={link}>
      {label}
    </ContentLink>
  ) : null;
