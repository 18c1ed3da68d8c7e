'use client';
import { ContentImage } from '@/components/ContentImage';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ListItem, ListPage } from '@/lib/listing';

export interface ListFilter {
  name: string;
  label: string;
  options: { value: string; label: string }[];
}

export interface FilterableListLabels {
  search: string;
  searchLabel: string;
  all: string;
  loadMore: string;
  /** `{n} of {total} …` */
  shown: string;
  noResults: string;
  loading: string;
  reset: string;
  /** the link to an entry's file */
  open: string;
}

interface Query {
  q: string;
  filters: Record<string, string>;
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
  locale,
  initial,
  searchable,
  filters,
  labels,
}: {
  endpoint: string;
  locale: string;
  initial: ListPage;
  searchable: boolean;
  filters: ListFilter[];
  labels: FilterableListLabels;
}) {
  const [query, setQuery] = useState<Query>({ q: '', filters: {} });
  const [items, setItems] = useState<ListItem[]>(initial.items);
  const [total, setTotal] = useState(initial.total);
  const [page, setPage] = useState(initial.page);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  async function load(next: Query, nextPage: number) {
    const request = ++latest.current;
    setLoading(true);
    setFailed(false);
    try {
      const response = await fetch(`${endpoint}?${toSearch(next, { locale, page: String(nextPage) })}`);
      if (!response.ok) throw new Error(String(response.status));
      const data = (await response.json()) as ListPage;
      if (request !== latest.current) return; // a newer request answers for the view
      setItems((current) => (nextPage === 1 ? data.items : [...current, ...data.items]));
      setTotal(data.total);
      setPage(data.page);
    } catch {
      if (request === latest.current) setFailed(true);
    } finally {
      if (request === latest.current) setLoading(false);
    }
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
  return (
    <div className="filterable-list">
      <form className="filterable-list__filters" role="search" onSubmit={onSubmit}>
        {searchable ? (
          <label className="field">
            <span>{labels.searchLabel}</span>
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
              <option value="">{labels.all}</option>
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
            {labels.search}
          </button>
        ) : null}
        {filtered ? (
          <button type="button" className="link-button" onClick={() => apply({ q: '', filters: {} })}>
            {labels.reset}
          </button>
        ) : null}
      </form>
      <p className="filterable-list__status" role="status" aria-live="polite">
        {loading ? labels.loading : failed ? labels.noResults : labels.shown.replace('{n}', String(items.length)).replace('{total}', String(total))}
      </p>
      {items.length === 0 && !loading ? <p>{labels.noResults}</p> : null}
      <ul className="filterable-list__items card-grid">
        {items.map((item) => (
          <li key={item.key} className="card">
            {item.image ? <ContentImage className="card__image" src={item.image} alt="" width={640} height={360} sizes="(max-width: 700px) 100vw, 33vw" /> : null}
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
                  {labels.open}
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {items.length < total ? (
        <button type="button" className="button" disabled={loading} onClick={() => load(query, page + 1)}>
          {labels.loadMore}
        </button>
      ) : null}
    </div>
  );
}
