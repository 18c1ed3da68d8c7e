/**
 * Components compared the way they mean, not the way they are spelled: the space answers with
 * keys of its own (ids, timestamps) and with defaults the model leaves out (`translatable: false`,
 * `description: ""`), in any key order.
 */
import { isDeepStrictEqual } from 'node:util';
import type { ComponentSchema } from '../model';

/** The component attributes the model holds, in the order its files list them. */
const COMPONENT_KEYS = ['name', 'display_name', 'description', 'is_root', 'is_nestable', 'component_group_uuid', 'preview_field', 'schema'] as const;

/** Field attributes in the order a new field's keys are written (the rest follow alphabetically). */
const FIELD_KEY_ORDER = [
  'type',
  'pos',
  'display_name',
  'description',
  'translatable',
  'required',
  'default_value',
  'restrict_type',
  'restrict_components',
  'component_whitelist',
  'component_group_whitelist',
  'minimum',
  'maximum',
  'source',
  'datasource_slug',
  'filter_content_type',
  'options',
  'filetypes',
  'email_link_type',
  'asset_link_type',
  'show_anchor',
  'disable_time',
];

type Json = Record<string, unknown>;

/** Values Storyblok treats as unset: a field without `required` is not required. */
const isUnset = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  value === false ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0);

/** Drops unset values at every depth (object keys only; array items stay). */
function withoutUnset(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUnset);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .map(([key, child]) => [key, withoutUnset(child)] as const)
      .filter(([, child]) => !isUnset(child)),
  );
}

/** A field as compared: unset values and the id a space may give a field of its own left out. */
function comparableField(field: unknown): Json {
  const rest = { ...((field ?? {}) as Json) };
  delete rest.id;
  return withoutUnset(rest) as Json;
}

export type ComponentDifference =
  | { kind: 'attribute'; key: string; repo: unknown; space: unknown }
  | { kind: 'field only in repo'; field: string; type: string }
  | { kind: 'field only in space'; field: string; type: string }
  | { kind: 'field changed'; field: string; changes: { key: string; repo: unknown; space: unknown }[] };

/**
 * How a space's component differs from the repository's (both with the same group uuids). The
 * attributes compared are the model's and any other key the repository's file has.
 */
export function componentDifferences(repo: Json, space: Json): ComponentDifference[] {
  const differences: ComponentDifference[] = [];
  const keys = [...new Set<string>([...COMPONENT_KEYS, ...Object.keys(repo)])].filter((key) => key !== 'schema');
  for (const key of keys) {
    const [a, b] = [withoutUnset(repo[key]), withoutUnset(space[key])];
    if (!isDeepStrictEqual(isUnset(a) ? undefined : a, isUnset(b) ? undefined : b)) differences.push({ kind: 'attribute', key, repo: repo[key], space: space[key] });
  }
  const repoSchema = (repo.schema ?? {}) as Json;
  const spaceSchema = (space.schema ?? {}) as Json;
  for (const [field, definition] of Object.entries(repoSchema)) {
    if (!(field in spaceSchema)) {
      differences.push({ kind: 'field only in repo', field, type: String((definition as Json).type) });
      continue;
    }
    const [a, b] = [comparableField(definition), comparableField(spaceSchema[field])];
    const changes = [...new Set([...Object.keys(a), ...Object.keys(b)])]
      .filter((key) => !isDeepStrictEqual(a[key], b[key]))
      .map((key) => ({ key, repo: a[key], space: b[key] }));
    if (changes.length) differences.push({ kind: 'field changed', field, changes });
  }
  for (const [field, definition] of Object.entries(spaceSchema)) {
    if (!(field in repoSchema)) differences.push({ kind: 'field only in space', field, type: String((definition as Json).type) });
  }
  return differences;
}

const show = (value: unknown) => (value === undefined ? '(unset)' : JSON.stringify(value));

/** One difference in words, as a change from one side to the other. */
export function describeDifference(difference: ComponentDifference, from: 'repo' | 'space'): string {
  const [before, after] = from === 'repo' ? (['repo', 'space'] as const) : (['space', 'repo'] as const);
  switch (difference.kind) {
    case 'attribute':
      return `${difference.key}: ${show(difference[before])} → ${show(difference[after])}`;
    case 'field only in repo':
      return `field ${difference.field} (${difference.type}) ${from === 'repo' ? 'removed' : 'added'}`;
    case 'field only in space':
      return `field ${difference.field} (${difference.type}) ${from === 'repo' ? 'added' : 'removed'}`;
    case 'field changed':
      return `field ${difference.field}: ${difference.changes.map((change) => `${change.key} ${show(change[before])} → ${show(change[after])}`).join(', ')}`;
  }
}

