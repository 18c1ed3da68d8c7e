/**
 * Runtime configuration of the site: every setting checked against its schema (see
 * `@pv/shared/settings`). Outside the local stack (`npm start`, `npm run dev`, the tests) a missing or
 * malformed setting stops the site at start-up with the name of every one; see .env.example.
 */
import { z } from 'zod';
import { readSettings, setting, settingNames, type Env, type SettingsRule } from '@pv/shared/settings';
import { COMMON_SETTINGS, contentAssetOrigins } from '@pv/shared/settings-common';
import { storyblokHosts } from '@pv/shared/storyblok/region';

export const SITE_SETTINGS = z.object({
  ...COMMON_SETTINGS,
  ACCEPTANCE_HOST: setting.optionalHost({ description: 'the acceptance host whose links are rewritten to the production host, or empty', local: 'acc.sonnwaerme.example' }),
  REDIRECTS_URL: setting.url({ description: "the redirect function's lookup address (the Web stack sets it)", local: 'http://localhost:4050/redirects/lookup', deploy: true }),
  CONTENT_VERSION: setting.oneOf(['published', 'draft'], { description: 'published or draft (default published)', fallback: 'published' }),
  CONTENT_TIMEOUT_MS: setting.integer(1, { description: 'milliseconds a page waits for one content read (default 4000)', fallback: '4000' }),
  STORYBLOK_EDITOR_ORIGIN: setting.origin({ description: "the visual editor's origin (default https://app.storyblok.com)", fallback: 'https://app.storyblok.com' }),
  SEARCH_HOST: setting.optionalUrl({ description: "the search service's address, or empty for Algolia's own hosts", local: 'http://localhost:4020' }),
  SEARCH_APP_ID: setting.pattern(/^[A-Z0-9]+$/, { description: 'the Algolia application id, e.g. ABCDEF1234', local: 'LOCALAPP' }),
  SEARCH_API_KEY: setting.text({ description: "Algolia's search-only API key (sent to browsers)", local: 'local-search-key' }),
  SEARCH_INDEX: setting.text({ description: 'the search index name (default site)', fallback: 'site' }),
  RECAPTCHA_SITE_KEY: z.string().meta({ description: "reCAPTCHA v3's site key (with BOT_CHECK_PROVIDER=recaptcha)", fallback: '' }),
  UPLOADS_ORIGIN: setting.origin({ description: "the origin the browser posts the support form's uploads to, the uploads bucket's (the Web stack sets it)", local: 'http://127.0.0.1:4040', deploy: true }),
  SEARCH_ADMIN_KEY: setting.secret({ description: "Algolia's admin API key, for the indexer (SST secret)", local: 'local-admin-key' }),
});

/** reCAPTCHA needs its site key. */
export const SITE_RULES: SettingsRule[] = [
  (values) =>
    values.BOT_CHECK_PROVIDER === 'recaptcha' && !values.RECAPTCHA_SITE_KEY
      ? { name: 'RECAPTCHA_SITE_KEY', message: 'not set; expected the reCAPTCHA site key (BOT_CHECK_PROVIDER is recaptcha)' }
      : undefined,
];

/**
 * Read when first used, not with the rest: secrets (on AWS the server copies its bound secrets into the
 * environment after this module is loaded; the build and the indexer get only those they use) and what
 * the deploy sets from another stack (a placeholder while `npx sst deploy` builds the site).
 */
const late = (env: Env, name: 'REDIRECTS_URL' | 'UPLOADS_ORIGIN' | 'STORYBLOK_PUBLIC_TOKEN' | 'STORYBLOK_PREVIEW_TOKEN' | 'SEARCH_ADMIN_KEY' | 'REVALIDATE_SECRET'): string =>
  readSettings('site', SITE_SETTINGS, env, [name])[name];

