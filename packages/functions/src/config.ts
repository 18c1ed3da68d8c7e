/**
 * Settings of the functions, from the environment (SST sets them on AWS; `npm start` and the tests run
 * with PV_LOCAL_STACK=1, whose values are the local stand-ins). Each variable is checked against its
 * schema (`@pv/shared/settings`); each function reads only the settings it uses, and a missing or
 * malformed one stops it at start-up with the name of every one. See .env.example.
 */
import type { z } from 'zod';
import type { Language } from '@pv/shared';
import type { DocumentHosts } from '@pv/shared/documents';
import { allowedRedirectHosts } from '@pv/shared/redirect-target';
import { readSettings, type Env } from '@pv/shared/settings';
import { contentAssetOrigins } from '@pv/shared/settings-common';
import { storyblokHosts } from '@pv/shared/storyblok/region';
import { parseMailRoutes, type MailRoute } from './mail-routes';
import { CMS, CONTENT, EDITOR_REDIRECTS, FUNCTION_RULES, FUNCTION_SETTINGS, MAIL, MAIL_RETRY, NEWSLETTER_EXPORT, PDF, REDIRECT_HOSTS, STORAGE, TABLE_VARIABLES, type FunctionSetting, type TableKey } from './settings';

type Settings<K extends FunctionSetting> = { [P in K]: z.output<(typeof FUNCTION_SETTINGS.shape)[P]> };
/** Reads the settings a function uses, all at once: an error names every one that is missing or malformed. */
const read = <K extends FunctionSetting>(env: Env, names: readonly K[]): Settings<K> => readSettings('functions', FUNCTION_SETTINGS, env, names, FUNCTION_RULES);

/** an empty endpoint means the service itself */
const endpoint = (value: string) => value || undefined;
const withoutSlash = (url: string) => url.replace(/\/+$/, '');

export type BotCheckProvider = 'altcha' | 'recaptcha';

/** Where the functions' data lives: what every function needs, and no secrets. */
export interface StorageConfig {
  region: string;
  /** the local stand-ins; undefined means AWS itself */
  dynamoDbEndpoint: string | undefined;
  sesEndpoint: string | undefined;
  tables: Record<TableKey, string>;
}

