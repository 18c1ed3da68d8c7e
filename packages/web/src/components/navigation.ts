import type { NavigationItem } from '@/lib/content/types';
import { resolveLink, type LinkContext } from '@/lib/links';

/** A navigation entry with its link already resolved (what the client menus receive). */
export interface MenuLink {
  uid: string;
  name: string;
  href: string;
  newTab: boolean;
}

export interface MenuEntry extends MenuLink {
  subItems: MenuLink[];
}

export function toMenu(items: NavigationItem[], context: LinkContext): MenuEntry[] {
  const link = (uid: string, name: string, field: NavigationItem['link']): MenuLink => {
    const resolved = resolveLink(field, context);
    return { uid, name, href: resolved?.href ?? '', newTab: resolved?.newTab ?? false };
  };
  return items.map((item) => ({
    ...link(item.uid, item.name, item.link),
    subItems: item.kind === 'flyout' ? item.subItems.map((s) => link(s.uid, s.name, s.link)) : [],
  }));
}
