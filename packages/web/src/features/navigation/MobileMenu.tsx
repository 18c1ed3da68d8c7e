'use client';
import { useEffect, useRef, useState } from 'react';
import type { MenuEntry } from './menu';
import { useDismiss } from '../../ui/useDismiss';
import { MenuAnchor } from './MenuAnchor';

export interface MobileMenuLabels {
  open: string;
  close: string;
  back: string;
  navigation: string;
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * Full-screen menu for small screens with a second level, modal while open: page scroll is locked, the page
 * behind it is inert, Tab goes round the panel and its toggle. Focus moves into the panel on opening, to the
 * Back button on a second level and to the entry it came from on the way back, and to the toggle on Escape.
 * It always opens on the first level.
 */
export function MobileMenu({ items, labels, contact }: { items: MenuEntry[]; labels: MobileMenuLabels; contact?: { href: string; label: string } }) {
  const [open, setOpen] = useState(false);
  const [level, setLevel] = useState<MenuEntry | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  /** the entry whose second level was opened: focus returns to it on Back */
  const cameFrom = useRef<string | null>(null);

  useEffect(() => {
    document.documentElement.classList.toggle('scroll-locked', open);
    if (!open) return;
    // everything but the header holding the menu is out of reach (keyboard, pointer and screen readers)
    const header = toggle.current?.closest('header');
    const behind = [...document.body.children].filter((element): element is HTMLElement => element instanceof HTMLElement && element !== header && !element.inert);
    for (const element of behind) element.inert = true;
    // Tab and Shift+Tab go round the toggle and the panel's links and buttons
    const trapTab = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !toggle.current || !panel.current) return;
      const stops = [toggle.current, ...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const at = stops.indexOf(document.activeElement as HTMLElement);
      const next = at === -1 ? 0 : (at + (event.shiftKey ? -1 : 1) + stops.length) % stops.length;
      event.preventDefault();
      stops[next]?.focus();
    };
    document.addEventListener('keydown', trapTab);
    return () => {
      document.documentElement.classList.remove('scroll-locked');
      document.removeEventListener('keydown', trapTab);
      for (const element of behind) element.inert = false;
    };
  }, [open]);

  // focus follows the level: into the panel on opening, to Back on a second level, to the entry on the way back
  useEffect(() => {
    if (!open || !panel.current) return;
    const back = panel.current.querySelector<HTMLElement>('.mobile-menu__back');
    const entry = cameFrom.current && !level ? panel.current.querySelector<HTMLElement>(`[data-entry="${cameFrom.current}"]`) : null;
    (back ?? entry ?? panel.current.querySelector<HTMLElement>(FOCUSABLE))?.focus();
  }, [open, level]);

  const close = () => {
    setOpen(false);
    setLevel(null);
    cameFrom.current = null;
  };
  // the panel covers the page: nothing outside it to click; Escape closes it and gives focus back to its toggle
  useDismiss(open, () => {
    close();
    toggle.current?.focus();
  });

  return (
    <div className="mobile-menu">
      <button
        ref={toggle}
        type="button"
        className="mobile-menu__toggle"
        aria-expanded={open}
        aria-controls="mobile-menu-panel"
        aria-label={open ? labels.close : labels.open}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <span className="mobile-menu__icon" aria-hidden="true" data-open={open} />
      </button>
      <nav ref={panel} id="mobile-menu-panel" className="mobile-menu__panel" aria-label={labels.navigation} hidden={!open} data-level={level ? 2 : 1}>
        {level ? (
          <div className="mobile-menu__level" {...level.attributes}>
            <div className="mobile-menu__level-head">
              <button type="button" className="mobile-menu__back" onClick={() => setLevel(null)}>
                <span aria-hidden="true">←</span> {labels.back}
              </button>
              {level.href ? <MenuAnchor link={level} className="mobile-menu__title" onClick={close} /> : <span className="mobile-menu__title">{level.name}</span>}
            </div>
            <ul className="mobile-menu__list">
              {level.subItems.map((sub) => (
                <li key={sub.uid} {...sub.attributes}>
                  <MenuAnchor link={sub} className="mobile-menu__link" onClick={close} />
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <>
            <ul className="mobile-menu__list">
              {items.map((item) => (
                <li key={item.uid} {...item.attributes}>
                  {item.subItems.length ? (
                    <button
                      type="button"
                      className="mobile-menu__link mobile-menu__link--more"
                      data-entry={item.uid}
                      onClick={() => {
                        cameFrom.current = item.uid;
                        setLevel(item);
                      }}
                    >
                      {item.name} <span aria-hidden="true">→</span>
                    </button>
                  ) : (
                    <MenuAnchor link={item} className="mobile-menu__link" onClick={close} />
                  )}
                </li>
              ))}
            </ul>
            {/* the header's contact button, which a phone's header has no room for */}
            {contact ? (
              <a className="button button--primary mobile-menu__contact" href={contact.href} onClick={close}>
                {contact.label}
              </a>
            ) : null}
          </>
        )}
      </nav>
    </div>
  );
}
