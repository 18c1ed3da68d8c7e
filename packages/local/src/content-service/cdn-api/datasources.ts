import { type CdnAnswer, type CdnContext, DEFAULT_PER_PAGE, NotFound, positiveInt, versionOf } from './request.js';

/** `GET /v2/cdn/datasource_entries`: one datasource's entries (`datasource`), or every one's, in a dimension. */
export function datasourceEntries(context: CdnContext, params: URLSearchParams): CdnAnswer {
  const { store } = context;
  versionOf(context, params);
  const page = positiveInt(params, 'page', 1);
  const perPage = Math.min(positiveInt(params, 'per_page', DEFAULT_PER_PAGE), 1000);
  const slug = params.get('datasource');
  const dimension = params.get('dimension');
  const sources = slug ? [store.datasource(slug)] : store.datasources;
  if (sources.some((s) => !s)) throw new NotFound();
  const entries = sources.flatMap((source) =>
    source!.entries.map((e) => ({
      id: e.id,
      name: e.name,
      value: e.value,
      dimension_value: dimension ? (e.dimensions?.[dimension] ?? null) : null,
    })),
  );
  return {
    headers: { total: String(entries.length), 'per-page': String(perPage) },
    body: { datasource_entries: entries.slice((page - 1) * perPage, page * perPage) },
  };
}
