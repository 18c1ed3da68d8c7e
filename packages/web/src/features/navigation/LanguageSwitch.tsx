'use client';
import { usePathname } from 'next/navigation';
import { useRef, useState } from 'react';
import { flagRegion, localeNames, locales, type Locale } from '@/i18n/routing';
import { Flag } from '../../ui/Flag';
import { useDismiss } from '../../ui/useDismiss';

/**
 * The languages the shown page is in, read from its hreflang alternates (`<link rel="alternate" hreflang>`,
 * the page's metadata: exactly its languages); null where the page has none (a 404, a tool), which offers every language.
 */
export function pageLanguages(doc: Pick<Document, 'querySelectorAll'>): Set<string> | null {
  const found = [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => link.getAttribute('hreflang') ?? '').filter((l) => l !== 'x-default');
  return found.length ? new Set(found) : null;
}

/**
 * Language switch. Each choice goes through `/api/language/`, which remembers the choice in the
 * `langkey` cookie and answers with the current page's address in the chosen language. A language the
 * page is not in is shown, not linked, and marked unavailable. A results page's search term goes along.
 */
export function LanguageSwitch({ locale, label, unavailable }: { locale: Locale; label: string; unavailable: string }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [available, setAvailable] = useState<Set<string> | null>(null);
  /** a results page's search term, kept across the change of language */
  const [term, setTerm] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const code = locale.toUpperCase();

  useDismiss(open, () => {
    // Escape from inside the list: focus goes back to the toggle, not to the page's start
    if (ref.current?.querySelector('#language-list')?.contains(document.activeElement)) ref.current.querySelector<HTMLElement>('.language-switch__toggle')?.focus();
    setOpen(false);
  }, ref);

  return (
    <div
      className="language-switch"
      ref={ref}
      // the list closes when focus leaves the switch (Tab past its last language)
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setOpen(false)}
    >
      <button
        type="button"
        className="language-switch__toggle"
        aria-expanded={open}
        aria-controls="language-list"
        // the name starts with the code the button shows, so voice control users can say what they see (WCAG 2.5.3)
        aria-label={`${code} – ${label}: ${localeNames[locale]}`}
        onClick={() => {
          // read as the list opens: a navigation on the client changes the page's alternates
          if (!open) {
            setAvailable(pageLanguages(document));
            setTerm(new URLSearchParams(window.location.search).get('q'));
          }
          setOpen(!open);
        }}
      >
        <Flag region={flagRegion(locale)} />
        {code}
      </button>
      <ul id="language-list" className="language-switch__list" hidden={!open}>
        {locales.map((target) => (
          <li key={target}>
            {available && !available.has(target) && target !== locale ? (
              <span className="language-switch__option language-switch__option--unavailable" lang={target} aria-disabled="true">
                <Flag region={flagRegion(target)} />
                {localeNames[target]}
                <span className="language-switch__note">{unavailable}</span>
              </span>
            ) : (
            <a
              href={`/api/language/?to=${target}&from=${encodeURIComponent(pathname)}${term ? `&q=${encodeURIComponent(term)}` : ''}`}
              hrefLang={target}
              lang={target}
              aria-current={target === locale ? 'true' : undefined}
              className="language-switch__option"
              rel="nofollow"
            >
              <Flag region={flagRegion(target)} />
              {localeNames[target]}
            </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
