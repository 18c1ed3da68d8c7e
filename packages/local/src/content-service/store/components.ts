import { randomUUID } from 'node:crypto';
import type { Component, ComponentGroup } from '../types.js';
import { BLANK, RecordNotFound, TAKEN, Unprocessable } from './errors.js';
import type { SpaceState } from './space.js';

/** Components and component groups: the Management API's writes (a space starts without any). */
export class ComponentRecords {
  components: Component[] = [];
  componentGroups: ComponentGroup[] = [];

  constructor(private readonly space: SpaceState) {}

  reset(): void {
    this.components = [];
    this.componentGroups = [];
  }

  createGroup(change: { name?: string; parent_id?: number | null }): ComponentGroup {
    const group: ComponentGroup = { id: 0, uuid: randomUUID(), name: change.name ?? '', parent_id: change.parent_id ?? null, parent_uuid: null };
    this.checkGroup(group, null);
    group.id = this.space.nextId();
    this.componentGroups.push(group);
    return group;
  }

  updateGroup(id: number, change: { name?: string; parent_id?: number | null }): ComponentGroup {
    const group = this.componentGroups.find((g) => g.id === id);
    if (!group) throw new RecordNotFound();
    const next = { ...group, ...(change.name !== undefined && { name: change.name }), ...(change.parent_id !== undefined && { parent_id: change.parent_id }) };
    this.checkGroup(next, group);
    return Object.assign(group, next);
  }

  private checkGroup(group: ComponentGroup, existing: ComponentGroup | null): void {
    if (!group.name) throw new Unprocessable({ name: BLANK });
    const parent = group.parent_id ? this.componentGroups.find((g) => g.id === group.parent_id) : undefined;
    if (group.parent_id && !parent) throw new Unprocessable({ parent_id: ['must be a component group'] });
    const siblings = this.componentGroups.filter((g) => g !== existing && g.parent_id === group.parent_id);
    if (siblings.some((g) => g.name === group.name)) throw new Unprocessable({ name: TAKEN });
    group.parent_uuid = parent?.uuid ?? null;
  }

  /** Creates a component with the keys it is given (its schema is not checked, as Storyblok does not). */
  create(fields: Record<string, unknown>, now: Date): Component {
    const time = now.toISOString();
    const component: Component = { is_root: false, is_nestable: true, schema: {}, ...fields, id: 0, name: String(fields.name ?? ''), created_at: time, updated_at: time };
    this.check(component, null);
    component.id = this.space.nextId();
    this.components.push(component);
    return component;
  }

  update(id: number, fields: Record<string, unknown>, now: Date): Component {
    const component = this.components.find((c) => c.id === id);
    if (!component) throw new RecordNotFound();
    const next: Component = { ...component, ...fields, id, name: String(fields.name ?? component.name), created_at: component.created_at, updated_at: now.toISOString() };
    this.check(next, component);
    return Object.assign(component, next);
  }

  private check(component: Component, existing: Component | null): void {
    if (!component.name) throw new Unprocessable({ name: BLANK });
    if (this.components.some((c) => c !== existing && c.name === component.name)) throw new Unprocessable({ name: TAKEN });
    const group = component.component_group_uuid;
    if (group && !this.componentGroups.some((g) => g.uuid === group)) throw new Unprocessable({ component_group_uuid: ['must be a component group'] });
  }
}
