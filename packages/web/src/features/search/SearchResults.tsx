'use client';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, type MouseEvent } from 'react';
import { translate } from '@/i18n/client-texts';
import { isSearchType, SEARCH_TYPES, type SearchResultItem, type SearchType } from '@/features/search/types';
import type { SearchProps } from './props';
import { RESULTS_PAGE_SEARCH } from './query';
import { useSearch, type ServedSearch } from './useSearch';

/** Documents without a picture of their own */
const DOCUMENT_TYPES: readonly SearchType[] = ['manual', 'info-center-document'];

/** A hit's picture (a product's render, a manual's product, a news item's picture); a document without one shows a file. */
function ResultThumbnail({ item }: { item: SearchResultItem }) {
  if (item.thumbnail) return <img className="search-result__thumbnail" src={item.thumbnail} alt="" width={96} height={72} loading="lazy" decoding="async" />;
  if (!DOCUMENT_TYPES.includes(item.component)) return null;
  return (
    <svg className="search-result__thumbnail search-result__thumbnail--file" viewBox="0 0 96 72" aria-hidden="true" focusable="false">
      <path d="M38 14h14l8 8v36H38z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M52 14v8h8M43 34h12M43 40h12M43 46h8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The results page: the term (`?q=`) and an optional content type (`&type=`) from the address; a
 * filter by type with each type's hit count (from the index's facet counts); the hits grouped by type,
 * the group of the best hit first (a product named in the query before pages that mention it), each hit
 * with its picture where it has one. `attributes`: the editor's marker of the block that shows it (none for visitors);
 * `served`: the answer the server rendered the page with, for the address's term.
 */
export function SearchResults({ texts, attributes, served, ...search }: SearchProps & { attributes?: Record<string, string>; served?: ServedSearch | null }) {
  const t = translate(texts);
  const params = useSearchParams();
  const query = params.get('q') ?? '';
  const requestedType = params.get('type');
  const type = isSearchType(requestedType) ? requestedType : undefined;
  const pathname = usePathname();
  const { hitsPerPage, ...options } = RESULTS_PAGE_SEARCH;
  const { term, groups, total, typeCounts, status, run } = useSearch(search, hitsPerPage, { ...options, served });
  useEffect(() => run(query, type), [query, type, run]);
  const allTypes = SEARCH_TYPES.reduce((sum, t) => sum + (typeCounts[t] ?? 0), 0);
  // the filter lists the types in the order their groups follow (the best hit's first), then the others
  const chipTypes = [...new Set([...groups.map((group) => group.type), ...SEARCH_TYPES])];
  const typeHref = (t?: SearchType) => `${pathname}?${new URLSearchParams({ q: query, ...(t ? { type: t } : {}) })}`;
  const router = useRouter();
  // a plain click changes the address in place (the hits follow it); other clicks open the link as links do
  const filterInPlace = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.push(event.currentTarget.getAttribute('href')!, { scroll: false });
  };

  return (
    <div className="search-results container section" {...attributes}>
      <form role="search" className="search-results__form" action={pathname} method="get">
        <label htmlFor="search-results-input">{t('search.label')}</label>
        <div className="search-results__row">
          <input id="search-results-input" key={query} name="q" type="search" defaultValue={query} placeholder={t('search.placeholder')} />
          {type ? <input type="hidden" name="type" value={type} /> : null}
          <button type="submit" className="button button--primary">
            {t('search.submit')}
          </button>
        </div>
      </form>
      {status === 'done' && allTypes > 0 ? (
        <nav aria-label={t('search.filterByType')}>
          <ul className="search-results__types">
            <li>
              <a className="chip" href={typeHref()} aria-current={type ? undefined : 'true'} onClick={filterInPlace}>
                {t('search.allTypes')} <span className="chip__count">{allTypes}</span>
              </a>
            </li>
            {chipTypes.filter((t) => typeCounts[t]).map((t) => (
              <li key={t}>
                <a className="chip" href={typeHref(t)} aria-current={t === type ? 'true' : undefined} onClick={filterInPlace}>
                  {search.labels.types[t]} <span className="chip__count">{typeCounts[t]}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div aria-live="polite" className="search-results__status">
        {status === 'loading' ? <span className="spinner" role="status" aria-label={t('search.loading')} /> : null}
        {status === 'done' && total > 0 ? (
          <p>{t('search.resultsFor', { n: total, term })}</p>
        ) : null}
        {status === 'done' && total === 0 ? (
          <>
            <p className="search-results__empty-title">{t('search.noResults.title')}</p>
            <p>{t('search.noResults.text', { term })}</p>
          </>
        ) : null}
        {status === 'failed' ? <p>{t('search.failed')}</p> : null}
        {status === 'idle' ? <p>{t('search.prompt')}</p> : null}
      </div>
      {groups.map((group) => (
        <section key={group.type} aria-labelledby={`results-${group.type}`} className="search-results__group">
          <h2 id={`results-${group.type}`}>{group.label}</h2>
          <ul className="search-results__list">
            {group.items.map((item) => (
              <li key={item.id} className="search-result">
                <ResultThumbnail item={item} />
                <a className="search-result__name" href={item.href} dangerouslySetInnerHTML={{ __html: item.nameHtml }} />
                {item.category !== group.label ? <span className="search-result__category">{item.category}</span> : null}
                {item.excerptHtml ? <p className="search-result__excerpt" dangerouslySetInnerHTML={{ __html: item.excerptHtml }} /> : null}
                {item.websiteLink ? (
                  <a className="search-result__document" href={item.websiteLink} target="_blank" rel="noopener">
                    {t('search.openDocument')}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
