/**
 * The settings both the site (`packages/web/src/config.ts`) and the functions
 * (`packages/functions/src/config.ts`) read: one definition of what each expects and of its local value.
 */
import { setting } from './settings';
import { STORYBLOK_REGIONS, storyblokHosts } from './storyblok/region';

export const COMMON_SETTINGS = {
  SITE_URL: setting.origin({ description: "the site's public origin, e.g. https://www.example.com", local: 'http://localhost:3000' }),
  PRODUCTION_HOST: setting.host({ description: 'the production host name, e.g. www.example.com', local: 'www.sonnwaerme.example' }),
  DOCUMENT_SERVER_BASE: setting.url({ description: 'the address manuals and data sheets are served under, e.g. https://download.example.com/documents', local: 'http://localhost:4010/f/1000/documents' }),
  DOWNLOAD_HOST: setting.host({ description: 'the legacy download host whose download/ paths move to the document server, e.g. download.example.com', local: 'download.sonnwaerme.example' }),
  ORGANISATION_NAME: setting.text({ description: "the company's name, e.g. Example GmbH", local: 'Sonnwärme GmbH' }),
  BOT_CHECK_PROVIDER: setting.oneOf(['altcha', 'recaptcha'], { description: 'altcha or recaptcha (default altcha)', fallback: 'altcha' }),
  STORYBLOK_REGION: setting.oneOf(STORYBLOK_REGIONS as [string, ...string[]], { description: `the space's region, one of ${STORYBLOK_REGIONS.join(', ')} (default eu)`, fallback: 'eu' }),
  STORYBLOK_ENDPOINT: setting.optionalUrl({ description: "another CDN API address than the region's (a stand-in), or empty", local: 'http://localhost:4010/v2' }),
  STORYBLOK_SPACE_ID: setting.integer(1, { description: "the Storyblok space's id (a number)", local: '1000' }),
  STORYBLOK_PUBLIC_TOKEN: setting.secret({ description: "the space's public access token (SST secret)", local: 'local-public-token' }),
  STORYBLOK_PREVIEW_TOKEN: setting.secret({ description: "the space's preview access token (SST secret)", local: 'local-preview-token' }),
  REVALIDATE_SECRET: setting.secret({ description: 'a long random secret shared by the CMS webhook and the site (SST secret)', local: 'local-revalidate-secret' }),
};

/**
 * Where content assets may come from: the space's asset CDN, and with a stand-in also the region's
 * real one (the demo files and older stories name it).
 */
export function contentAssetOrigins(values: { STORYBLOK_REGION: string; STORYBLOK_ENDPOINT: string }): string[] {
  return [...new Set([storyblokHosts(values).assetOrigin, storyblokHosts({ STORYBLOK_REGION: values.STORYBLOK_REGION }).assetOrigin])];
}
