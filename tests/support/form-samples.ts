/** Valid form values as visitors fill them in, shared by the schema, rendering and handler tests. */
import type { ContactSubmission, NewsletterSignUp, SupportSubmission } from '@pv/shared';

type Fields<T> = Omit<T, 'form' | 'language' | 'botCheck'>;

export const sampleContact: Fields<ContactSubmission> = {
  topic: 'general',
  country: 'AT',
  firstname: 'Anna',
  lastname: 'Berger',
  email: 'anna.berger@example.org',
  phone: '+43 660 1234567',
  subject: 'Frage zum AC ELWA 2',
  message: 'Passt der Heizstab in meinen 300-Liter-Speicher?',
  privacy: true,
};

export const sampleSupport: Fields<SupportSubmission> = {
  clientType: 'installer',
  subject: 'commissioning',
  firstname: 'Ben',
  lastname: 'Smith',
  email: 'ben@installer.example',
  phone: '',
  vatNumber: 'ATU 1234 5678',
  serialNumber: 'ACT-2026-00042',
  product: 'AC-THOR',
  firmwareVersion: 'a0021100',
  installationDate: '2025-06-12',
  country: 'AT',
  postcode: '4400',
  message: 'The display stays dark after commissioning.',
  attachments: [],
  privacy: true,
};

export const sampleNewsletter: Fields<NewsletterSignUp> = { email: 'marie@example.fr', clientType: 'installer', consent: true };

/**
 * What must never reach a mail header through a one-line field, with the code that refuses it:
 * line breaks beyond CR and LF, C1 controls, text that displays otherwise than it reads (bidi
 * controls, invisible characters) and MIME encoded-words a mail client would decode.
 */
export const HEADER_HOSTILE_INSERTS: readonly (readonly [name: string, insert: string, code: 'singleLine' | 'plainText' | 'characters'])[] = [
  ['NEL', '\u0085', 'singleLine'],
  ['U+2028 line separator', '\u2028', 'singleLine'],
  ['U+2029 paragraph separator', '\u2029', 'singleLine'],
  ['C1 control U+0080', '\u0080', 'characters'],
  ['C1 control U+009B (CSI)', '\u009b', 'characters'],
  ['C1 control U+009F', '\u009f', 'characters'],
  ['LRE U+202A', '\u202a', 'plainText'],
  ['RLE U+202B', '\u202b', 'plainText'],
  ['PDF U+202C', '\u202c', 'plainText'],
  ['LRO U+202D', '\u202d', 'plainText'],
  ['RLO U+202E', '\u202e', 'plainText'],
  ['LRI U+2066', '\u2066', 'plainText'],
  ['RLI U+2067', '\u2067', 'plainText'],
  ['FSI U+2068', '\u2068', 'plainText'],
  ['PDI U+2069', '\u2069', 'plainText'],
  ['zero-width space U+200B', '\u200b', 'plainText'],
  ['zero-width non-joiner U+200C', '\u200c', 'plainText'],
  ['zero-width joiner U+200D', '\u200d', 'plainText'],
  ['word joiner U+2060', '\u2060', 'plainText'],
  ['byte order mark U+FEFF', '\ufeff', 'plainText'],
  ['encoded-word, UTF-8 base64', '=?UTF-8?B?QmNjOiB2aWN0aW1AZXhhbXBsZS5jb20=?=', 'plainText'],
  ['encoded-word, lower case', '=?utf-8?b?SGFsbG8=?=', 'plainText'],
  ['encoded-word, quoted-printable', '=?ISO-8859-1?Q?Gr=FC=DFe?=', 'plainText'],
  ['encoded-word, language tag, empty text', '=?us-ascii*en?q??=', 'plainText'],
];
