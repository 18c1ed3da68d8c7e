import type { Datasource, DatasourceEntry, Dimension } from '../types.js';
import { BLANK, RecordNotFound, TAKEN, Unprocessable } from './errors.js';
import type { SpaceState } from './space.js';

export interface DatasourceChange {
  name?: string;
  slug?: string;
  /** nested attributes, as `translated_slugs` */
  dimensions?: { id?: number; name?: string; entry_value?: string; _destroy?: boolean }[];
}

/** Datasources, their entries and dimensions: the Management API's writes. */
export class DatasourceRecords {
  private dimensionsById = new Map<number, Dimension[]>();

  constructor(private readonly space: SpaceState) {}

  /** Starts over with the space's datasources: a dimension for each code their entries have values in. */
  reset(): void {
    this.dimensionsById.clear();
    const now = new Date().toISOString();
    for (const datasource of this.space.data.datasources) {
      const codes = [...new Set(datasource.entries.flatMap((e) => Object.keys(e.dimensions ?? {})))];
      const dimensions = codes.map((code) => ({ id: this.space.nextId(), name: code, entry_value: code, datasource_id: datasource.id, created_at: now, updated_at: now }));
      this.dimensionsById.set(datasource.id, dimensions);
    }
  }

  byId(id: number): Datasource | undefined {
    return this.space.data.datasources.find((d) => d.id === id);
  }

  dimensionsOf(datasourceId: number): Dimension[] {
    return this.dimensionsById.get(datasourceId) ?? [];
  }

  create(change: DatasourceChange, now: Date): Datasource {
    const datasource: Datasource = { id: 0, name: change.name ?? '', slug: change.slug ?? '', entries: [] };
    this.check(datasource, null);
    const dimensions = this.applyDimensionChanges(datasource, [], change.dimensions ?? [], now);
    datasource.id = this.space.nextId();
    this.space.data.datasources.push(datasource);
    this.dimensionsById.set(datasource.id, dimensions.map((d) => ({ ...d, id: d.id || this.space.nextId(), datasource_id: datasource.id })));
    return datasource;
  }

  update(id: number, change: DatasourceChange, now: Date): Datasource {
    const datasource = this.byId(id);
    if (!datasource) throw new RecordNotFound();
    const next = { ...datasource, ...(change.name !== undefined && { name: change.name }), ...(change.slug !== undefined && { slug: change.slug }) };
    this.check(next, datasource);
    const dimensions = this.applyDimensionChanges(datasource, this.dimensionsOf(id), change.dimensions ?? [], now);
    datasource.name = next.name;
    datasource.slug = next.slug;
    this.dimensionsById.set(id, dimensions.map((d) => ({ ...d, id: d.id || this.space.nextId() })));
    return datasource;
  }

  private check(datasource: Datasource, existing: Datasource | null): void {
    const errors: Record<string, string[]> = {};
    const others = this.space.data.datasources.filter((d) => d !== existing);
    for (const key of ['name', 'slug'] as const) {
      if (!datasource[key]) errors[key] = BLANK;
      else if (others.some((d) => d[key] === datasource[key])) errors[key] = TAKEN;
    }
    if (Object.keys(errors).length) throw new Unprocessable(errors);
  }

  /** Dimensions as nested attributes; a renamed dimension code carries its entries' values along. */
  private applyDimensionChanges(datasource: Datasource, current: Dimension[], changes: NonNullable<DatasourceChange['dimensions']>, now: Date): Dimension[] {
    const time = now.toISOString();
    const dimensions = current.map((d) => ({ ...d }));
    const renames: [string, string][] = [];
    const removed: string[] = [];
    for (const change of changes) {
      if (change.id === undefined) {
        if (change._destroy) continue;
        dimensions.push({ id: 0, name: change.name ?? '', entry_value: change.entry_value ?? '', datasource_id: datasource.id, created_at: time, updated_at: time });
        continue;
      }
      const index = dimensions.findIndex((d) => d.id === change.id);
      const dimension = dimensions[index];
      if (!dimension) throw new RecordNotFound();
      if (change._destroy) {
        removed.push(dimension.entry_value);
        dimensions.splice(index, 1);
        continue;
      }
      if (change.entry_value !== undefined && change.entry_value !== dimension.entry_value) renames.push([dimension.entry_value, change.entry_value]);
      Object.assign(dimension, { ...(change.name !== undefined && { name: change.name }), ...(change.entry_value !== undefined && { entry_value: change.entry_value }), updated_at: time });
    }
    for (const dimension of dimensions) {
      if (!dimension.name) throw new Unprocessable({ 'dimensions.name': BLANK });
      if (!dimension.entry_value) throw new Unprocessable({ 'dimensions.entry_value': BLANK });
    }
    if (new Set(dimensions.map((d) => d.entry_value)).size < dimensions.length) throw new Unprocessable({ 'dimensions.entry_value': TAKEN });
    for (const entry of datasource.entries) {
      if (!entry.dimensions) continue;
      const values = { ...entry.dimensions };
      for (const code of removed) delete values[code];
      for (const [from, to] of renames) if (from in entry.dimensions) values[to] = entry.dimensions[from]!;
      for (const [from] of renames) if (!renames.some(([, to]) => to === from)) delete values[from];
      entry.dimensions = values;
    }
    return dimensions;
  }

  entryById(id: number): { entry: DatasourceEntry; datasource: Datasource } | undefined {
    for (const datasource of this.space.data.datasources) {
      const entry = datasource.entries.find((e) => e.id === id);
      if (entry) return { entry, datasource };
    }
    return undefined;
  }

  /** Appends an entry; `position` 1 puts it first (Storyblok's numbering starts at 1, 0 appends). */
  createEntry(datasourceId: number, change: { name?: string; value?: string; position?: number }): DatasourceEntry {
    const datasource = this.byId(datasourceId);
    if (!datasource) throw new Unprocessable({ datasource: ['must exist'] });
    const blank = { ...(change.name ? {} : { name: BLANK }), ...(change.value ? {} : { value: BLANK }) };
    if (Object.keys(blank).length) throw new Unprocessable(blank);
    const entry: DatasourceEntry = { id: this.space.nextId(), name: change.name!, value: change.value! };
    const at = change.position ? Math.min(change.position - 1, datasource.entries.length) : datasource.entries.length;
    datasource.entries.splice(at, 0, entry);
    return entry;
  }

  /** Changes an entry's name or value, or (with a dimension) its value in that dimension: blank clears it. */
  updateEntry(id: number, change: { name?: string; value?: string }, dimension?: { id: number; value: string }): DatasourceEntry {
    const found = this.entryById(id);
    if (!found) throw new RecordNotFound();
    const { entry, datasource } = found;
    for (const key of ['name', 'value'] as const) if (change[key] === '') throw new Unprocessable({ [key]: BLANK });
    const target = dimension && this.dimensionsOf(datasource.id).find((d) => d.id === dimension.id);
    if (dimension && !target) throw new Unprocessable({ dimension_id: ['is not a dimension of the datasource'] });
    if (change.name !== undefined) entry.name = change.name;
    if (change.value !== undefined) entry.value = change.value;
    if (dimension && target) {
      const values = { ...entry.dimensions };
      if (dimension.value === '') delete values[target.entry_value];
      else values[target.entry_value] = dimension.value;
      entry.dimensions = values;
    }
    return entry;
  }
}
