/** Invisible format characters by range, as the security test named them: shared by the schema, rendering and handler tests. */

const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);

/** `U+00AD`: how a failing case names its code point */
export const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

/** every code point the security test named, and the rest of Cf by example */
export const FORMAT_CODE_POINTS: readonly (readonly [name: string, codePoints: readonly number[]])[] = [
  ['tag characters U+E0000–E007F (assigned or not)', range(0xe0000, 0xe007f)],
  ['deprecated format characters U+206A–206F', range(0x206a, 0x206f)],
  ['interlinear annotation U+FFF9–FFFB', range(0xfff9, 0xfffb)],
  ['soft hyphen U+00AD', [0xad]],
  ['Mongolian vowel separator U+180E', [0x180e]],
  ['bidi embeddings and overrides U+202A–202E', range(0x202a, 0x202e)],
  ['bidi isolates U+2066–2069', range(0x2066, 0x2069)],
  ['bidi marks U+200E/200F and the Arabic letter mark U+061C', [0x200e, 0x200f, 0x061c]],
  ['zero-width characters U+200B–200D, word joiner and invisible operators U+2060–2064', [...range(0x200b, 0x200d), ...range(0x2060, 0x2064)]],
  ['the byte order mark U+FEFF', [0xfeff]],
  ['other Cf: Arabic number sign, Kaithi number sign, musical symbol begin beam', [0x0600, 0x110bd, 0x1d173]],
];

/** one code point of each range: what the slower tests (a request each) insert */
export const FORMAT_SAMPLES: readonly (readonly [name: string, char: string])[] = FORMAT_CODE_POINTS.flatMap(([name, codePoints]) =>
  [...new Set([codePoints[0]!, codePoints[codePoints.length - 1]!])].map((codePoint) => [`${hex(codePoint)} (${name})`, String.fromCodePoint(codePoint)] as const),
);