/** A model component with the space's group uuids (the component's group and `component_group_whitelist`s). */
export function mapGroupUuids<T extends Json>(component: T, uuidOf: (uuid: string) => string | undefined): T {
  const map = (uuid: unknown) => (typeof uuid === 'string' ? (uuidOf(uuid) ?? uuid) : uuid);
  const schema = Object.fromEntries(
    Object.entries((component.schema ?? {}) as Json).map(([name, field]) => {
      const definition = field as Json;
      return [
        name,
        Array.isArray(definition.component_group_whitelist)
          ? { ...definition, component_group_whitelist: definition.component_group_whitelist.map(map) }
          : definition,
      ];
    }),
  );
  return { ...component, component_group_uuid: map(component.component_group_uuid) ?? null, schema };
}

/** Group uuid translation by group name, from one side's groups to the other's. */
export function groupUuidMap(from: { uuid: string; name: string }[], to: { uuid: string; name: string }[]): Map<string, string> {
  const byName = new Map(to.map((group) => [group.name, group.uuid]));
  const map = new Map<string, string>();
  for (const group of from) {
    const uuid = byName.get(group.name);
    if (uuid) map.set(group.uuid, uuid);
  }
  return map;
}

/** `keys` in `order` first, the rest alphabetically. */
function ordered(keys: string[], order: readonly string[]): string[] {
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return [...keys].sort((a, b) => rank(a) - rank(b) || (rank(a) === order.length ? a.localeCompare(b) : 0));
}

/** What a model file must hold even when the space leaves it unset. */
const REQUIRED_DEFAULTS: Json = { is_root: false, is_nestable: false, component_group_uuid: null };

/** Whether and how a pulled file holds an attribute; an unset value the file spells its own way stays (no churn). */
function pick(key: string, space: Json, file: Json): [boolean, unknown] {
  if (!isUnset(space[key])) return [true, space[key]];
  if (key in file && isUnset(file[key])) return [true, file[key]];
  if (key in REQUIRED_DEFAULTS) return [true, REQUIRED_DEFAULTS[key]];
  if (key === 'display_name') return [true, space.name];
  return [false, undefined];
}

/**
 * The space's component as a model file holds it: only the model's attributes, group uuids as in
 * groups.json, keys in the order of the repository's file (a new component: the model's usual
 * order), fields in the file's order with new ones after them by position.
 */
export function pulledComponent(space: Json, file: ComponentSchema | undefined): Json {
  const fileJson = (file ?? {}) as Json;
  const keys = ordered([...new Set([...Object.keys(fileJson), ...COMPONENT_KEYS])], Object.keys(fileJson).length ? Object.keys(fileJson) : COMPONENT_KEYS);
  const result: Json = {};
  for (const key of keys) {
    if (key === 'schema') continue;
    const [keep, value] = pick(key, space, fileJson);
    if (keep) result[key] = value;
  }
  const fileSchema = (fileJson.schema ?? {}) as Json;
  const spaceSchema = (space.schema ?? {}) as Record<string, Json>;
  const fieldNames = [
    ...Object.keys(fileSchema).filter((name) => name in spaceSchema),
    ...Object.keys(spaceSchema)
      .filter((name) => !(name in fileSchema))
      .sort((a, b) => Number(spaceSchema[a]?.pos ?? 0) - Number(spaceSchema[b]?.pos ?? 0)),
  ];
  const schema: Json = {};
  for (const name of fieldNames) {
    const fileField = (fileSchema[name] ?? {}) as Json;
    const spaceField = comparableField(spaceSchema[name]);
    const fieldKeys = ordered([...new Set([...Object.keys(fileField), ...Object.keys(spaceField)])], [...Object.keys(fileField), ...FIELD_KEY_ORDER]);
    const field: Json = {};
    for (const key of fieldKeys) {
      if (key in spaceField) field[key] = spaceField[key];
      else if (key in fileField && isUnset(fileField[key])) field[key] = fileField[key];
    }
    schema[name] = field;
  }
  // `schema` where the file has it (the model's order puts it last)
  const ordering = keys.filter((key) => key in result || key === 'schema');
  return Object.fromEntries(ordering.map((key) => [key, key === 'schema' ? schema : result[key]]));
}
