'use client';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { clientNavigationTarget, isToolPage, otherPageAddress } from './client-navigation';

/** the spec's payload prefetch delay: links start prefetching a second after the page has loaded */
const PREFETCH_DELAY_MS = 1000;

/**
 * Instant navigation for every link of the site, the content's rich-text links included, without
 * `next/link` in each of them: one listener turns a plain click on a page link into an App Router
 * navigation, and the links in view (or under the pointer) prefetch their page's payload. The page
 * then behaves as after a full load: at its top or its hash target, with the focus starting over at
 * the document's start (Next announces the new title to screen readers).
 */
export function ClientNavigation() {
  const router = useRouter();
  const pathname = usePathname();
  /** set by the browser's back and forward buttons: the history keeps its own scroll position then */
  const restoring = useRef(false);
  const loaded = useRef(false);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const facts = { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download'), rel: anchor.rel };
      const target = clientNavigationTarget(event, facts, new URL(location.href));
      if (!target) return;
      event.preventDefault();
      router.push(target, { scroll: false });
    };
    const onPopState = () => (restoring.current = true);
    document.addEventListener('click', onClick);
    addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick);
      removeEventListener('popstate', onPopState);
    };
  }, [router]);

  // a new page is on screen (not the first): scroll and focus as a full load would leave them, before it is painted
  useLayoutEffect(() => {
    if (!loaded.current) return;
    if (restoring.current) {
      restoring.current = false;
      return;
    }
    const hashTarget = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    // instant, as a load puts the page there (the site scrolls smoothly only within a page)
    if (hashTarget) hashTarget.scrollIntoView({ behavior: 'instant' });
    else scrollTo({ top: 0, behavior: 'instant' });
    focusStart(hashTarget ?? document.body);
  }, [pathname]);

  useEffect(() => {
    if (isToolPage(pathname)) return;
    const prefetched = new Set<string>();
    const prefetch = (anchor: Element) => {
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const url = otherPageAddress(anchor.href, new URL(location.href));
      if (!url) return;
      const address = `${url.pathname}${url.search}`;
      if (prefetched.has(address)) return;
      prefetched.add(address);
      router.prefetch(address);
    };
    const inView = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        inView.unobserve(entry.target);
        prefetch(entry.target);
      }
    });
    const onPointer = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (anchor) prefetch(anchor);
    };
    const start = setTimeout(
      () => document.querySelectorAll('a[href]').forEach((anchor) => inView.observe(anchor)),
      loaded.current ? 0 : PREFETCH_DELAY_MS,
    );
    loaded.current = true;
    document.addEventListener('pointerover', onPointer, { passive: true });
    document.addEventListener('focusin', onPointer);
    return () => {
      clearTimeout(start);
      inView.disconnect();
      document.removeEventListener('pointerover', onPointer);
      document.removeEventListener('focusin', onPointer);
    };
  }, [pathname, router]);

  return null;
}

/** Moves the sequential focus starting point to `element` (as a full load leaves it at the document's start) without showing a focus ring. */
function focusStart(element: HTMLElement) {
  const focusable = element.hasAttribute('tabindex');
  if (!focusable) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  if (!focusable) element.removeAttribute('tabindex');
}
