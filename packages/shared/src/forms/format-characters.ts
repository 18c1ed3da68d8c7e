/**
 * Invisible format characters: Unicode's general category Cf — bidi controls (U+202A–202E,
 * U+2066–2069, U+200E/200F, U+061C), zero-width characters (U+200B–200D, U+2060), the byte order
 * mark, the soft hyphen U+00AD, U+180E, U+206A–206F, the interlinear annotation marks U+FFF9–FFFB and
 * the tag characters — and the tag block U+E0000–E007F as a whole (U+E0000 and U+E0002–E001F are
 * unassigned, not Cf, but a newer Unicode may assign them; a client shows none of them). They display
 * nothing, or make the text around them display otherwise than it reads, and the tags can carry a
 * whole hidden text ("ASCII smuggling"). One rule for every form field: the schemas refuse them in
 * one-line fields (everything that can reach a mail header) and strip them from free text; the mail
 * renderer strips them from headers as the last line of defence.
 */

const FORMAT = '\\p{Cf}\\u{E0000}-\\u{E007F}';
const FORMAT_CHARACTER = new RegExp(`[${FORMAT}]`, 'u');

/** true when `value` holds a format character anywhere */
export const hasFormatCharacter = (value: string): boolean => FORMAT_CHARACTER.test(value);

/** an emoji with what may follow it inside a ZWJ sequence: a skin-tone modifier or the emoji presentation selector */
const EMOJI = '\\p{Extended_Pictographic}[\\p{Emoji_Modifier}\\uFE0F]?';
/**
 * What free text keeps of them, because emoji are made of them: the zero-width joiner (U+200D, Cf)
 * between two emoji (👨‍👩‍👧, 🏳️‍🌈, 🧑🏽‍💻), and the tags of a subdivision flag (🏴 + ISO 3166-2 code
 * in tag letters and digits + cancel tag: England, Scotland, Wales), which are too short to hide a text in.
 */
const KEPT_OR_FORMAT = new RegExp(
  `(${EMOJI}(?:\\u200D${EMOJI})+)|(\\u{1F3F4}[\\u{E0030}-\\u{E0039}\\u{E0061}-\\u{E007A}]{3,6}\\u{E007F})|[${FORMAT}]`,
  'gu',
);

/** `text` without its format characters, emoji sequences kept whole */
export const withoutFormatCharacters = (text: string): string =>
  text.replace(KEPT_OR_FORMAT, (_match, zwjSequence: string | undefined, subdivisionFlag: string | undefined) => zwjSequence ?? subdivisionFlag ?? '');
