/**
 * The relation fields of the content model: every field that chooses stories (`source: internal_stories`),
 * as `<component>.<field>`, the form `resolve_relations` takes. Derived from the model, never listed by
 * hand: the site (the content module, the live preview) resolves these in every story it reads, and the
 * editor stand-in resolves the same ones in the story it holds. `RELATION_FIELDS` is written into
 * content-types.generated.ts by `npm run cms:types` (the browser has no model files to read; `--check`
 * fails when it is stale).
 */
import * as generated from './content-types.generated';
import type { ComponentSchema } from './model';

/** `<component>.<field>` of every stories field, components by name, fields in the editor's order. */
export function relationFields(components: readonly Pick<ComponentSchema, 'name' | 'schema'>[]): string[] {
  return [...components]
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((component) =>
      Object.entries(component.schema)
        .filter(([, field]) => field.source === 'internal_stories')
        .sort(([, a], [, b]) => a.pos - b.pos)
        .map(([name]) => `${component.name}.${name}`),
    );
}

export type RelationField = generated.RelationField;
/** the model's relation fields (read through the module: the generator itself imports this file, also while the generated one is stale) */
export const RELATION_FIELDS: readonly RelationField[] = generated.RELATION_FIELDS;
