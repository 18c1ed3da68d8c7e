/**
 * The fields of a translation that show the default language's text: Storyblok's CDN answers an untranslated
 * field with the German value, so a translatable field whose value in a language is the German one (and not
 * empty) is taken for untranslated; a field translated into the very same words is flagged too (the answer
 * cannot tell them apart). Blocks are matched by their `_uid`. The site's preview notice and the content checks
 * both use it.
 */
import { TRANSLATABLE_FIELDS } from '../content-types.generated';

const translatable = new Set<string>(TRANSLATABLE_FIELDS);

const isRichText = (value: unknown): value is { type: 'doc'; content?: unknown[] } => !!value && typeof value === 'object' && (value as { type?: unknown }).type === 'doc';

/** Plain text of a rich-text document. */
export function richTextPlain(value: unknown): string {
  const parts: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { text, content, type } = node as { text?: string; content?: unknown[]; type?: string };
    if (typeof text === 'string') parts.push(text);
    content?.forEach(walk);
    if (type === 'paragraph' || type === 'heading' || type === 'list_item') parts.push(' ');
  };
  walk(value);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Empty as an editor sees it: nothing, blanks, or a rich text without text (images and blocks in it count as content). */
export const isEmptyValue = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && !value.trim()) ||
  (isRichText(value) && !richTextPlain(value) && !JSON.stringify(value).match(/"type":"(image|blok)"/));

export interface UntranslatedField {
  /** where the field is: the blocks above it and the field (`body 2 › text-section › title`) */
  path: string;
  /** the field's value in the default language, shortened */
  shown: string;
}

const excerpt = (value: unknown) => {
  const plain = typeof value === 'string' ? value : isRichText(value) ? richTextPlain(value) : '';
  return plain.length > 60 ? `${plain.slice(0, 57)}…` : plain;
};

export function untranslatedFields(translated: object, original: object, at = ''): UntranslatedField[] {
  const ours = translated as Record<string, unknown>;
  const theirs = original as Record<string, unknown>;
  const component = typeof ours.component === 'string' ? ours.component : '';
  const found: UntranslatedField[] = [];
  for (const [key, value] of Object.entries(ours)) {
    const path = at ? `${at} › ${key}` : key;
    const other = theirs[key];
    if (translatable.has(`${component}.${key}`)) {
      if (!isEmptyValue(value) && JSON.stringify(value) === JSON.stringify(other)) found.push({ path, shown: excerpt(value) });
    } else if (Array.isArray(value) && Array.isArray(other)) {
      value.forEach((item, index) => {
        if (!item || typeof item !== 'object' || !('_uid' in item)) return;
        const twin = other.find((o) => o && typeof o === 'object' && '_uid' in o && o._uid === item._uid);
        const name = 'component' in item && typeof item.component === 'string' ? item.component : '';
        if (twin) found.push(...untranslatedFields(item, twin, `${path} ${index + 1}${name ? ` › ${name}` : ''}`));
      });
    }
  }
  return found;
}

/** Storyblok's field-level translation mark: `title__i18n__en` holds the English `title`. */
const I18N = '__i18n__';

/**
 * The same rule, exact: over a story's content as the Management API keeps it (each language's value beside the
 * default one, `title__i18n__en`), a translatable field with a default value and none of its own in `language`
 * is untranslated; a translation into the very same words is not. The webhook and the health report read it so.
 */
export function missingTranslations(stored: object, language: string, at = ''): UntranslatedField[] {
  const ours = stored as Record<string, unknown>;
  const component = typeof ours.component === 'string' ? ours.component : '';
  const found: UntranslatedField[] = [];
  for (const [key, value] of Object.entries(ours)) {
    if (key.includes(I18N)) continue;
    const path = at ? `${at} › ${key}` : key;
    if (translatable.has(`${component}.${key}`)) {
      if (!isEmptyValue(value) && isEmptyValue(ours[`${key}${I18N}${language}`])) found.push({ path, shown: excerpt(value) });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        if (!item || typeof item !== 'object' || !('_uid' in item)) return;
        const name = 'component' in item && typeof item.component === 'string' ? item.component : '';
        found.push(...missingTranslations(item, language, `${path} ${index + 1}${name ? ` › ${name}` : ''}`));
      });
    }
  }
  return found;
}
