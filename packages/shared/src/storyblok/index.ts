/**
 * Storyblok behind one door: the CDN client and its reads (`client.ts`) and the wire types
 * (`wire.ts`). The space's hosts by region are `@pv/shared/storyblok/region` (no client: the site's
 * config reads them). Only this folder imports Storyblok's packages (eslint.config.mjs).
 */
export * from './client';
export type * from './wire';
