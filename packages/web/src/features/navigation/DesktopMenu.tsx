'use client';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import type { MenuEntry } from './menu';
import { useDismiss } from '../../ui/useDismiss';
import { MenuAnchor } from './MenuAnchor';

/** How long a fly-out stays after the pointer left it: a diagonal path from its name to a link crosses the gap. */
const CLOSE_DELAY_MS = 250;

/**
 * Desktop menu: fly-outs open on hover and close when the mouse has left for a moment (hover intent), on Escape
 * (focus back on its toggle) or when focus leaves them. A click keeps a fly-out that hover opened (the visitor
 * reached for it), and closes one a click opened. A fly-out lists its own page first, where it has one.
 */
export function DesktopMenu({ items, label }: { items: MenuEntry[]; label: string }) {
  const [open, setOpen] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const openedBy = useRef<'hover' | 'click'>('hover');

  const closing = useRef<number | undefined>(undefined);
  const cancelClose = () => window.clearTimeout(closing.current);
  const closeSoon = () => {
    cancelClose();
    closing.current = window.setTimeout(() => setOpen(null), CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);

  useDismiss(open !== null, () => {
    // Escape from inside the fly-out: focus goes back to the toggle that opened it
    if (open && navRef.current?.querySelector(`#flyout-${open}`)?.contains(document.activeElement)) {
      navRef.current.querySelector<HTMLElement>(`[aria-controls="flyout-${open}"]`)?.focus();
    }
    setOpen(null);
  }, navRef);
  /** focus moved outside a fly-out's item (Tab past its last link): it closes */
  const closeOnFocusOut = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
  };

  return (
    <nav className="desktop-menu" aria-label={label} ref={navRef}>
      <ul className="desktop-menu__list">
        {items.map((item) =>
          item.subItems.length ? (
            <li
              key={item.uid}
              className="desktop-menu__item desktop-menu__item--flyout"
              onMouseEnter={() => {
                cancelClose();
                if (open === item.uid) return;
                openedBy.current = 'hover';
                setOpen(item.uid);
              }}
              onMouseLeave={closeSoon}
              onBlur={closeOnFocusOut}
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
                {item.href ? (
                  <li className="flyout__own">
                    <MenuAnchor link={item} className="flyout__link flyout__link--own" onClick={() => setOpen(null)} />
                  </li>
                ) : null}
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
