import type { ReactNode } from 'react';
import type { ResolvedLink } from '@/lib/links';

/** An anchor for a resolved content link: new-tab links get `target` and a safe `rel`. */
export function ContentLink({ link, className, children }: { link: ResolvedLink; className?: string; children: ReactNode }) {
  return (
    <a href={link.href} className={className} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
