'use client';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { translate } from '@/i18n/client-texts';
import type { SearchResultItem } from '@/features/search/types';
import type { SearchProps } from './props';
import { useSearch } from './useSearch';

export interface PaletteProps extends SearchProps {
  /** grows with every request to open the palette */
  openRequests: number;
  onClose(): void;
}

/** spec §9: the overlay leaves in 200 ms (and enters in 300 ms, in the stylesheet) */
const CLOSE_MS = 200;
/** hits the palette shows; the results page shows all */
const PALETTE_HITS = 20;

const optionId = (item: SearchResultItem) => `search-hit-${item.id}`;

/** The search overlay: type, move through the grouped hits with the arrow keys or the mouse, open one with Enter or a click. */
export function SearchPalette({ openRequests, onClose, texts, resultsPath, ...search }: PaletteProps) {
  const t = translate(texts);
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const router = useRouter();
  const { term, groups, status, run } = useSearch(search, PALETTE_HITS);
  const [active, setActive] = useState(0);
  const [closing, setClosing] = useState(false);
  const items = groups.flatMap((group) => group.items);

  const closeTimer = useRef<number | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!openRequests || !element) return;
    if (closeTimer.current !== null) {
      // asked to open while it was leaving: it stays
      window.clearTimeout(closeTimer.current);
      closeTimer.current = null;
      setClosing(false);
    }
    if (!element.open) element.showModal();
    document.documentElement.classList.add('scroll-locked');
    input.current?.focus();
  }, [openRequests]);

  /** after the dialog is closed, however that happened: the term is cleared and focus goes back */
  const closed = useCallback(() => {
    setClosing(false);
    setActive(0);
    run('');
    document.documentElement.classList.remove('scroll-locked');
    onClose();
  }, [run, onClose]);

  const close = useCallback(() => {
    if (!dialog.current?.open || closeTimer.current !== null) return;
    setClosing(true);
    const instant = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    closeTimer.current = window.setTimeout(() => {
      closeTimer.current = null;
      dialog.current?.close();
    }, instant ? 0 : CLOSE_MS);
  }, []);

  const choose = (item: SearchResultItem) => {
    router.push(item.href);
    close();
  };

  useEffect(() => {
    const item = items[active];
    if (item) document.getElementById(optionId(item))?.scrollIntoView({ block: 'nearest' });
  }, [active, items]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!items.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + items.length) % items.length);
    } else if (event.key === 'Enter' && items[active]) {
      event.preventDefault();
      choose(items[active]);
    }
  };

  const hasTerm = term.trim() !== '';
  return (
    <dialog
      ref={dialog}
      className="search-palette"
      data-closing={closing || undefined}
      aria-labelledby="search-palette-title"
      onCancel={(event) => {
        // Escape: leave with the closing animation
        event.preventDefault();
        close();
      }}
      onClose={closed}
      onClick={(event) => event.target === dialog.current && close()}
    >
      <div className="search-palette__panel">
        <h2 id="search-palette-title" className="visually-hidden">
          {t('search.title')}
        </h2>
        <div className="search-palette__head">
          <label className="visually-hidden" htmlFor="search-palette-input">
            {t('search.label')}
          </label>
          <input
            ref={input}
            id="search-palette-input"
            className="search-palette__input"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={items.length > 0}
            aria-controls="search-palette-results"
            aria-activedescendant={items[active] ? optionId(items[active]) : undefined}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('search.placeholder')}
            value={term}
            onChange={(event) => {
              setActive(0);
              run(event.target.value);
            }}
            onKeyDown={onKeyDown}
          />
          {status === 'loading' ? <span className="spinner" role="status" aria-label={t('search.loading')} /> : null}
          <button type="button" className="search-palette__close" aria-label={t('search.close')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="search-palette__body">
          <div aria-live="polite">
            {!hasTerm ? <p className="search-palette__note">{t('search.prompt')}</p> : null}
            {hasTerm && status === 'failed' ? <p className="search-palette__note">{t('search.failed')}</p> : null}
            {hasTerm && status === 'done' && items.length === 0 ? (
              <div className="search-palette__note">
                <p className="search-palette__empty-title">{t('search.noResults.title')}</p>
                <p>{t('search.noResults.text', { term })}</p>
              </div>
            ) : null}
          </div>
          <div id="search-palette-results" role="listbox" aria-label={t('search.title')} className="search-palette__results" hidden={!items.length}>
            {groups.map((group) => (
              <div key={group.type} role="group" aria-labelledby={`search-group-${group.type}`} className="search-palette__group">
                <div id={`search-group-${group.type}`} className="search-palette__group-label">
                  {group.label}
                </div>
                {group.items.map((item) => {
                  const index = items.indexOf(item);
                  return (
                    <a
                      key={item.id}
                      id={optionId(item)}
                      role="option"
                      aria-selected={index === active}
                      tabIndex={-1}
                      className="search-palette__hit"
                      href={item.href}
                      onMouseMove={() => index !== active && setActive(index)}
                      onClick={(event) => {
                        event.preventDefault();
                        choose(item);
                      }}
                    >
                      {/* escaped text with <mark> around the matched words (lib/search/mapping) */}
                      <span className="search-palette__hit-name" dangerouslySetInnerHTML={{ __html: item.nameHtml }} />
                      {item.category !== group.label ? <span className="search-palette__hit-category">{item.category}</span> : null}
                    </a>
                  );
                })}
              </div>
            ))}
          </div>
          {resultsPath && hasTerm && items.length ? (
            <a className="search-palette__all" href={`${resultsPath}?q=${encodeURIComponent(term.trim())}`} onClick={close}>
              {t('search.showAll')}
            </a>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}
