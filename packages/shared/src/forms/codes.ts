/** The forms' error codes and limits: what the site needs without loading the schemas (zod). */

export const FIELD_ERROR_CODES = ['required', 'tooLong', 'singleLine', 'plainText', 'characters', 'email', 'phone', 'vatNumber', 'serialNumber', 'firmwareVersion', 'installationDate', 'postcode', 'choice', 'consent', 'subjectNotOffered', 'botCheck'] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/** Field limits (characters) */
export const LIMITS = { name: 100, email: 254, phone: 40, subject: 200, message: 5000, vatNumber: 20, serialNumber: 40, product: 80, firmwareVersion: 8, postcode: 10, botCheck: 8000 } as const;

/** Field → error code, the first problem of each field (what the 422 answer carries). */
export type FieldErrors = Partial<Record<string, FieldErrorCode>>;
