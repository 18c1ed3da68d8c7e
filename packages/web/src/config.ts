/**
 * Runtime configuration of the site. Defaults are the embedded local stack (`npm start`);
 * pointing the site at the real services is setting these variables (see .env.example).
 */
const env = (name: string, fallback: string) => process.env[name] || fallback;

export const siteConfig = {
  /** public origin of the site, used for canonical, hreflang, sitemap and structured data */
  siteUrl: env('SITE_URL', 'http://localhost:3000').replace(/\/$/, ''),
  /** production host: links to the acceptance host are rewritten to it */
  productionHost: env('PRODUCTION_HOST', 'www.sonnwaerme.example'),
  acceptanceHost: env('ACCEPTANCE_HOST', 'acc.sonnwaerme.example'),
  /** the legacy redirect lookup (the redirect function's URL on AWS, the local functions host with `npm start`) */
  redirectsUrl: env('REDIRECTS_URL', 'http://localhost:4050/redirects/lookup'),
  /** where documents (manuals, data sheets) are served from */
  documentServerBase: env('DOCUMENT_SERVER_BASE', 'http://localhost:4010/f/1000/documents').replace(/\/$/, ''),
  /** legacy download host whose `download/` paths move to the document server */
  downloadHost: env('DOWNLOAD_HOST', 'download.sonnwaerme.example'),
  /** `draft` serves unpublished content everywhere (a preview deployment) */
  contentVersion: env('CONTENT_VERSION', 'published') === 'draft' ? ('draft' as const) : ('published' as const),
  /** how long a visitor's page waits for one content read before it gives up (Storyblok's client has no limit); room for the ten 429 retries 300 ms apart */
  contentTimeoutMs: Number(env('CONTENT_TIMEOUT_MS', '4000')),
  /** where content assets (images, files) are served: Storyblok's asset host; the local content service serves them from its own origin */
  get assetOrigins() {
    return ['https://a.storyblok.com', new URL(this.storyblok.endpoint).origin];
  },
  /** the asset host of this content service: Storyblok's, or the local content service itself */
  get assetBase() {
    const endpoint = new URL(this.storyblok.endpoint);
    return endpoint.hostname.endsWith('storyblok.com') ? 'https://a.storyblok.com' : endpoint.origin;
  },
  storyblok: {
    /** Storyblok CDN API base; unset in production means Storyblok's EU endpoint */
    endpoint: env('STORYBLOK_ENDPOINT', 'http://localhost:4010/v2'),
    publicToken: env('STORYBLOK_PUBLIC_TOKEN', 'local-public-token'),
    previewToken: env('STORYBLOK_PREVIEW_TOKEN', 'local-preview-token'),
    spaceId: env('STORYBLOK_SPACE_ID', '1000'),
    /**
     * The visual editor: the only page that may frame a preview, and the origin its bridge talks to.
     * Storyblok's own app everywhere; `npm start` names its stand-in editor (the content service's /_editor/).
     */
    editorOrigin: env('STORYBLOK_EDITOR_ORIGIN', 'https://app.storyblok.com').replace(/\/$/, ''),
  },
  /** site search: Algolia, or the local search service when SEARCH_HOST names one */
  search: {
    appId: env('SEARCH_APP_ID', 'LOCALAPP'),
    /** search-only key: it is sent to browsers */
    apiKey: env('SEARCH_API_KEY', 'local-search-key'),
    indexName: env('SEARCH_INDEX', 'site'),
    /** empty: Algolia's own hosts */
    host: process.env.SEARCH_HOST ?? 'http://localhost:4020',
  },
  /** the forms' bot check: ALTCHA proof of work (no cookies, works offline) or Google reCAPTCHA v3 */
  botCheck: {
    provider: env('BOT_CHECK_PROVIDER', 'altcha') === 'recaptcha' ? ('recaptcha' as const) : ('altcha' as const),
    /** reCAPTCHA's public site key (the secret belongs to the mail function) */
    recaptchaSiteKey: env('RECAPTCHA_SITE_KEY', ''),
  },
  /** shared with the CMS webhook function, which calls /api/revalidate with it (a secret on AWS) */
  revalidateSecret: env('REVALIDATE_SECRET', process.env.NODE_ENV === 'production' && process.env.AWS_LAMBDA_FUNCTION_NAME ? '' : 'local-revalidate-secret'),
  organisation: {
    name: env('ORGANISATION_NAME', 'Sonnwärme GmbH'),
    country: 'AT',
    /** the company's location for structured data */
    geo: { latitude: 48.0427, longitude: 14.4213 },
  },
};
