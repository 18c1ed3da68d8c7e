'use client';
import { translate } from '@/i18n/client-texts';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { PaletteProps } from './SearchPalette';
import type { SearchProps } from './props';

const loadPalette = () => import('./SearchPalette').then((module) => module.SearchPalette);

/** The header's search button. The palette's code loads on first use (or when the pointer comes near). */
export function SearchButton(props: SearchProps) {
  const [Palette, setPalette] = useState<ComponentType<PaletteProps> | null>(null);
  // each request to open counts, so that opening right after a close is never merged away with it
  const [openRequests, setOpenRequests] = useState(0);
  const button = useRef<HTMLButtonElement>(null);

  const openPalette = useCallback(async () => {
    const component = await loadPalette();
    setPalette(() => component);
    setOpenRequests((count) => count + 1);
  }, []);

  useEffect(() => {
    // Ctrl/Cmd+K opens search, as on many sites
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        void openPalette();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [openPalette]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="search-button"
        aria-haspopup="dialog"
        aria-label={translate(props.texts)('search.open')}
        onPointerEnter={() => void loadPalette()}
        onClick={() => void openPalette()}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {Palette && (
        <Palette
          {...props}
          openRequests={openRequests}
          onClose={() => button.current?.focus()}
        />
      )}
    </>
  );
}
