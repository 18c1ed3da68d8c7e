import { fileURLToPath } from 'node:url';

const numberFromEnv = (name: string, fallback: number) => {
  const raw = process.env[name];
  return raw ? Number.parseInt(raw, 10) : fallback;
};

/** Ports and tokens of the local stack; every value can be overridden by the variable of the same name (see .env.example). */
export const localConfig = {
  sitePort: numberFromEnv('PORT', 3000),
  contentServicePort: numberFromEnv('CONTENT_SERVICE_PORT', 4010),
  dynamoDbPort: numberFromEnv('DYNAMODB_PORT', 4030),
  sesPort: numberFromEnv('SES_PORT', 8005),
  /** the S3 stand-in (s3rver) holding the manual PDF cache */
  s3Port: numberFromEnv('S3_PORT', 4040),
  /** the Lambda functions the site reaches under /mail/ and /pdf/ (CloudFront behaviours on AWS) */
  functionsPort: numberFromEnv('FUNCTIONS_PORT', 4050),
  publicToken: process.env.STORYBLOK_PUBLIC_TOKEN ?? 'local-public-token',
  previewToken: process.env.STORYBLOK_PREVIEW_TOKEN ?? 'local-preview-token',
  /** `pushed`: the local space starts empty and `cms:push` fills it through the Management API (else the demo files are read directly) */
  localSpace: process.env.LOCAL_SPACE === 'pushed' ? ('pushed' as const) : ('files' as const),
  /** the personal access token the content service's Management API stand-in accepts (local only) */
  managementToken: process.env.STORYBLOK_MANAGEMENT_TOKEN ?? 'local-personal-access-token',
  searchServicePort: numberFromEnv('SEARCH_SERVICE_PORT', 4020),
  /** the search service's application id, public search key, admin (write) key and index (Algolia's names) */
  searchAppId: process.env.SEARCH_APP_ID ?? 'LOCALAPP',
  searchApiKey: process.env.SEARCH_API_KEY ?? 'local-search-key',
  searchAdminKey: process.env.SEARCH_ADMIN_KEY ?? 'local-admin-key',
  searchIndex: process.env.SEARCH_INDEX ?? 'site',
  contentDir: fileURLToPath(new URL('../content', import.meta.url)),
};

export const localUrl = (port: number) => `http://localhost:${port}`;
