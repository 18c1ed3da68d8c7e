/** Components compared by meaning (space defaults and ids ignored), differences in words, and the space's version written back as a model file. */
import { describe, expect, it } from 'vitest';
import type { ComponentSchema } from '../../packages/cms/src/model';
import { componentDifferences, describeDifference, groupUuidMap, mapGroupUuids, pulledComponent } from '../../packages/cms/src/push/components';

const file: ComponentSchema = {
  name: 'fact',
  display_name: 'Fact',
  description: 'One key figure of a reference project.',
  is_root: false,
  is_nestable: true,
  component_group_uuid: 'repo-parts',
  preview_field: 'label',
  schema: {
    label: { type: 'text', pos: 0, description: 'What the figure is', translatable: true, required: true },
    value: { type: 'text', pos: 1, translatable: true },
    items: { type: 'bloks', pos: 2, restrict_type: 'groups', component_group_whitelist: ['repo-parts'] },
  },
};

/** The same component as a space answers with it: ids, timestamps, defaults spelled out, keys in another order. */
const fromSpace = (overrides: Record<string, unknown> = {}) => ({
  id: 42,
  created_at: '2026-11-25T10:00:00.000Z',
  real_name: 'fact',
  color: null,
  preview_field: 'label',
  component_group_uuid: 'space-parts',
  is_nestable: true,
  is_root: false,
  description: 'One key figure of a reference project.',
  display_name: 'Fact',
  name: 'fact',
  schema: {
    value: { id: 'f2', pos: 1, type: 'text', translatable: true, required: false, description: '' },
    label: { translatable: true, required: true, description: 'What the figure is', pos: 0, type: 'text' },
    items: { type: 'bloks', pos: 2, restrict_type: 'groups', component_group_whitelist: ['space-parts'], maximum: null },
  },
  ...overrides,
});

const repoToSpace = groupUuidMap([{ name: 'Parts', uuid: 'repo-parts' }], [{ name: 'Parts', uuid: 'space-parts' }]);
const spaceToRepo = groupUuidMap([{ name: 'Parts', uuid: 'space-parts' }], [{ name: 'Parts', uuid: 'repo-parts' }]);
const inSpaceTerms = mapGroupUuids(file, (uuid) => repoToSpace.get(uuid));

describe('componentDifferences', () => {
  it('finds none between a model file and the space\'s copy of it', () => {
    expect(componentDifferences(inSpaceTerms, fromSpace())).toEqual([]);
  });

  it('names each change per field and attribute', () => {
    const space = fromSpace({ display_name: 'Key figure' });
    const schema = space.schema as Record<string, Record<string, unknown>>;
    schema.label = { ...schema.label, translatable: false };
    delete schema.value;
    schema.unit = { type: 'text', pos: 3 };
    const differences = componentDifferences(inSpaceTerms, space);
    expect(differences.map((difference) => describeDifference(difference, 'repo'))).toEqual([
      'display_name: "Fact" → "Key figure"',
      'field label: translatable true → (unset)',
      'field value (text) removed',
      'field unit (text) added',
    ]);
    expect(differences.map((difference) => describeDifference(difference, 'space'))).toEqual([
      'display_name: "Key figure" → "Fact"',
      'field label: translatable (unset) → true',
      'field value (text) added',
      'field unit (text) removed',
    ]);
  });

  it('sees a component moved to another group', () => {
    expect(componentDifferences(inSpaceTerms, fromSpace({ component_group_uuid: 'space-other' }))).toMatchObject([
      { kind: 'attribute', key: 'component_group_uuid', repo: 'space-parts', space: 'space-other' },
    ]);
  });
});

describe('pulledComponent', () => {
  it('writes back the file unchanged when the space has the same component', () => {
    const pulled = pulledComponent(mapGroupUuids(fromSpace(), (uuid) => spaceToRepo.get(uuid)), file);
    expect(JSON.stringify(pulled, null, 2)).toBe(JSON.stringify(file, null, 2));
  });

  it('keeps the file\'s key and field order, new fields after by position', () => {
    const space = fromSpace({ description: 'Changed in the UI' });
    const schema = space.schema as Record<string, Record<string, unknown>>;
    schema.unit = { required: true, pos: 3, type: 'text', id: 'u1' };
    schema.note = { pos: 2.5, type: 'textarea', translatable: false };
    const pulled = pulledComponent(mapGroupUuids(space, (uuid) => spaceToRepo.get(uuid)), file);
    expect(Object.keys(pulled)).toEqual(Object.keys(file));
    expect(pulled.description).toBe('Changed in the UI');
    expect(Object.keys(pulled.schema as object)).toEqual(['label', 'value', 'items', 'note', 'unit']);
    expect((pulled.schema as Record<string, unknown>).unit).toEqual({ type: 'text', pos: 3, required: true });
    expect((pulled.schema as Record<string, unknown>).note).toEqual({ type: 'textarea', pos: 2.5 });
  });

  it('writes a component only the space has in the model\'s usual order', () => {
    const pulled = pulledComponent(
      { id: 9, name: 'promo', display_name: null, is_root: false, is_nestable: true, component_group_uuid: null, schema: { title: { translatable: true, type: 'text', pos: 0 } } },
      undefined,
    );
    expect(JSON.stringify(pulled)).toBe(
      JSON.stringify({ name: 'promo', display_name: 'promo', is_root: false, is_nestable: true, component_group_uuid: null, schema: { title: { type: 'text', pos: 0, translatable: true } } }),
    );
  });
});
