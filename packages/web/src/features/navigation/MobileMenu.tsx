'use client';
import { useEffect, useState } from 'react';
import type { MenuEntry } from './menu';
import { useDismiss } from '../../ui/useDismiss';
import { MenuAnchor } from './MenuAnchor';

export interface MobileMenuLabels {
  open: string;
  close: string;
  back: string;
  navigation: string;
}

/** Full-screen menu for small screens with a second level; page scroll is locked while it is open. */
export function MobileMenu({ items, labels, contact }: { items: MenuEntry[]; labels: MobileMenuLabels; contact?: { href: string; label: string } }) {
  const [open, setOpen] = useState(false);
  const [level, setLevel] = useState<MenuEntry | null>(null);

  useEffect(() => {
    document.documentElement.classList.toggle('scroll-locked', open);
    if (!open) return;
    return () => document.documentElement.classList.remove('scroll-locked');
  }, [open]);
  // the panel covers the page: nothing outside it to click
  useDismiss(open, () => setOpen(false));

  const close = () => {
    setOpen(false);
    setLevel(null);
  };

  return (
    <div className="mobile-menu">
      <button
        type="button"
        className="mobile-menu__toggle"
        aria-expanded={open}
        aria-controls="mobile-menu-panel"
        aria-label={open ? labels.close : labels.open}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <span className="mobile-menu__icon" aria-hidden="true" data-open={open} />
      </button>
      <nav id="mobile-menu-panel" className="mobile-menu__panel" aria-label={labels.navigation} hidden={!open} data-level={level ? 2 : 1}>
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
                    <button type="button" className="mobile-menu__link mobile-menu__link--more" onClick={() => setLevel(item)}>
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
