/**
 * Every variable the functions read, with what it expects and its value under the local stack: the
 * schema `config.ts` reads each function's settings from (and `npm run preflight` checks a stage against).
 */
import { z } from 'zod';
import { LANGUAGES } from '@pv/shared';
import { setting, type SettingsRule } from '@pv/shared/settings';
import { COMMON_SETTINGS } from '@pv/shared/settings-common';
import { parseMailRoutes } from './mail-routes';

export type TableKey = 'submissions' | 'subscribers' | 'guards' | 'redirects' | 'storyPaths';

/** The variable naming each table (the Data stack's table names on AWS). */
export const TABLE_VARIABLES = {
  submissions: 'SUBMISSIONS_TABLE',
  subscribers: 'SUBSCRIBERS_TABLE',
  guards: 'FORM_GUARDS_TABLE',
  redirects: 'REDIRECTS_TABLE',
  storyPaths: 'STORY_PATHS_TABLE',
} as const satisfies Record<TableKey, string>;

const table = (local: string) => setting.pattern(/^[A-Za-z0-9_.-]{3,255}$/, { description: 'a DynamoDB table name (the Data stack sets it)', local, deploy: true });
const localEndpoint = (service: string, port: number) =>
  setting.optionalUrl({ description: `the ${service} stand-in's address, or empty for ${service} itself`, local: `http://127.0.0.1:${port}` });
/** `de=/de/impressum/`: a language and a path on the site */
const LANGUAGE_PATH = new RegExp(`^(${LANGUAGES.join('|')})=/[^\\s,=]*$`);
/** the demo's imprint (`packages/local/content/stories/impressum.json`: its slug and translated slugs) */
const LOCAL_IMPRINT_PATHS = 'de=/de/impressum/,en=/en/imprint/,fr=/fr/mentions-legales/,es=/es/aviso-legal/,nl=/nl/colofon/,it=/it/note-legali/';
const count = (description: string, fallback: number) => setting.integer(1, { description: `${description} (default ${fallback})`, fallback: String(fallback) });

