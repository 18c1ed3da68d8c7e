/**
 * Settings of the functions, from the environment (SST sets them on AWS; `npm start` sets the local ones).
 * Defaults are the embedded local stack; see .env.example.
 */
import { managementBaseUrl } from '@pv/cms/management/client';
import type { DocumentHosts } from '@pv/shared/documents';
import { allowedRedirectHosts } from '@pv/shared/redirect-target';

const env = (name: string, fallback: string) => process.env[name] || fallback;
const number = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && process.env[name] !== '' && process.env[name] !== undefined ? value : fallback;
};

/**
 * Outside Lambda the endpoints default to the local stand-ins (what `npm start` runs); an empty
 * variable means the real service.
 */
const localEndpoint = (name: string, port: number) => {
  const value = process.env[name];
  if (value !== undefined) return value || undefined;
  return process.env.AWS_LAMBDA_FUNCTION_NAME ? undefined : `http://127.0.0.1:${port}`;
};

/** the site's public origin, without a trailing slash */
const siteUrl = () => env('SITE_URL', 'http://localhost:3000').replace(/\/$/, '');

/** A secret: on Lambda it must be set (a known local default would let anyone forge proofs and links). */
const secret = (name: string, localDefault: string) => {
  const value = process.env[name];
  if (value) return value;
  if (process.env.AWS_LAMBDA_FUNCTION_NAME) throw new Error(`${name} is not set`);
  return localDefault;
};

export type BotCheckProvider = 'altcha' | 'recaptcha';

/** Where the functions' data lives: what every function needs, and no secrets. */
export interface StorageConfig {
  region: string;
  /** the local stand-ins; undefined means AWS itself */
  dynamoDbEndpoint: string | undefined;
  sesEndpoint: string | undefined;
  tables: { submissions: string; subscribers: string; guards: string; redirects: string; storyPaths: string };
}

/** The mail function's settings: storage, addresses, bot check and secrets. */
export interface FunctionsConfig extends StorageConfig {
  siteUrl: string;
  mail: {
    from: string;
    /** the team that receives each form */
    to: { contact: string; support: string };
  };
  botCheck: {
    provider: BotCheckProvider;
    altchaHmacKey: string;
    /** proof-of-work difficulty: the solver tries up to this many hashes (about a second in a browser at 50,000) */
    altchaMaxCounter: number;
    recaptchaSecret: string;
    recaptchaMinScore: number;
  };
  newsletterSecret: string;
  /** accepted form requests (sending, confirming) per visitor and window */
  rateLimit: RateLimit;
  /** bot-check challenges handed out per visitor and window (a form page fetches one) */
  challengeRateLimit: RateLimit;
}

export interface RateLimit {
  requests: number;
  windowSeconds: number;
}

export function storageConfig(): StorageConfig {
  return {
    region: env('AWS_REGION', 'eu-central-1'),
    dynamoDbEndpoint: localEndpoint('DYNAMODB_ENDPOINT', 4030),
    sesEndpoint: localEndpoint('SES_ENDPOINT', 8005),
    tables: {
      submissions: env('SUBMISSIONS_TABLE', 'pv-form-submissions'),
      subscribers: env('SUBSCRIBERS_TABLE', 'pv-newsletter-subscribers'),
      guards: env('FORM_GUARDS_TABLE', 'pv-form-guards'),
      redirects: env('REDIRECTS_TABLE', 'pv-legacy-redirects'),
      storyPaths: env('STORY_PATHS_TABLE', 'pv-story-paths'),
    },
  };
}

/** Where the functions read content: Storyblok's CDN API, or the local content service. */
export interface ContentConfig {
  /** undefined: storyblok-js-client's own endpoint (Storyblok's EU region) */
  endpoint: string | undefined;
  token: string;
}

export function contentConfig(): ContentConfig {
  return {
    endpoint: process.env.STORYBLOK_ENDPOINT || (process.env.AWS_LAMBDA_FUNCTION_NAME ? undefined : 'http://localhost:4010/v2'),
    token: env('STORYBLOK_PUBLIC_TOKEN', 'local-public-token'),
  };
}

/** The manual PDF service's settings: where the renderer page, the content and the PDF cache are. */
export interface PdfConfig {
  region: string;
  /** the site whose `/pdf-renderer/manual/` page is printed: configuration, never request input */
  siteUrl: string;
  /** origins the renderer page may load from besides the site (content images) */
  assetOrigins: string[];
  content: ContentConfig;
  /** the local S3 stand-in (s3rver); undefined means S3 itself */
  s3Endpoint: string | undefined;
  bucket: string;
  renderTimeoutMs: number;
  /** a Chromium to use instead of the bundled one (outside Lambda Debian's `/usr/bin/chromium` is used when present) */
  chromiumPath: string | undefined;
  author: string;
}

export function pdfConfig(): PdfConfig {
  return {
    region: env('AWS_REGION', 'eu-central-1'),
    siteUrl: siteUrl(),
    assetOrigins: env('PDF_ASSET_ORIGINS', 'http://localhost:4010,https://a.storyblok.com')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    content: contentConfig(),
    s3Endpoint: localEndpoint('S3_ENDPOINT', 4040),
    bucket: env('PDF_BUCKET', 'pv-manual-pdfs'),
    renderTimeoutMs: number('PDF_RENDER_TIMEOUT_MS', 20_000),
    chromiumPath: process.env.CHROMIUM_PATH || undefined,
    author: env('ORGANISATION_NAME', 'Sonnwärme GmbH'),
  };
}

