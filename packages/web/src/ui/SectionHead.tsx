import type { ReactNode } from 'react';

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
