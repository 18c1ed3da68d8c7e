'use client';
import { usePathname } from 'next/navigation';
import { useRef, useState } from 'react';
import { flagRegion, localeNames, locales, type Locale } from '@/i18n/routing';
import { Flag } from '../../ui/Flag';
import { useDismiss } from '../../ui/useDismiss';

/**
 * Language switch. Each choice goes through `/api/language/`, which remembers the choice in the
 * `langkey` cookie and answers with the current page's address in the chosen language.
 */
export function LanguageSwitch({ locale, label }: { locale: Locale; label: string }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const code = locale.toUpperCase();

  useDismiss(open, () => setOpen(false), ref);

  return (
    <div className="language-switch" ref={ref}>
      <button
        type="button"
        className="language-switch__toggle"
        aria-expanded={open}
        aria-controls="language-list"
        // the name starts with the code the button shows, so voice control users can say what they see (WCAG 2.5.3)
        aria-label={`${code} – ${label}: ${localeNames[locale]}`}
        onClick={() => setOpen((value) => !value)}
      >
        <Flag region={flagRegion(locale)} />
        {code}
      </button>
      <ul id="language-list" className="language-switch__list" hidden={!open}>
        {locales.map((target) => (
          <li key={target}>
            <a
              href={`/api/language/?to=${target}&from=${encodeURIComponent(pathname)}`}
              hrefLang={target}
              lang={target}
              aria-current={target === locale ? 'true' : undefined}
              className="language-switch__option"
              rel="nofollow"
            >
              <Flag region={flagRegion(target)} />
              {localeNames[target]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
