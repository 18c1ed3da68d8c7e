import type { NavigationItem, NavigationSubItem } from '@/content/types';
import { editableAttributes } from '@/content/editable';
import { resolveLink, type LinkContext } from '@/lib/links';

/** A navigation entry with its link already resolved (what the client menus receive). */
export interface MenuLink {
  uid: string;
  name: string;
  href: string;
  newTab: boolean;
  /** the editor's marker of the entry's block (draft only: visitors' menus carry nothing) */
  attributes?: Record<string, string>;
}

export interface MenuEntry extends MenuLink {
  subItems: MenuLink[];
}

export function toMenu(items: NavigationItem[], context: LinkContext): MenuEntry[] {
  const link = (item: NavigationSubItem): MenuLink => {
    const resolved = resolveLink(item.link, context);
    const attributes = editableAttributes(item);
    return {
      uid: item.uid,
      name: item.name,
      href: resolved?.href ?? '',
      newTab: resolved?.newTab ?? false,
      ...(Object.keys(attributes).length ? { attributes } : {}),
    };
  };
  return items.map((item) => ({
    ...link(item),
    subItems: item.kind === 'flyout' ? item.subItems.map(link) : [],
  }));
}
