/**
 * The content model as Storyblok keeps it: one component schema per file in `model/components`
 * (the shape the Management API accepts and `storyblok components pull --separate-files` writes),
 * the component groups (folders in the block library) in `model/groups.json`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const MODEL_DIR = fileURLToPath(new URL('../model', import.meta.url));

const FIELD_TYPES = [
  'text',
  'textarea',
  'richtext',
  'markdown',
  'number',
  'boolean',
  'datetime',
  'option',
  'options',
  'asset',
  'multiasset',
  'multilink',
  'bloks',
  'table',
  'section',
  'tab',
] as const;

/** One field of a component schema (Storyblok's field object; unknown keys are kept as they are). */
export const fieldSchema = z.looseObject({
  type: z.enum(FIELD_TYPES),
  pos: z.number().int().nonnegative(),
  display_name: z.string().optional(),
  description: z.string().optional(),
  translatable: z.boolean().optional(),
  required: z.boolean().optional(),
  default_value: z.string().optional(),
  // bloks
  restrict_type: z.enum(['', 'tags', 'groups']).optional(),
  restrict_components: z.boolean().optional(),
  component_whitelist: z.array(z.string()).optional(),
  minimum: z.number().int().optional(),
  maximum: z.number().int().optional(),
  // option / options: no source = the options below; internal = a datasource; internal_stories = stories
  source: z.enum(['internal', 'internal_stories', 'internal_languages', 'external']).optional(),
  datasource_slug: z.string().optional(),
  filter_content_type: z.array(z.string()).optional(),
  options: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
  // asset
  filetypes: z.array(z.enum(['images', 'videos', 'audios', 'texts'])).optional(),
  // multilink
  email_link_type: z.boolean().optional(),
  asset_link_type: z.boolean().optional(),
  show_anchor: z.boolean().optional(),
  // datetime
  disable_time: z.boolean().optional(),
});
export type FieldSchema = z.infer<typeof fieldSchema>;
export type FieldType = FieldSchema['type'];

export const componentSchema = z.looseObject({
  name: z.string().regex(/^[a-z][a-z0-9_-]*$/, 'a component name is lower case: letters, digits, - and _'),
  display_name: z.string(),
  description: z.string().optional(),
  is_root: z.boolean(),
  is_nestable: z.boolean(),
  component_group_uuid: z.string().nullable(),
  preview_field: z.string().nullable().optional(),
  schema: z.record(z.string(), fieldSchema),
});
export type ComponentSchema = z.infer<typeof componentSchema>;

export const componentGroupSchema = z.object({ name: z.string(), uuid: z.string() });
export type ComponentGroup = z.infer<typeof componentGroupSchema>;

export interface ContentModel {
  groups: ComponentGroup[];
  components: ComponentSchema[];
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** Reads and checks the model; throws with the file and the problem when a file is malformed. */
export function loadModel(dir = MODEL_DIR): ContentModel {
  const groups = z.array(componentGroupSchema).parse(readJson(join(dir, 'groups.json')));
  const componentsDir = join(dir, 'components');
  const components = readdirSync(componentsDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const parsed = componentSchema.safeParse(readJson(join(componentsDir, file)));
      if (!parsed.success) throw new Error(`model/components/${file}: ${z.prettifyError(parsed.error)}`);
      if (`${parsed.data.name}.json` !== file) throw new Error(`model/components/${file}: the file is named after its component (${parsed.data.name}.json)`);
      return parsed.data;
    });
  return { groups, components };
}

/** Fields of a component in the editor's order. */
export function fieldsOf(component: ComponentSchema): [string, FieldSchema][] {
  return Object.entries(component.schema)
    .filter(([, field]) => field.type !== 'section' && field.type !== 'tab')
    .sort(([, a], [, b]) => a.pos - b.pos);
}