/** The CMS webhook's settings: its secret, the site to revalidate, the CDN in front of it, and what it clears. */
export interface CmsConfig extends StorageConfig {
  webhookSecret: string;
  /**
   * The site's revalidation route. On AWS the site's server function URL: CloudFront does not pass
   * an Authorization header through a cached behaviour.
   */
  revalidateUrl: string;
  revalidateSecret: string;
  /** the CloudFront distribution in front of the site; empty where there is none (locally) */
  distributionId: string;
  content: ContentConfig;
  pdf: PdfConfig;
  redirects: EditorRedirectsConfig;
}

/** What the webhook needs for the editors' redirects: the Management API it writes with, drafts, and the document hosts. */
export interface EditorRedirectsConfig {
  management: {
    /** the Management API of the space's region (STORYBLOK_MANAGEMENT_URL or STORYBLOK_REGION), locally the stand-in's */
    baseUrl: string;
    /** a personal access token of the space, sent raw (no Bearer) */
    token: string;
    spaceId: number;
  };
  /** the preview token: the site writes refusals into drafts and reads them back as drafts */
  previewToken: string;
  documents: DocumentHosts;
  /** hosts an absolute target may point to */
  allowedHosts: string[];
}

export function editorRedirectsConfig(): EditorRedirectsConfig {
  const onLambda = Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME);
  const spaceId = number('STORYBLOK_SPACE_ID', onLambda ? Number.NaN : 1000);
  if (!Number.isInteger(spaceId) || spaceId <= 0) throw new Error('STORYBLOK_SPACE_ID is not set');
  return {
    management: {
      baseUrl: process.env.STORYBLOK_MANAGEMENT_URL || (onLambda ? managementBaseUrl(process.env) : 'http://localhost:4010/v1'),
      token: secret('STORYBLOK_MANAGEMENT_TOKEN', 'local-personal-access-token'),
      spaceId,
    },
    previewToken: secret('STORYBLOK_PREVIEW_TOKEN', 'local-preview-token'),
    documents: {
      documentServerBase: env('DOCUMENT_SERVER_BASE', 'http://localhost:4010/f/1000/documents'),
      downloadHost: env('DOWNLOAD_HOST', 'download.sonnwaerme.example'),
    },
    allowedHosts: allowedRedirectHosts(),
  };
}

export function cmsConfig(): CmsConfig {
  return {
    ...storageConfig(),
    webhookSecret: secret('STORYBLOK_WEBHOOK_SECRET', 'local-webhook-secret'),
    revalidateUrl: env('SITE_REVALIDATE_URL', `${siteUrl()}/api/revalidate/`),
    revalidateSecret: secret('REVALIDATE_SECRET', 'local-revalidate-secret'),
    distributionId: env('CLOUDFRONT_DISTRIBUTION_ID', ''),
    content: contentConfig(),
    pdf: pdfConfig(),
    redirects: editorRedirectsConfig(),
  };
}

export function functionsConfig(): FunctionsConfig {
  return {
    ...storageConfig(),
    siteUrl: siteUrl(),
    mail: {
      from: env('MAIL_FROM', 'Sonnwärme Website <website@sonnwaerme.example>'),
      to: { contact: env('MAIL_TO_CONTACT', 'office@sonnwaerme.example'), support: env('MAIL_TO_SUPPORT', 'support@sonnwaerme.example') },
    },
    botCheck: {
      provider: env('BOT_CHECK_PROVIDER', 'altcha') === 'recaptcha' ? 'recaptcha' : 'altcha',
      altchaHmacKey: secret('ALTCHA_HMAC_KEY', 'local-altcha-hmac-key'),
      altchaMaxCounter: number('ALTCHA_MAX_COUNTER', 50_000),
      recaptchaSecret: env('RECAPTCHA_SECRET', ''),
      recaptchaMinScore: number('RECAPTCHA_MIN_SCORE', 0.5),
    },
    newsletterSecret: secret('NEWSLETTER_SECRET', 'local-newsletter-secret'),
    rateLimit: { requests: number('FORM_RATE_LIMIT', 10), windowSeconds: number('FORM_RATE_WINDOW_SECONDS', 600) },
    challengeRateLimit: { requests: number('CHALLENGE_RATE_LIMIT', 60), windowSeconds: number('CHALLENGE_RATE_WINDOW_SECONDS', 600) },
  };
}

/**
 * The secret CloudFront adds to every request it forwards to the mail and PDF functions
 * (`x-origin-verify`): the value it sends now and, while the secret is rotated, the previous one,
 * which the functions still accept (README "Deploy").
 */
export interface OriginSecrets {
  current: string;
  accepted: string[];
}

export function originSecrets(): OriginSecrets {
  const current = secret('ORIGIN_VERIFY_SECRET', 'local-origin-verify-secret');
  return { current, accepted: [current, env('ORIGIN_VERIFY_SECRET_PREVIOUS', '')].filter(Boolean) };
}