/** The mail function's settings: storage, addresses, bot check and secrets. */
export interface FunctionsConfig extends StorageConfig {
  siteUrl: string;
  mail: {
    from: string;
    /** the team that receives each form, unless a route says otherwise */
    to: { contact: string; support: string };
    routes: MailRoute[];
    /** SW in SW-2026-000123 */
    casePrefix: string;
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
  /** who sends the mails: every mail's footer names it (`mail/footer.ts`) */
  company: CompanyConfig;
  /** accepted form requests (sending, confirming) per visitor and window */
  rateLimit: RateLimit;
  /** bot-check challenges handed out per visitor and window (a form page fetches one) */
  challengeRateLimit: RateLimit;
  /** where the support form's photos and files are uploaded (presigned POSTs) and linked from the team's mail */
  uploads: UploadsConfig;
}

export interface UploadsConfig {
  region: string;
  /** the local S3 stand-in; undefined means S3 itself */
  s3Endpoint: string | undefined;
  bucket: string;
}

/** The company as every mail names it: name, postal address, country, and its imprint on the site. */
export interface CompanyConfig {
  name: string;
  /** one line, without the country */
  address: string;
  /** ISO 3166 code; each mail names the country in its own language */
  country: string;
  /** the imprint's path on the site in each language */
  imprintPaths: Record<Language, string>;
}

export interface RateLimit {
  requests: number;
  windowSeconds: number;
}

/**
 * Region and endpoints. A table's name is checked when it is first read: each function's stack passes
 * only the tables it uses (the mail and CMS functions check theirs at start-up with the rest).
 */
function storageOf(settings: Settings<(typeof STORAGE)[number]>, env: Env): StorageConfig {
  const tables = {} as Record<TableKey, string>;
  for (const key of Object.keys(TABLE_VARIABLES) as TableKey[]) {
    Object.defineProperty(tables, key, { enumerable: true, get: () => read(env, [TABLE_VARIABLES[key]])[TABLE_VARIABLES[key]] });
  }
  return { region: settings.AWS_REGION, dynamoDbEndpoint: endpoint(settings.DYNAMODB_ENDPOINT), sesEndpoint: endpoint(settings.SES_ENDPOINT), tables };
}

export function storageConfig(env: Env = process.env): StorageConfig {
  return storageOf(read(env, STORAGE), env);
}

/** Where the functions read content: Storyblok's CDN API of the space's region, or the local content service. */
export interface ContentConfig {
  /** the CDN API, `…/v2` */
  endpoint: string;
  token: string;
}

const contentOf = (settings: Settings<(typeof CONTENT)[number]>): ContentConfig => ({
  endpoint: storyblokHosts(settings).cdnEndpoint,
  token: settings.STORYBLOK_PUBLIC_TOKEN,
});

export function contentConfig(env: Env = process.env): ContentConfig {
  return contentOf(read(env, CONTENT));
}

/** The PDF service's settings (manuals, data sheets): where the renderer pages, the content and the PDF cache are. */
export interface PdfConfig {
  region: string;
  /** the site whose renderer pages (`/pdf-renderer/manual/`, `/pdf-renderer/datasheet/`) are printed: configuration, never request input */
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

export function pdfConfig(env: Env = process.env): PdfConfig {
  const settings = read(env, PDF);
  return {
    region: settings.AWS_REGION,
    siteUrl: withoutSlash(settings.SITE_URL),
    // unset: the asset CDN of the space's region (STORYBLOK_REGION), or the local content service
    assetOrigins: settings.PDF_ASSET_ORIGINS.length ? settings.PDF_ASSET_ORIGINS : contentAssetOrigins(settings),
    content: contentOf(settings),
    s3Endpoint: endpoint(settings.S3_ENDPOINT),
    bucket: settings.PDF_BUCKET,
    renderTimeoutMs: settings.PDF_RENDER_TIMEOUT_MS,
    chromiumPath: settings.CHROMIUM_PATH || undefined,
    author: settings.ORGANISATION_NAME,
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
  /** where the PDF cache is, to drop a story's PDFs (rendering them is the PDF function's) */
  pdf: Pick<PdfConfig, 'region' | 's3Endpoint' | 'bucket'>;
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

/** Hosts an absolute redirect target may point to: REDIRECT_ALLOWED_HOSTS, else the document server's and the production host. */
const redirectHostsOf = (settings: Settings<(typeof REDIRECT_HOSTS)[number]>): string[] =>
  allowedRedirectHosts({ REDIRECT_ALLOWED_HOSTS: settings.REDIRECT_ALLOWED_HOSTS.join(','), DOCUMENT_SERVER_BASE: settings.DOCUMENT_SERVER_BASE, PRODUCTION_HOST: settings.PRODUCTION_HOST });

export function redirectHostsConfig(env: Env = process.env): string[] {
  return redirectHostsOf(read(env, REDIRECT_HOSTS));
}

function editorRedirectsOf(settings: Settings<(typeof EDITOR_REDIRECTS)[number]>): EditorRedirectsConfig {
  return {
    management: { baseUrl: storyblokHosts({ STORYBLOK_REGION: settings.STORYBLOK_REGION, STORYBLOK_MANAGEMENT_URL: settings.STORYBLOK_MANAGEMENT_URL }).managementBaseUrl, token: settings.STORYBLOK_MANAGEMENT_TOKEN, spaceId: settings.STORYBLOK_SPACE_ID },
    previewToken: settings.STORYBLOK_PREVIEW_TOKEN,
    documents: { documentServerBase: settings.DOCUMENT_SERVER_BASE, downloadHost: settings.DOWNLOAD_HOST },
    allowedHosts: redirectHostsOf(settings),
  };
}

/** Where documents live (DOCUMENT_SERVER_BASE, DOWNLOAD_HOST): the legacy import moves the old download host's addresses there. */
export function documentHostsConfig(env: Env = process.env): DocumentHosts {
  const settings = read(env, ['DOCUMENT_SERVER_BASE', 'DOWNLOAD_HOST']);
  return { documentServerBase: settings.DOCUMENT_SERVER_BASE, downloadHost: settings.DOWNLOAD_HOST };
}

export function editorRedirectsConfig(env: Env = process.env): EditorRedirectsConfig {
  return editorRedirectsOf(read(env, EDITOR_REDIRECTS));
}

export function cmsConfig(env: Env = process.env): CmsConfig {
  const settings = read(env, CMS);
  const stored = storageOf(settings, env);
  return {
    ...stored,
    webhookSecret: settings.STORYBLOK_WEBHOOK_SECRET,
    revalidateUrl: settings.SITE_REVALIDATE_URL || `${withoutSlash(settings.SITE_URL)}/api/revalidate/`,
    revalidateSecret: settings.REVALIDATE_SECRET,
    distributionId: settings.CLOUDFRONT_DISTRIBUTION_ID,
    content: contentOf(settings),
    pdf: { region: stored.region, s3Endpoint: endpoint(settings.S3_ENDPOINT), bucket: settings.PDF_BUCKET },
    redirects: editorRedirectsOf(settings),
  };
}

export function functionsConfig(env: Env = process.env): FunctionsConfig {
  const settings = read(env, MAIL);
  return {
    ...storageOf(settings, env),
    siteUrl: withoutSlash(settings.SITE_URL),
    mail: {
      from: settings.MAIL_FROM,
      to: { contact: settings.MAIL_TO_CONTACT, support: settings.MAIL_TO_SUPPORT },
      routes: parseMailRoutes(settings.MAIL_ROUTES),
      casePrefix: settings.CASE_NUMBER_PREFIX,
    },
    botCheck: {
      provider: settings.BOT_CHECK_PROVIDER as BotCheckProvider,
      altchaHmacKey: settings.ALTCHA_HMAC_KEY,
      altchaMaxCounter: settings.ALTCHA_MAX_COUNTER,
      recaptchaSecret: settings.RECAPTCHA_SECRET,
      recaptchaMinScore: settings.RECAPTCHA_MIN_SCORE,
    },
    newsletterSecret: settings.NEWSLETTER_SECRET,
    company: {
      name: settings.ORGANISATION_NAME,
      address: settings.ORGANISATION_ADDRESS,
      country: settings.ORGANISATION_COUNTRY,
      imprintPaths: Object.fromEntries(settings.IMPRINT_PATHS.map((item) => item.split('=') as [Language, string])) as Record<Language, string>,
    },
    rateLimit: { requests: settings.FORM_RATE_LIMIT, windowSeconds: settings.FORM_RATE_WINDOW_SECONDS },
    challengeRateLimit: { requests: settings.CHALLENGE_RATE_LIMIT, windowSeconds: settings.CHALLENGE_RATE_WINDOW_SECONDS },
    uploads: { region: settings.AWS_REGION, s3Endpoint: endpoint(settings.S3_ENDPOINT), bucket: settings.UPLOADS_BUCKET },
  };
}

/** `npm run newsletter:export`: the subscribers' table, and the site and secret their unsubscribe links are made with. */
export function newsletterExportConfig(env: Env = process.env): StorageConfig & { siteUrl: string; newsletterSecret: string } {
  const settings = read(env, NEWSLETTER_EXPORT);
  return { ...storageOf(settings, env), siteUrl: withoutSlash(settings.SITE_URL), newsletterSecret: settings.NEWSLETTER_SECRET };
}

/** The mail retry's settings: the queue and the sender. */
export function mailRetryConfig(env: Env = process.env): StorageConfig & { mailFrom: string } {
  const settings = read(env, MAIL_RETRY);
  return { ...storageOf(settings, env), mailFrom: settings.MAIL_FROM };
}

/**
 * The secret CloudFront adds to every request it forwards to the mail and PDF functions
 * (`x-origin-verify`): the value it sends now and, while the secret is rotated, the previous one,
 * which the functions still accept (docs/deploy.md).
 */
export interface OriginSecrets {
  current: string;
  accepted: string[];
}

export function originSecrets(env: Env = process.env): OriginSecrets {
  const settings = read(env, ['ORIGIN_VERIFY_SECRET', 'ORIGIN_VERIFY_SECRET_PREVIOUS']);
  return { current: settings.ORIGIN_VERIFY_SECRET, accepted: [settings.ORIGIN_VERIFY_SECRET, settings.ORIGIN_VERIFY_SECRET_PREVIOUS].filter(Boolean) };
}