export const FUNCTION_SETTINGS = z.object({
  ...COMMON_SETTINGS,
  AWS_REGION: setting.pattern(/^[a-z]{2}(-[a-z]+)+-\d$/, { description: 'an AWS region, e.g. eu-central-1 (default)', fallback: 'eu-central-1' }),
  DYNAMODB_ENDPOINT: localEndpoint('DynamoDB', 4030),
  SES_ENDPOINT: localEndpoint('SES', 8005),
  S3_ENDPOINT: localEndpoint('S3', 4040),
  SUBMISSIONS_TABLE: table('pv-form-submissions'),
  SUBSCRIBERS_TABLE: table('pv-newsletter-subscribers'),
  FORM_GUARDS_TABLE: table('pv-form-guards'),
  REDIRECTS_TABLE: table('pv-legacy-redirects'),
  STORY_PATHS_TABLE: table('pv-story-paths'),
  MAIL_FROM: setting.mailbox({ description: 'the sender, an address of the SES-verified MAIL_DOMAIN, e.g. Website <website@example.com>', local: 'Sonnwärme Website <website@sonnwaerme.example>' }),
  MAIL_TO_CONTACT: setting.email({ description: "the address of the contact form's team", local: 'office@sonnwaerme.example' }),
  MAIL_TO_SUPPORT: setting.email({ description: "the address of the support form's team", local: 'support@sonnwaerme.example' }),
  MAIL_ROUTES: z
    .string()
    .refine((value) => {
      try {
        parseMailRoutes(value);
        return true;
      } catch {
        return false;
      }
    })
    .meta({
      description: "the routing table, 'form:topic:country=address' rules separated by ';' ('*' matches any; the first match wins, none: MAIL_TO_CONTACT or MAIL_TO_SUPPORT), or empty",
      fallback: '',
      local: 'support:*:CH=support-ch@sonnwaerme.example;support:warranty:*=service@sonnwaerme.example;contact:press:*=presse@sonnwaerme.example;contact:partner:*=vertrieb@sonnwaerme.example',
    }),
  CASE_NUMBER_PREFIX: setting.pattern(/^[A-Z]{2,4}$/, { description: 'the letters case numbers start with (SW-2026-000123), 2 to 4 capitals (default SW)', fallback: 'SW' }),
  ALTCHA_HMAC_KEY: setting.secret({ description: 'a long random secret signing the ALTCHA challenges (SST secret)', local: 'local-altcha-hmac-key' }),
  ALTCHA_MAX_COUNTER: count('the hashes an ALTCHA challenge may take', 50_000),
  RECAPTCHA_SECRET: setting.optionalSecret({ description: "reCAPTCHA v3's secret (SST secret; with BOT_CHECK_PROVIDER=recaptcha)" }),
  RECAPTCHA_MIN_SCORE: setting.decimal(0, 1, { description: 'the lowest reCAPTCHA score accepted, 0 to 1 (default 0.5)', fallback: '0.5' }),
  NEWSLETTER_SECRET: setting.secret({ description: 'a long random secret signing the newsletter confirmation and unsubscribe links (SST secret)', local: 'local-newsletter-secret' }),
  // the sender named in every mail's footer (as the site's settings story and imprint name it)
  ORGANISATION_ADDRESS: setting.text({ description: "the company's postal address in one line, without the country, e.g. Solarweg 12, 4400 Steyr", local: 'Solarweg 12, 4400 Steyr' }),
  ORGANISATION_COUNTRY: setting.pattern(/^[A-Z]{2}$/, { description: "the company's country, an ISO 3166 code (default AT)", fallback: 'AT' }),
  IMPRINT_PATHS: setting.list((item) => LANGUAGE_PATH.test(item), { description: "the imprint page's path in each language, comma-separated, e.g. de=/de/impressum/,en=/en/imprint/", local: LOCAL_IMPRINT_PATHS }),
  FORM_RATE_LIMIT: count('form requests per visitor and window', 10),
  FORM_RATE_WINDOW_SECONDS: count("the form allowance's window in seconds", 600),
  CHALLENGE_RATE_LIMIT: count('bot-check challenges per visitor and window', 60),
  CHALLENGE_RATE_WINDOW_SECONDS: count("the challenge allowance's window in seconds", 600),
  ORIGIN_VERIFY_SECRET: setting.secret({ description: 'the long random secret CloudFront sends the mail and PDF functions (SST secret)', local: 'local-origin-verify-secret' }),
  ORIGIN_VERIFY_SECRET_PREVIOUS: setting.optionalSecret({ description: "the origin secret's value before a rotation, or empty (SST secret)" }),
  STORYBLOK_MANAGEMENT_URL: setting.optionalUrl({ description: "another Management API address than the region's (a stand-in), or empty", local: 'http://localhost:4010/v1' }),
  STORYBLOK_MANAGEMENT_TOKEN: setting.secret({ description: 'a personal access token of a space member with the editor role (SST secret)', local: 'local-personal-access-token' }),
  STORYBLOK_WEBHOOK_SECRET: setting.secret({ description: "the secret of Storyblok's webhook (Settings → Webhooks; SST secret)", local: 'local-webhook-secret' }),
  SITE_REVALIDATE_URL: setting.optionalUrl({ description: "the site's revalidation route (the Cms stack sets it), or empty for SITE_URL/api/revalidate/", deploy: true }),
  CLOUDFRONT_DISTRIBUTION_ID: setting.pattern(/^([A-Z0-9]+)?$/, { description: 'the CloudFront distribution id in front of the site (the Cms stack sets it), or empty', fallback: '', deploy: true }),
  REDIRECT_ALLOWED_HOSTS: setting.list(setting.isHost, { description: 'host names (with a port or without), comma-separated, an absolute redirect may point to (default: the document server and PRODUCTION_HOST)' }),
  PDF_BUCKET: setting.pattern(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { description: 'the S3 bucket caching manual PDFs (the Pdf stack sets it)', local: 'pv-manual-pdfs', deploy: true }),
  UPLOADS_BUCKET: setting.pattern(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { description: "the S3 bucket of the support form's photos and files (the Mail stack sets it)", local: 'pv-form-uploads', deploy: true }),
  PDF_RENDER_TIMEOUT_MS: count('milliseconds a PDF render may take', 20_000),
  PDF_ASSET_ORIGINS: setting.list(setting.isOrigin, { description: "origins, comma-separated, the PDF renderer may load content images from (default: the space's asset CDN)" }),
  CHROMIUM_PATH: z.string().meta({ description: 'a Chromium executable, or empty', fallback: '' }),
});

export type FunctionSetting = keyof typeof FUNCTION_SETTINGS.shape & string;