export function buildSiteConfig(env: Env) {
  const settings = readSettings('site', SITE_SETTINGS, env, settingNames(SITE_SETTINGS, (meta) => !meta.secret && !meta.deploy), SITE_RULES);
  const hosts = storyblokHosts({ STORYBLOK_REGION: settings.STORYBLOK_REGION, STORYBLOK_ENDPOINT: settings.STORYBLOK_ENDPOINT });
  const config = {
    /** public origin of the site, used for canonical, hreflang, sitemap and structured data */
    siteUrl: settings.SITE_URL.replace(/\/$/, ''),
    /** production host: links to the acceptance host are rewritten to it */
    productionHost: settings.PRODUCTION_HOST,
    acceptanceHost: settings.ACCEPTANCE_HOST,
    /** where documents (manuals, data sheets) are served from */
    documentServerBase: settings.DOCUMENT_SERVER_BASE.replace(/\/$/, ''),
    /** legacy download host whose `download/` paths move to the document server */
    downloadHost: settings.DOWNLOAD_HOST,
    /** `draft` serves unpublished content everywhere (a preview deployment) */
    contentVersion: settings.CONTENT_VERSION as 'published' | 'draft',
    /** how long a visitor's page waits for one content read before it gives up (Storyblok's client has no limit); room for the ten 429 retries 300 ms apart */
    contentTimeoutMs: settings.CONTENT_TIMEOUT_MS,
    /** where content assets (images, files) may come from: the region's asset CDN (`STORYBLOK_REGION`), or the local content service */
    assetOrigins: contentAssetOrigins(settings),
    /** the asset host of this content service: the region's asset CDN, or the local content service itself */
    assetBase: hosts.assetOrigin,
    storyblok: {
      /** Storyblok CDN API base: the region's, or the stand-in STORYBLOK_ENDPOINT names */
      endpoint: hosts.cdnEndpoint,
      get publicToken() {
        return late(env, 'STORYBLOK_PUBLIC_TOKEN');
      },
      get previewToken() {
        return late(env, 'STORYBLOK_PREVIEW_TOKEN');
      },
      spaceId: String(settings.STORYBLOK_SPACE_ID),
      /**
       * The visual editor: the only page that may frame a preview, and the origin its bridge talks to.
       * Storyblok's own app everywhere; `npm start` names its stand-in editor (the content service's /_editor/).
       */
      editorOrigin: settings.STORYBLOK_EDITOR_ORIGIN.replace(/\/$/, ''),
    },
    /** site search: Algolia, or the local search service when SEARCH_HOST names one */
    search: {
      appId: settings.SEARCH_APP_ID,
      /** search-only key: it is sent to browsers */
      apiKey: settings.SEARCH_API_KEY,
      indexName: settings.SEARCH_INDEX,
      /** empty: Algolia's own hosts */
      host: settings.SEARCH_HOST,
    },
    /** the forms' bot check: ALTCHA proof of work (no cookies, works offline) or Google reCAPTCHA v3 */
    botCheck: {
      provider: settings.BOT_CHECK_PROVIDER as 'altcha' | 'recaptcha',
      /** reCAPTCHA's public site key (the secret belongs to the mail function) */
      recaptchaSiteKey: settings.RECAPTCHA_SITE_KEY,
    },
    organisation: {
      name: settings.ORGANISATION_NAME,
      country: 'AT',
      /** the company's location for structured data */
      geo: { latitude: 48.0427, longitude: 14.4213 },
    },
  };
  // not enumerable: the link rules' context spreads the config (`{ locale, ...siteConfig }`), which must not read them
  const lateProperty = (name: Parameters<typeof late>[1]): PropertyDescriptor => ({ get: () => late(env, name), enumerable: false, configurable: true });
  return Object.defineProperties(config, {
    /** the legacy redirect lookup (the redirect function's URL on AWS, the local functions host with `npm start`) */
    redirectsUrl: lateProperty('REDIRECTS_URL'),
    /** where the support form's photos and files are posted (the uploads bucket; the S3 stand-in with `npm start`): the CSP's connect-src */
    uploadsOrigin: lateProperty('UPLOADS_ORIGIN'),
    /** the indexer's key that may write (never sent to browsers: not part of `search`) */
    searchAdminKey: lateProperty('SEARCH_ADMIN_KEY'),
    /** shared with the CMS webhook function, which calls /api/revalidate with it (a secret on AWS) */
    revalidateSecret: lateProperty('REVALIDATE_SECRET'),
  }) as typeof config & { readonly redirectsUrl: string; readonly uploadsOrigin: string; readonly searchAdminKey: string; readonly revalidateSecret: string };
}

export type SiteConfig = ReturnType<typeof buildSiteConfig>;

let built: SiteConfig | undefined;

/**
 * The site's settings, read and checked on first use: the server (`server.mts`, the AWS wrapper) reads
 * them when it starts, so a missing one stops it there, naming every one.
 */
const current = () => (built ??= buildSiteConfig(process.env));
export const siteConfig: SiteConfig = new Proxy({} as SiteConfig, {
  get: (_target, key) => Reflect.get(current(), key),
  has: (_target, key) => Reflect.has(current(), key),
  ownKeys: () => Reflect.ownKeys(current()),
  getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(current(), key),
});
