import type { Component as ComponentAnswer, ComponentFolder } from '@storyblok/management-api-client';
import { type ContentStore, RecordNotFound } from '../store.js';
import type { Component } from '../types.js';
import { isObject, type Json, type Routes } from './http.js';
import { flag, integer, invalid, text, wrapped } from './params.js';

function componentGroupChange(raw: Json) {
  const name = text(raw, 'name');
  const parentId = raw.parent_id === null ? null : integer(raw, 'parent_id');
  return { ...(name !== undefined && { name }), ...(parentId !== undefined && { parent_id: parentId || null }) };
}

/** A component's keys as given (the store sets id and times); its schema is Storyblok's field objects, not checked. */
function componentFields(raw: Json): Json {
  text(raw, 'name');
  if (raw.schema !== undefined && !isObject(raw.schema)) throw invalid('schema', 'must be an object');
  for (const key of ['is_root', 'is_nestable']) flag(raw[key], key);
  return raw;
}

function componentGroupView(group: ComponentFolder): ComponentFolder {
  const { id, uuid, name, parent_id, parent_uuid } = group;
  return { id, uuid, name, parent_id, parent_uuid };
}

/** A component: the keys it was given (Storyblok does not check them), with its id, times and flags. */
function componentView(component: Component): ComponentAnswer {
  const { id, name, created_at, updated_at, schema, is_root, is_nestable, ...given } = component;
  return { ...given, id, name, created_at, updated_at, schema: (schema ?? {}) as ComponentAnswer['schema'], is_root: Boolean(is_root), is_nestable: Boolean(is_nestable) };
}

function byId<T extends { id: number }>(records: T[], id: number): T {
  const record = records.find((r) => r.id === id);
  if (!record) throw new RecordNotFound();
  return record;
}

/** Components and component groups (the block library and its folders). */
export function componentRoutes(store: ContentStore): Routes {
  return {
    'GET component_groups': () => ({ body: { component_groups: store.componentGroups.map(componentGroupView) } }),
    'POST component_groups': ({ body }) => ({ status: 201, body: { component_group: componentGroupView(store.createComponentGroup(componentGroupChange(wrapped(body, 'component_group')))) } }),
    'GET component_groups/:id': ({ id }) => ({ body: { component_group: componentGroupView(byId(store.componentGroups, id)) } }),
    'PUT component_groups/:id': ({ id, body }) => ({ body: { component_group: componentGroupView(store.updateComponentGroup(id, componentGroupChange(wrapped(body, 'component_group')))) } }),

    'GET components': () => ({ body: { components: store.components.map(componentView), component_groups: store.componentGroups.map(componentGroupView) } }),
    'POST components': ({ body }) => ({ status: 201, body: { component: componentView(store.createComponent(componentFields(wrapped(body, 'component')))) } }),
    'GET components/:id': ({ id }) => ({ body: { component: componentView(byId(store.components, id)) } }),
    'PUT components/:id': ({ id, body }) => ({ body: { component: componentView(store.updateComponent(id, componentFields(wrapped(body, 'component')))) } }),
  };
}
