/**
 * The demo space checked against the model, as Storyblok's editor would hold an editor to it:
 * every field exists with its type, options come from their datasource or list, nested blocks are
 * allowed where they sit, required fields are filled in every language, stories sit in folders that
 * exist. Returns the problems found, each naming the story file's slug and the field's path.
 */
import { type ComponentSchema, type ContentModel, type FieldSchema, fieldsOf } from './model';
import { type Blok, type ContentData, I18N_MARK, type StoredStory } from './space-files';

const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
const LINK_TYPES = new Set(['url', 'story', 'asset', 'email']);
/** keys Storyblok adds to every block besides its fields */
const BLOK_KEYS = new Set(['_uid', 'component', '_editable']);

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0) || (isObject(value) && 'filename' in value && !value.filename);

/** Problems in the model itself: unknown components in whitelists, unknown groups, preview fields that are not fields. */
export function checkModel(model: ContentModel, datasourceSlugs: readonly string[]): string[] {
  const names = new Set(model.components.map((c) => c.name));
  const groups = new Set(model.groups.map((g) => g.uuid));
  const problems: string[] = [];
  for (const component of model.components) {
    const at = `model/components/${component.name}.json`;
    if (component.component_group_uuid && !groups.has(component.component_group_uuid)) problems.push(`${at}: group ${component.component_group_uuid} is not in groups.json`);
    if (component.preview_field && !component.schema[component.preview_field]) problems.push(`${at}: preview field ${component.preview_field} is not a field`);
    for (const [key, field] of fieldsOf(component)) {
      for (const allowed of field.component_whitelist ?? []) if (!names.has(allowed)) problems.push(`${at}: ${key} allows ${allowed}, which has no model file`);
      if (field.source === 'internal' && !datasourceSlugs.includes(field.datasource_slug ?? '')) problems.push(`${at}: ${key} reads datasource ${field.datasource_slug ?? '(none)'}, which does not exist`);
      for (const type of field.filter_content_type ?? []) if (!names.has(type)) problems.push(`${at}: ${key} points at content type ${type}, which has no model file`);
    }
  }
  return problems;
}

interface Context {
  model: Map<string, ComponentSchema>;
  content: ContentData;
  /** other languages than the default: the suffixes of field-level translations */
  languages: string[];
  storiesByUuid: Map<string, StoredStory>;
  problems: string[];
}

function optionValues(field: FieldSchema, ctx: Context): { values: Set<string>; what: string } | null {
  if (field.source === 'internal') {
    const source = ctx.content.datasources.find((d) => d.slug === field.datasource_slug);
    return { values: new Set(source?.entries.map((e) => e.value) ?? []), what: `datasource ${field.datasource_slug}` };
  }
  if (!field.source && field.options) return { values: new Set(field.options.map((o) => o.value)), what: 'its options' };
  return null;
}

function checkRelation(value: unknown, field: FieldSchema, at: string, ctx: Context) {
  if (typeof value !== 'string') return ctx.problems.push(`${at}: a story relation holds a uuid, not ${JSON.stringify(value)}`);
  const story = ctx.storiesByUuid.get(value);
  if (!story) return ctx.problems.push(`${at}: no story has the uuid ${value}`);
  const type = story.content?.component ?? 'folder';
  if (field.filter_content_type?.length && !field.filter_content_type.includes(type)) ctx.problems.push(`${at}: points at a ${type}, allowed are ${field.filter_content_type.join(', ')}`);
}

function checkValue(value: unknown, field: FieldSchema, at: string, ctx: Context): void {
  const wrong = (expected: string) => ctx.problems.push(`${at}: ${field.type} field holds ${JSON.stringify(value)?.slice(0, 60)}, expected ${expected}`);
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'markdown':
      if (typeof value !== 'string') wrong('text');
      return;
    case 'datetime':
      if (typeof value !== 'string' || (value !== '' && !DATETIME.test(value))) wrong('"YYYY-MM-DD HH:mm"');
      return;
    case 'number':
      if (typeof value !== 'number' && !(typeof value === 'string' && (value === '' || Number.isFinite(Number(value))))) wrong('a number');
      return;
    case 'boolean':
      if (typeof value !== 'boolean') wrong('true or false');
      return;
    case 'richtext':
      if (!isObject(value) || value.type !== 'doc') wrong('a rich-text document');
      return;
    case 'asset':
      if (!isObject(value) || typeof value.filename !== 'string') wrong('an asset');
      return;
    case 'multiasset':
      if (!Array.isArray(value) || value.some((a) => !isObject(a) || typeof a.filename !== 'string')) wrong('a list of assets');
      return;
    case 'multilink':
      if (!isObject(value) || (value.linktype !== undefined && !LINK_TYPES.has(String(value.linktype)))) wrong('a link');
      else if (value.linktype === 'story' && value.id) checkRelation(value.id, { type: 'option', pos: 0 }, `${at} (link)`, ctx);
      return;
    case 'option': {
      if (typeof value !== 'string') return void wrong('an option value');
      if (value === '') return;
      if (field.source === 'internal_stories') return void checkRelation(value, field, at, ctx);
      const allowed = optionValues(field, ctx);
      if (allowed && !allowed.values.has(value)) ctx.problems.push(`${at}: "${value}" is not in ${allowed.what}`);
      return;
    }
    case 'options': {
      if (!Array.isArray(value)) return void wrong('a list of option values');
      const allowed = optionValues(field, ctx);
      value.forEach((item, index) => {
        if (field.source === 'internal_stories') checkRelation(item, field, `${at}[${index}]`, ctx);
        else if (typeof item !== 'string') ctx.problems.push(`${at}[${index}]: expected an option value`);
        else if (allowed && !allowed.values.has(item)) ctx.problems.push(`${at}[${index}]: "${item}" is not in ${allowed.what}`);
      });
      return;
    }
    case 'bloks': {
      if (!Array.isArray(value)) return void wrong('a list of blocks');
      if (field.maximum !== undefined && value.length > field.maximum) ctx.problems.push(`${at}: ${value.length} blocks, at most ${field.maximum} allowed`);
      if (field.minimum !== undefined && value.length < field.minimum) ctx.problems.push(`${at}: ${value.length} blocks, at least ${field.minimum} needed`);
      value.forEach((item, index) => {
        const where = `${at}[${index}]`;
        if (!isObject(item) || typeof item.component !== 'string' || typeof item._uid !== 'string') return void ctx.problems.push(`${where}: a block needs component and _uid`);
        if (field.restrict_components && !(field.component_whitelist ?? []).includes(item.component)) {
          ctx.problems.push(`${where}: ${item.component} is not allowed here (allowed: ${(field.component_whitelist ?? []).join(', ')})`);
        }
        checkBlok(item as Blok, where, false, ctx);
      });
      return;
    }
    default:
      return;
  }
}

