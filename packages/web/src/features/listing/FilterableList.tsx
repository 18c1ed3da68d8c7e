'use client';
import { ContentImage } from '@/ui/ContentImage';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { translate, type ClientTexts } from '@/i18n/client-texts';
import type { MessageKey } from '@/i18n/messages';
import type { ListItem, ListPage } from '@/features/listing/listing';
import { fetchSiteApi } from '@/lib/site-api';

export interface ListFilter {
  name: string;
  label: string;
  options: { value: string; label: string }[];
}

/** a list's texts: search, filters, counts, states; `docs.download` names the link to an entry's file */
export type ListTextKey = Extract<MessageKey, `list.${string}`> | 'docs.download';

interface Query {
  q: string;
  filters: Record<string, string>;
}

/** a load that failed: what it asked for */
interface Failure {
  query: Query;
  page: number;
}

const toSearch = (query: Query, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams(extra);
  if (query.q) params.set('q', query.q);
  for (const [name, value] of Object.entries(query.filters)) if (value) params.set(name, value);
  return params;
};

/**
 * A listing with optional text search and select filters, "load more" and the "n of total" line.
 * The filters live in the address bar, so a filtered view can be shared; the first page comes rendered from the server.
 */
export function FilterableList({
  endpoint,
  initial,
  searchable,
  filters,
  texts,
}: {
  endpoint: string;
  initial: ListPage;
  searchable: boolean;
  filters: ListFilter[];
  texts: ClientTexts<ListTextKey>;
}) {
  const t = translate(texts);
  const { locale } = texts;
  const [query, setQuery] = useState<Query>({ q: '', filters: {} });
  const [items, setItems] = useState<ListItem[]>(initial.items);
  const [total, setTotal] = useState(initial.total);
  const [page, setPage] = useState(initial.page);
  const [loading, setLoading] = useState(false);
  /** the load that failed, for its retry */
  const [failed, setFailed] = useState<Failure | null>(null);
  const latest = useRef(0);
  const status = useRef<HTMLParagraphElement>(null);
  const loadMoreButton = useRef<HTMLButtonElement>(null);
  const cardList = useRef<HTMLUListElement>(null);
  /** the card whose link gets the focus once more cards have arrived */
  const focusCard = useRef<number | null>(null);

  async function load(next: Query, nextPage: number) {
    const request = ++latest.current;
    setLoading(true);
    setFailed(null);
    try {
      const response = await fetchSiteApi(`${endpoint}?${toSearch(next, { locale, page: String(nextPage) })}`);
      const data = (await response.json()) as ListPage;
      if (request !== latest.current) return; // a newer request answers for the view
      if (nextPage > 1) focusCard.current = items.length;
      setItems((current) => (nextPage === 1 ? data.items : [...current, ...data.items]));
      setTotal(data.total);
      setPage(data.page);
    } catch {
      if (request === latest.current) setFailed({ query: next, page: nextPage });
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }

  // more cards: the focus goes to the first new one (the "load more" button may be gone with the last page)
  useEffect(() => {
    if (focusCard.current === null) return;
    cardList.current?.querySelectorAll<HTMLElement>('.card__title a')[focusCard.current]?.focus();
    focusCard.current = null;
  }, [items]);

  function retry(failure: Failure) {
    // the retry button leaves with its message: the focus goes where the load began, "load more" or the status line (which tells how it went)
    (failure.page > 1 ? loadMoreButton : status).current?.focus();
    void load(failure.query, failure.page);
  }

  function apply(next: Query) {
    setQuery(next);
    const search = toSearch(next).toString();
    window.history.replaceState(null, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
    void load(next, 1);
  }

  // a shared address with filters: apply them once mounted
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const fromUrl: Query = {
      q: params.get('q') ?? '',
      filters: Object.fromEntries(filters.map((f) => [f.name, params.get(f.name) ?? ''] as const).filter(([, v]) => v)),
    };
    if (!fromUrl.q && !Object.keys(fromUrl.filters).length) return;
    const timer = window.setTimeout(() => apply(fromUrl), 0);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the address at mount counts
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    apply({ ...query, q: String(data.get('q') ?? '').trim() });
  };

  const filtered = !!query.q || Object.values(query.filters).some(Boolean);
  const failureNotice = failed ? (
    <p className="filterable-list__error" role="alert">
      {t('list.loadFailed')}{' '}
      <button type="button" className="link-button" onClick={() => retry(failed)}>
        {t('list.retry')}
      </button>
    </p>
  ) : null;
  // shown where the visitor acted: above the list for a new search or filter, below it for "load more"
  const failedMore = !!failed && failed.page > 1;
  return (
    <div className="filterable-list">
      <form className="filterable-list__filters" role="search" onSubmit={onSubmit}>
        {searchable ? (
          <label className="field">
            <span>{t('list.searchLabel')}</span>
            <input type="search" name="q" defaultValue={query.q} key={query.q} />
          </label>
        ) : null}
        {filters.map((filter) => (
          <label key={filter.name} className="field">
            <span>{filter.label}</span>
            <select
              name={filter.name}
              value={query.filters[filter.name] ?? ''}
              onChange={(event) => apply({ ...query, filters: { ...query.filters, [filter.name]: event.target.value } })}
            >
              <option value="">{t('list.all')}</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        {searchable ? (
          <button type="submit" className="button button--primary">
            {t('list.search')}
          </button>
        ) : null}
        {filtered ? (
          <button type="button" className="link-button" onClick={() => apply({ q: '', filters: {} })}>
            {t('list.reset')}
          </button>
        ) : null}
      </form>
      <p ref={status} className="filterable-list__status" role="status" aria-live="polite" tabIndex={-1}>
        {loading ? t('list.loading') : t('list.shown', { n: items.length, total })}
      </p>
      {failed && !failedMore ? failureNotice : items.length === 0 && !loading ? <p>{t('list.noResults')}</p> : null}
      <ul ref={cardList} className="filterable-list__items card-grid">
        {items.map((item, index) => (
          <li key={item.key} className="card">
            {/* the first card is in the first screen on every width: its picture is not left to lazy loading */}
            {item.image ? <ContentImage className="card__image" src={item.image} alt="" width={640} height={360} sizes="(max-width: 700px) 100vw, 33vw" priority={index === 0} /> : null}
            <div className="card__body">
              {item.meta.length ? <p className="card__meta">{item.meta.join(' · ')}</p> : null}
              <h2 className="card__title">
                <a href={item.href}>{item.title}</a>
              </h2>
              {item.description ? <p>{item.description}</p> : null}
              {item.file ? (
                <a
                  className="button"
                  href={item.file.href}
                  {...(item.file.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  {...(item.file.download ? { download: '' } : {})}
                >
                  {t('docs.download')}
                  {item.file.facts ? <span className="button__facts">{item.file.facts}</span> : null}
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {failedMore ? failureNotice : null}
      {items.length < total ? (
        // aria-disabled rather than disabled while loading: a disabled button would drop the focus
        <button
          ref={loadMoreButton}
          type="button"
          className="button filterable-list__more"
          aria-disabled={loading}
          onClick={() => {
            if (!loading) void load(query, page + 1);
          }}
        >
          {t('list.loadMore')}
        </button>
      ) : null}
    </div>
  );
}
