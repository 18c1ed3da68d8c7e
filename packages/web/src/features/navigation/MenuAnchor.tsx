'use client';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { isActiveLink } from '@/lib/links';
import type { MenuLink } from './menu';

/** A menu link that marks itself as the current page (active-link rule of spec §2). */
export function MenuAnchor({ link, className, onClick, children }: { link: MenuLink; className?: string; onClick?: () => void; children?: ReactNode }) {
  const pathname = usePathname();
  const active = !!link.href && isActiveLink(link.href, pathname, typeof window === 'undefined' ? '' : window.location.hash);
  return (
    <a
      href={link.href || undefined}
      className={active ? `${className ?? ''} is-active`.trim() : className}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
      {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children ?? link.name}
    </a>
  );
}
