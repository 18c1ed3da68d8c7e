/** The site's languages: the one list the site's routing (packages/web/src/i18n/routing.ts) and the functions read. */
export const LANGUAGES = ['de', 'en', 'fr', 'es', 'nl', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
