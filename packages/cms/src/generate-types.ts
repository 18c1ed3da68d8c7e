/**
 * TypeScript types of the content from the model: one interface per component, unions of the
 * content types and of the nested blocks. Our own generator rather than `storyblok types generate`:
 * the CLI reads components from a space it is logged in to (the model here is files in the
 * repository, and CI has no space), and its types keep an index signature (`[k: string]: any`) on
 * every block, under which a misspelled field still compiles.
 */
import { fileURLToPath } from 'node:url';
import { type ComponentSchema, type ContentModel, type FieldSchema, fieldsOf } from './model';
import { relationFields } from './relations';

/** where the generated types live (committed: the site's typecheck needs no generation step) */
export const GENERATED_TYPES_FILE = fileURLToPath(new URL('./content-types.generated.ts', import.meta.url));

/** `frequently-asked-question` → `FrequentlyAskedQuestionBlok` */
export const typeName = (component: string): string =>
  `${component
    .split(/[-_]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}Blok`;

/** the value types of packages/cms/src/field-types.ts */
const FIELD_VALUE_TYPES = ['StoryblokAsset', 'StoryblokBlok', 'StoryblokMultilink', 'StoryblokRelation', 'StoryblokRichText', 'StoryblokTable'];

const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function fieldType(field: FieldSchema, model: ContentModel): string {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'markdown':
    case 'datetime':
      return 'string';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'richtext':
      return 'StoryblokRichText';
    case 'asset':
      return 'StoryblokAsset';
    case 'multiasset':
      return 'StoryblokAsset[]';
    case 'multilink':
      return 'StoryblokMultilink';
    case 'table':
      return 'StoryblokTable';
    case 'option':
      // the model's own options are a closed list; a datasource's entries change in the CMS
      return !field.source && field.options?.length ? field.options.map((o) => quote(o.value)).join(' | ') : 'string';
    case 'options':
      if (field.source === 'internal_stories') return 'StoryblokRelation[]';
      return !field.source && field.options?.length ? `(${field.options.map((o) => quote(o.value)).join(' | ')})[]` : 'string[]';
    case 'bloks': {
      const allowed = field.restrict_components ? (field.component_whitelist ?? []) : model.components.filter((c) => c.is_nestable).map((c) => c.name);
      return allowed.length ? `(${allowed.map(typeName).join(' | ')})[]` : 'StoryblokBlok[]';
    }
    default:
      return 'never';
  }
}

const docComment = (text: string, indent: string) => `${indent}/** ${text.replace(/\*\//g, '*\\/').replace(/\s+/g, ' ').trim()} */\n`;

function componentInterface(component: ComponentSchema, model: ContentModel): string {
  const lines = fieldsOf(component).map(([key, field]) => {
    const note = [field.display_name, field.description].filter(Boolean).join(': ');
    return `${note ? docComment(note, '  ') : ''}  ${key}?: ${fieldType(field, model)};\n`;
  });
  const heading = [component.display_name, component.description].filter(Boolean).join(': ');
  return `${docComment(heading, '')}export interface ${typeName(component.name)} extends StoryblokBlok {\n  component: ${quote(component.name)};\n${lines.join('')}}\n`;
}

/** `<component>.<field>` of every translatable field, components by name, fields in the editor's order. */
export function translatableFields(components: readonly Pick<ComponentSchema, 'name' | 'schema'>[]): string[] {
  return [...components]
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((component) =>
      Object.entries(component.schema)
        .filter(([, field]) => field.translatable === true)
        .sort(([, a], [, b]) => a.pos - b.pos)
        .map(([name]) => `${component.name}.${name}`),
    );
}

/** What the content checks need of a field: its type, whether it is required or translatable, and what the editor sees it called. */
export function checkedFields(components: readonly ComponentSchema[]): string {
  const entries = [...components]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((component) => {
      const fields = fieldsOf(component).map(([key, field]) => {
        // a field for pictures the site shows; a file field of any type (downloads, documents) holds no picture to describe
        const images = (field.type === 'asset' || field.type === 'multiasset') && field.filetypes?.includes('images') === true;
        const parts = [`type: ${quote(field.type)}`, `label: ${quote(field.display_name ?? key)}`, field.required ? 'required: true' : '', field.translatable ? 'translatable: true' : '', images ? 'images: true' : ''];
        return `\n    ${quote(key)}: { ${parts.filter(Boolean).join(', ')} },`;
      });
      return `\n  ${quote(component.name)}: {${fields.join('')}\n  },`;
    });
  return `/** Every component's fields as the content checks read them (packages/cms/src/content-checks). */\nexport const MODEL_FIELDS: Record<string, Record<string, { type: string; label: string; required?: true; translatable?: true; images?: true }>> = {${entries.join('')}\n};\n`;
}

/** The generated module's source. */
export function generateTypes(model: ContentModel): string {
  const components = [...model.components].sort((a, b) => a.name.localeCompare(b.name));
  const roots = components.filter((c) => c.is_root);
  const nestables = components.filter((c) => c.is_nestable);
  const union = (list: ComponentSchema[]) => list.map((c) => `\n  | ${typeName(c.name)}`).join('') || ' never';
  const body = [
    ...components.map((c) => componentInterface(c, model)),
    `/** Every content type (a story's root component). */\nexport type ContentTypeBlok =${union(roots)};\n`,
    `/** Every block that nests inside a story. */\nexport type NestableBlok =${union(nestables)};\n`,
    `/** A component's type by its name. */\nexport interface BlokByName {\n${components.map((c) => `  ${quote(c.name)}: ${typeName(c.name)};\n`).join('')}}\n`,
    `export type ContentTypeName = ContentTypeBlok['component'];\nexport type NestableName = NestableBlok['component'];\n`,
    `/** Every field that chooses stories, as \`resolve_relations\` names it (packages/cms/src/relations.ts). */\nexport const RELATION_FIELDS = [${relationFields(components)
      .map((field) => `\n  ${quote(field)},`)
      .join('')}\n] as const;\nexport type RelationField = (typeof RELATION_FIELDS)[number];\n`,
    `/** Every translatable field, as \`<component>.<field>\` (a language's value falls back to the default language's where it is empty). */\nexport const TRANSLATABLE_FIELDS = [${translatableFields(components)
      .map((field) => `\n  ${quote(field)},`)
      .join('')}\n] as const;\n`,
    checkedFields(components),
  ].join('\n');
  const fieldTypes = FIELD_VALUE_TYPES.filter((name) => name === 'StoryblokBlok' || new RegExp(`\\b${name}\\b`).test(body)).join(', ');
  return [
    '// Generated from packages/cms/model by `npm run cms:types`: edit the model, not this file.\n',
    `import type { ${fieldTypes} } from './field-types';\n`,
    `export type { ${FIELD_VALUE_TYPES.join(', ')} } from './field-types';\n`,
    body,
  ].join('\n');
}
