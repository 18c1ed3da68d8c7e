import { flagRegion, localeNames, localePath, type Locale } from '@/i18n/routing';
import { Flag } from './Flag';

export interface OfferedLanguage {
  locale: Locale;
  href: string;
}

/** The not-found page's texts, in the page's language. */
export interface NotFoundTexts {
  title: string;
  text: string;
  backHome: string;
  /** at the address of a page that is in other languages only */
  missingLanguage: { title: string; offer: string };
}

type NotFoundKey = '404.title' | '404.text' | '404.backHome' | '404.missingLanguage.title' | '404.missingLanguage.offer';

/** A language's name in another language's words, lower case where that language writes it so ("español"). */
const languageName = (of: Locale, inLocale: Locale) => new Intl.DisplayNames([inLocale], { type: 'language' }).of(of) ?? localeNames[of];

/** The texts from a translator of the page's language (the server's or the browser's). */
export function notFoundTexts(t: (key: NotFoundKey, values?: Record<string, string>) => string, locale: Locale): NotFoundTexts {
  return {
    title: t('404.title'),
    text: t('404.text'),
    backHome: t('404.backHome'),
    missingLanguage: { title: t('404.missingLanguage.title', { language: languageName(locale, locale) }), offer: t('404.missingLanguage.offer') },
  };
}

/** The site's search form, sending the term to the results page. */
export interface NotFoundSearch {
  action: string;
  label: string;
  placeholder: string;
  submit: string;
}

export interface NotFoundContentProps {
  locale: Locale;
  texts: NotFoundTexts;
  /** the languages the page at this address is in, where it is not in the address's own */
  offered: readonly OfferedLanguage[];
  search?: NotFoundSearch | null;
  /** where to go instead: the main navigation's entries (products, support, …) */
  destinations?: { heading: string; links: readonly { name: string; href: string }[] } | null;
}

/**
 * The 404 page's content in the language of the requested path: the message, the page in the languages it
 * is in (a missing translation), the site search and the main destinations. Rendered on the server with the page.
 */
export function NotFoundContent({ locale, texts, offered, search, destinations }: NotFoundContentProps) {
  const missingLanguage = offered.length > 0;
  return (
    <section className={missingLanguage ? 'not-found not-found--language container' : 'not-found container'} data-missing-language={missingLanguage ? locale : undefined}>
      <p className="not-found__code">404</p>
      <h1>{missingLanguage ? texts.missingLanguage.title : texts.title}</h1>
      <p>{missingLanguage ? texts.missingLanguage.offer : texts.text}</p>
      {missingLanguage ? (
        <ul className="not-found__languages">
          {offered.map(({ locale: other, href }) => (
            <li key={other}>
              <a className="button button--primary not-found__language" href={href} hrefLang={other} lang={other}>
                <Flag region={flagRegion(other)} />
                {localeNames[other]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {search ? (
        <form className="not-found__search" action={search.action} method="get" role="search">
          <label className="visually-hidden" htmlFor="not-found-search">
            {search.label}
          </label>
          <input id="not-found-search" type="search" name="q" placeholder={search.placeholder} enterKeyHint="search" />
          <button className="button button--primary" type="submit">
            {search.submit}
          </button>
        </form>
      ) : null}
      <a className={missingLanguage || search ? 'not-found__home' : 'button button--primary'} href={localePath(locale)}>
        {texts.backHome}
      </a>
      {destinations && destinations.links.length ? (
        <nav className="not-found__destinations" aria-label={destinations.heading}>
          <h2>{destinations.heading}</h2>
          <ul>
            {destinations.links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
