import type { Datasource as DatasourceAnswer, DatasourceEntry as EntryAnswer } from '@storyblok/management-api-client';
import { type ContentStore, type DatasourceChange, RecordNotFound, Unprocessable } from '../store.js';
import type { Datasource, DatasourceEntry } from '../types.js';
import type { Answer, Json, Routes } from './http.js';
import { flag, integer, invalid, nestedAttributes, nullableText, onlyParams, paged, text, wrapped } from './params.js';

/** A datasource entry: the generated type lacks `datasource_id`, which Storyblok's documented example carries. */
type DatasourceEntryAnswer = EntryAnswer & { datasource_id: number };

function datasourceChange(raw: Json): DatasourceChange {
  const name = text(raw, 'name');
  const slug = text(raw, 'slug');
  const dimensions = nestedAttributes(raw, 'dimensions_attributes')?.map((dimension) => {
    const id = integer(dimension, 'id');
    const dimensionName = text(dimension, 'name');
    const entryValue = text(dimension, 'entry_value');
    return {
      ...(id !== undefined && { id }),
      ...(dimensionName !== undefined && { name: dimensionName }),
      ...(entryValue !== undefined && { entry_value: entryValue }),
      ...(flag(dimension._destroy, '_destroy') && { _destroy: true }),
    };
  });
  return { ...(name !== undefined && { name }), ...(slug !== undefined && { slug }), ...(dimensions && { dimensions }) };
}

function datasourceView(store: ContentStore, datasource: Datasource): DatasourceAnswer {
  return { id: datasource.id, name: datasource.name, slug: datasource.slug, dimensions: store.dimensionsOf(datasource.id) };
}

function entryView(store: ContentStore, entry: DatasourceEntry, datasource: Datasource, dimensionId?: number): DatasourceEntryAnswer {
  const dimension = dimensionId === undefined ? undefined : store.dimensionsOf(datasource.id).find((d) => d.id === dimensionId);
  return {
    id: entry.id,
    name: entry.name,
    value: entry.value,
    dimension_value: dimension ? (entry.dimensions?.[dimension.entry_value] ?? null) : null,
    datasource_id: datasource.id,
  };
}

function datasourceEntriesList(store: ContentStore, query: URLSearchParams): Answer {
  onlyParams(query, ['page', 'per_page', 'datasource_id', 'datasource_slug', 'dimension']);
  const byId = query.get('datasource_id');
  const bySlug = query.get('datasource_slug');
  let sources = store.datasources;
  if (byId !== null) sources = sources.filter((d) => String(d.id) === byId);
  if (bySlug !== null) sources = sources.filter((d) => d.slug === bySlug);
  if ((byId !== null || bySlug !== null) && sources.length === 0) throw new RecordNotFound();
  // `dimension` is the dimension's numeric id here (the CDN API takes its entry_value instead)
  const dimension = (byId !== null || bySlug !== null) && /^\d+$/.test(query.get('dimension') ?? '') ? Number(query.get('dimension')) : undefined;
  const entries = sources.flatMap((source) => source.entries.map((entry) => entryView(store, entry, source, dimension)));
  if (bySlug !== null) return { body: { datasource_entries: entries } };
  const { items, headers } = paged(entries, query, 1000);
  return { body: { datasource_entries: items }, headers };
}

/** name/value and, with `dimension_id` (body or query), the value in that dimension */
function writeEntry(store: ContentStore, id: number, raw: Json, dimensionIdRaw: unknown): void {
  const dimensionValue = nullableText(raw, 'dimension_value');
  const dimensionId = integer({ dimension_id: dimensionIdRaw }, 'dimension_id');
  if (dimensionValue !== undefined && dimensionId === undefined) throw invalid('dimension_id', 'is required to set a dimension_value');
  const name = text(raw, 'name');
  const value = text(raw, 'value');
  store.updateEntry(
    id,
    { ...(name !== undefined && { name }), ...(value !== undefined && { value }) },
    dimensionId !== undefined && dimensionValue !== undefined ? { id: dimensionId, value: dimensionValue ?? '' } : undefined,
  );
}

/** Datasources and their entries. */
export function datasourceRoutes(store: ContentStore): Routes {
  const dimensionIdOf = (body: Json, query: URLSearchParams) => body.dimension_id ?? query.get('dimension_id') ?? undefined;
  const updateEntry: Routes[string] = ({ id, body, query }) => {
    writeEntry(store, id, wrapped(body, 'datasource_entry'), dimensionIdOf(body, query));
    return { status: 204 };
  };
  return {
    'GET datasources': ({ query }) => {
      const { items, headers } = paged(store.datasources, query, 100);
      return { body: { datasources: items.map((datasource) => datasourceView(store, datasource)) }, headers };
    },
    'POST datasources': ({ body }) => ({ status: 201, body: { datasource: datasourceView(store, store.createDatasource(datasourceChange(wrapped(body, 'datasource')))) } }),
    'GET datasources/:id': ({ id }) => {
      const datasource = store.datasourceById(id);
      if (!datasource) throw new RecordNotFound();
      return { body: { datasource: datasourceView(store, datasource) } };
    },
    'PUT datasources/:id': ({ id, body }) => ({ body: { datasource: datasourceView(store, store.updateDatasource(id, datasourceChange(wrapped(body, 'datasource')))) } }),

    'GET datasource_entries': ({ query }) => datasourceEntriesList(store, query),
    'POST datasource_entries': ({ body, query }) => {
      const raw = wrapped(body, 'datasource_entry');
      const datasourceId = integer(raw, 'datasource_id');
      if (datasourceId === undefined) throw new Unprocessable({ datasource: ['must exist'] });
      const name = text(raw, 'name');
      const value = text(raw, 'value');
      const position = integer(raw, 'position');
      const entry = store.createEntry(datasourceId, {
        ...(name !== undefined && { name }),
        ...(value !== undefined && { value }),
        ...(position !== undefined && { position }),
      });
      if (raw.dimension_value !== undefined) writeEntry(store, entry.id, { dimension_value: raw.dimension_value }, dimensionIdOf(body, query));
      return { status: 201, body: { datasource_entry: entryView(store, entry, store.datasourceById(datasourceId)!) } };
    },
    'GET datasource_entries/:id': ({ id }) => {
      const found = store.entryById(id);
      if (!found) throw new RecordNotFound();
      return { body: { datasource_entry: entryView(store, found.entry, found.datasource) } };
    },
    // PUT as documented; PATCH as Storyblok's OpenAPI (and so its client's `update`) has it
    'PUT datasource_entries/:id': updateEntry,
    'PATCH datasource_entries/:id': updateEntry,
  };
}