/** reCAPTCHA needs its secret when it is the bot check. */
export const FUNCTION_RULES: SettingsRule[] = [
  (values) =>
    values.BOT_CHECK_PROVIDER === 'recaptcha' && !values.RECAPTCHA_SECRET
      ? { name: 'RECAPTCHA_SECRET', message: 'not set; expected the reCAPTCHA secret (BOT_CHECK_PROVIDER is recaptcha)' }
      : undefined,
  // every mail names the imprint in its reader's language
  (values) => {
    if (!Array.isArray(values.IMPRINT_PATHS)) return undefined;
    const named = new Set((values.IMPRINT_PATHS as string[]).map((item) => item.split('=')[0]));
    const missing = LANGUAGES.filter((language) => !named.has(language));
    return missing.length ? { name: 'IMPRINT_PATHS', message: `names no imprint path for ${missing.join(', ')}; expected one per language, e.g. de=/de/impressum/` } : undefined;
  },
];

// what each part of the configuration reads (config.ts)
export const STORAGE = ['AWS_REGION', 'DYNAMODB_ENDPOINT', 'SES_ENDPOINT'] as const;
export const CONTENT = ['STORYBLOK_REGION', 'STORYBLOK_ENDPOINT', 'STORYBLOK_PUBLIC_TOKEN'] as const;
export const PDF = [...CONTENT, 'AWS_REGION', 'SITE_URL', 'PDF_ASSET_ORIGINS', 'S3_ENDPOINT', 'PDF_BUCKET', 'PDF_RENDER_TIMEOUT_MS', 'CHROMIUM_PATH', 'ORGANISATION_NAME'] as const;
/** hosts an absolute redirect target may name (the redirect lookup and the CMS webhook) */
export const REDIRECT_HOSTS = ['DOCUMENT_SERVER_BASE', 'PRODUCTION_HOST', 'REDIRECT_ALLOWED_HOSTS'] as const;
export const EDITOR_REDIRECTS = [
  ...REDIRECT_HOSTS,
  'STORYBLOK_REGION',
  'STORYBLOK_MANAGEMENT_URL',
  'STORYBLOK_MANAGEMENT_TOKEN',
  'STORYBLOK_SPACE_ID',
  'STORYBLOK_PREVIEW_TOKEN',
  'DOWNLOAD_HOST',
] as const;
export const CMS = [
  ...STORAGE,
  ...CONTENT,
  ...EDITOR_REDIRECTS,
  TABLE_VARIABLES.storyPaths,
  TABLE_VARIABLES.redirects,
  TABLE_VARIABLES.guards,
  'STORYBLOK_WEBHOOK_SECRET',
  'SITE_URL',
  'SITE_REVALIDATE_URL',
  'REVALIDATE_SECRET',
  'CLOUDFRONT_DISTRIBUTION_ID',
  'S3_ENDPOINT',
  'PDF_BUCKET',
] as const;
export const MAIL = [
  ...STORAGE,
  TABLE_VARIABLES.submissions,
  TABLE_VARIABLES.subscribers,
  TABLE_VARIABLES.guards,
  'SITE_URL',
  'MAIL_FROM',
  'MAIL_TO_CONTACT',
  'MAIL_TO_SUPPORT',
  'MAIL_ROUTES',
  'CASE_NUMBER_PREFIX',
  'BOT_CHECK_PROVIDER',
  'ALTCHA_HMAC_KEY',
  'ALTCHA_MAX_COUNTER',
  'RECAPTCHA_SECRET',
  'RECAPTCHA_MIN_SCORE',
  'NEWSLETTER_SECRET',
  'ORGANISATION_NAME',
  'ORGANISATION_ADDRESS',
  'ORGANISATION_COUNTRY',
  'IMPRINT_PATHS',
  'FORM_RATE_LIMIT',
  'FORM_RATE_WINDOW_SECONDS',
  'S3_ENDPOINT',
  'UPLOADS_BUCKET',
  'CHALLENGE_RATE_LIMIT',
  'CHALLENGE_RATE_WINDOW_SECONDS',
] as const;
/** `npm run newsletter:export`: the subscribers, and what their unsubscribe links are made of */
export const NEWSLETTER_EXPORT = [...STORAGE, TABLE_VARIABLES.subscribers, 'SITE_URL', 'NEWSLETTER_SECRET'] as const;
/** the scheduled retry: no form, bot check or newsletter secrets (its function has none bound) */
export const MAIL_RETRY = [...STORAGE, TABLE_VARIABLES.submissions, 'MAIL_FROM'] as const;