function checkBlok(blok: Blok, at: string, asRoot: boolean, ctx: Context): void {
  const component = ctx.model.get(blok.component);
  if (!component) return void ctx.problems.push(`${at}: component ${blok.component} has no model file`);
  if (asRoot && !component.is_root) ctx.problems.push(`${at}: ${blok.component} is not a content type`);
  if (!asRoot && !component.is_nestable) ctx.problems.push(`${at}: ${blok.component} cannot be nested`);
  for (const key of Object.keys(blok)) {
    if (BLOK_KEYS.has(key)) continue;
    const [field = '', language] = key.split(I18N_MARK);
    const schema = component.schema[field];
    if (!schema) ctx.problems.push(`${at}: ${blok.component} has no field ${field}`);
    else if (language !== undefined && !schema.translatable) ctx.problems.push(`${at}.${key}: ${field} is not translatable`);
    else if (language !== undefined && !ctx.languages.includes(language)) ctx.problems.push(`${at}.${key}: ${language} is not a language of the space`);
  }
  for (const [key, field] of fieldsOf(component)) {
    const value = blok[key];
    const where = `${at}.${key}`;
    if (field.required && isEmpty(value)) ctx.problems.push(`${where}: required, but empty`);
    if (value !== undefined && value !== null) checkValue(value, field, where, ctx);
    if (!field.translatable) continue;
    for (const language of ctx.languages) {
      const translated = blok[`${key}${I18N_MARK}${language}`];
      if (field.required && isEmpty(translated)) ctx.problems.push(`${where}${I18N_MARK}${language}: required, but empty in ${language}`);
      if (translated !== undefined && translated !== null && translated !== '') checkValue(translated, field, `${where}${I18N_MARK}${language}`, ctx);
    }
  }
}

function checkTree(content: ContentData, problems: string[]): void {
  const byId = new Map(content.stories.map((s) => [s.id, s]));
  const seen = new Set<string>();
  for (const story of content.stories) {
    const at = story.full_slug;
    if (seen.has(story.full_slug)) problems.push(`${at}: two stories share this full slug`);
    seen.add(story.full_slug);
    const parent = story.parent_id === 0 ? null : byId.get(story.parent_id);
    if (story.parent_id !== 0 && !parent?.is_folder) {
      problems.push(`${at}: its folder ${story.parent_id} does not exist`);
      continue;
    }
    const expected = story.is_startpage ? `${parent?.full_slug ?? ''}/` : parent ? `${parent.full_slug}/${story.slug}` : story.slug;
    if (story.full_slug !== expected) problems.push(`${at}: full slug should be ${expected} (folder + slug)`);
    if (story.is_startpage && !parent) problems.push(`${at}: a start page sits in a folder`);
    if (story.is_folder && story.content) problems.push(`${at}: a folder holds no content`);
    if (!story.is_folder && !story.content) problems.push(`${at}: a story without content`);
    for (const [language, translated] of Object.entries(story.translated_slugs)) {
      const parentPath = parent?.translated_slugs[language]?.path ?? parent?.full_slug;
      if (parent && !translated.path.startsWith(`${parentPath}/`)) problems.push(`${at}: its ${language} path ${translated.path} is not inside its folder's (${parentPath})`);
    }
  }
  const startPages = content.stories.filter((s) => s.is_startpage).map((s) => s.parent_id);
  for (const id of new Set(startPages)) if (startPages.filter((p) => p === id).length > 1) problems.push(`folder ${byId.get(id)?.full_slug}: more than one start page`);
}

function checkDatasources(content: ContentData, problems: string[]): void {
  const languages = [content.space.default_language, ...content.space.language_codes];
  for (const source of content.datasources) {
    for (const entry of source.entries) {
      for (const language of languages) {
        if (!entry.dimensions?.[language]) problems.push(`datasource ${source.slug}: ${entry.value} has no label in ${language}`);
      }
    }
  }
}

export function checkContent(model: ContentModel, content: ContentData): string[] {
  const problems = checkModel(model, content.datasources.map((d) => d.slug));
  const ctx: Context = {
    model: new Map(model.components.map((c) => [c.name, c])),
    content,
    languages: content.space.language_codes.filter((l) => l !== content.space.default_language),
    storiesByUuid: new Map(content.stories.map((s) => [s.uuid, s])),
    problems,
  };
  checkTree(content, problems);
  checkDatasources(content, problems);
  for (const story of content.stories) {
    if (story.content) checkBlok(story.content, story.full_slug, true, ctx);
    if (story.draft) checkBlok(story.draft.content, `${story.full_slug} (draft)`, true, ctx);
  }
  return problems;
}
