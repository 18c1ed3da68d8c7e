'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { fill } from '@/i18n/fill';
import type { SearchProps } from './props';
import { useSearch } from './useSearch';

/** hits the results page asks for */
const RESULT_HITS = 200;

/**
 * The results page: the term from the address (`?q=`), all hits grouped as in the palette.
 * `attributes`: the editor's marker of the block that shows it (none for visitors).
 */
export function SearchResults({ texts, attributes, ...search }: SearchProps & { attributes?: Record<string, string> }) {
  const query = useSearchParams().get('q') ?? '';
  const pathname = usePathname();
  const { term, groups, status, run } = useSearch(search, RESULT_HITS);
  useEffect(() => run(query), [query, run]);
  const count = groups.reduce((total, group) => total + group.items.length, 0);

  return (
    <div className="search-results container section" {...attributes}>
      <form role="search" className="search-results__form" action={pathname} method="get">
        <label htmlFor="search-results-input">{texts['search.label']}</label>
        <div className="search-results__row">
          <input id="search-results-input" key={query} name="q" type="search" defaultValue={query} placeholder={texts['search.placeholder']} />
          <button type="submit" className="button button--primary">
            {texts['search.submit']}
          </button>
        </div>
      </form>
      <div aria-live="polite" className="search-results__status">
        {status === 'loading' ? <span className="spinner" role="status" aria-label={texts['search.loading']} /> : null}
        {status === 'done' && count > 0 ? <p>{fill(texts['search.resultsFor'], { n: count, term })}</p> : null}
        {status === 'done' && count === 0 ? (
          <>
            <p className="search-results__empty-title">{texts['search.noResults.title']}</p>
            <p>{fill(texts['search.noResults.text'], { term })}</p>
          </>
        ) : null}
        {status === 'failed' ? <p>{texts['search.failed']}</p> : null}
        {status === 'idle' ? <p>{texts['search.prompt']}</p> : null}
      </div>
      {groups.map((group) => (
        <section key={group.type} aria-labelledby={`results-${group.type}`} className="search-results__group">
          <h2 id={`results-${group.type}`}>{group.label}</h2>
          <ul className="search-results__list">
            {group.items.map((item) => (
              <li key={item.id} className="search-result">
                <a className="search-result__name" href={item.href} dangerouslySetInnerHTML={{ __html: item.nameHtml }} />
                {item.category !== group.label ? <span className="search-result__category">{item.category}</span> : null}
                {item.excerptHtml ? <p className="search-result__excerpt" dangerouslySetInnerHTML={{ __html: item.excerptHtml }} /> : null}
                {item.websiteLink ? (
                  <a className="search-result__document" href={item.websiteLink} target="_blank" rel="noopener">
                    {texts['search.openDocument']}
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
