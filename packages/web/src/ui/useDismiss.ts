'use client';
import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Listens on `target` (the document) for what dismisses an open popup: Escape, and, when `inside`
 * is given, a click anywhere but in the element it returns. Returns the removal of the listeners.
 */
export function listenForDismiss(target: EventTarget, onDismiss: () => void, inside?: () => Node | null): () => void {
  const onKey = (event: Event) => {
    if ((event as KeyboardEvent).key === 'Escape') onDismiss();
  };
  const onClick = (event: Event) => {
    if (!inside?.()?.contains(event.target as Node)) onDismiss();
  };
  target.addEventListener('keydown', onKey);
  if (inside) target.addEventListener('click', onClick);
  return () => {
    target.removeEventListener('keydown', onKey);
    target.removeEventListener('click', onClick);
  };
}

/** While `open`, Escape calls `onDismiss`; so does a click outside the `inside` element when one is given. */
export function useDismiss(open: boolean, onDismiss: () => void, inside?: RefObject<HTMLElement | null>): void {
  const dismiss = useEffectEvent(onDismiss);
  useEffect(() => {
    if (!open) return;
    return listenForDismiss(document, () => dismiss(), inside && (() => inside.current));
  }, [open, inside]);
}
