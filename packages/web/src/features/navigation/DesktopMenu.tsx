'use client';
import { useRef, useState } from 'react';
import type { MenuEntry } from './menu';
import { useDismiss } from '../../ui/useDismiss';
import { MenuAnchor } from './MenuAnchor';

/**
 * Desktop menu: fly-outs open on hover and close when the mouse leaves (or on Escape). A click keeps a fly-out
 * that hover opened (the visitor reached for it), and closes one a click opened.
 */
export function DesktopMenu({ items, label }: { items: MenuEntry[]; label: string }) {
  const [open, setOpen] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const openedBy = useRef<'hover' | 'click'>('hover');

  useDismiss(open !== null, () => setOpen(null), navRef);

  return (
    <nav className="desktop-menu" aria-label={label} ref={navRef}>
      <ul className="desktop-menu__list">
        {items.map((item) =>
          item.subItems.length ? (
            <li
              key={item.uid}
              className="desktop-menu__item desktop-menu__item--flyout"
              onMouseEnter={() => {
                openedBy.current = 'hover';
                setOpen(item.uid);
              }}
              onMouseLeave={() => setOpen(null)}
              {...item.attributes}
            >
              <button
                type="button"
                className="desktop-menu__toggle"
                aria-expanded={open === item.uid}
                aria-controls={`flyout-${item.uid}`}
                onClick={() => {
                  const close = open === item.uid && openedBy.current === 'click';
                  openedBy.current = 'click';
                  setOpen(close ? null : item.uid);
                }}
              >
                {item.name}
              </button>
              {/* shown and hidden by its stylesheet (data-open), which fades it in and out */}
              <ul id={`flyout-${item.uid}`} className="flyout" data-open={open === item.uid}>
                {item.subItems.map((sub) => (
                  <li key={sub.uid} {...sub.attributes}>
                    <MenuAnchor link={sub} className="flyout__link" onClick={() => setOpen(null)} />
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={item.uid} className="desktop-menu__item" {...item.attributes}>
              <MenuAnchor link={item} className="desktop-menu__link" />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
