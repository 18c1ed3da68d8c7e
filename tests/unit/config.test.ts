/**
 * The site's and the functions' settings: outside the local stack every missing or malformed setting
 * is an error naming each one; under it (PV_LOCAL_STACK=1) the local stand-ins' values; Storyblok's
 * hosts follow STORYBLOK_REGION. Each builder gets its environment explicitly (the test's own process
 * runs under the local stack).
 */
import { describe, expect, it } from 'vitest';
import { buildSiteConfig, siteConfig } from '@/config';
import { cmsConfig, functionsConfig, mailRetryConfig, originSecrets, pdfConfig, storageConfig } from '@pv/functions/config';
import { SettingsError } from '@pv/shared/settings';

/** A stage's settings as the stacks pass them (docs/deploy.md) */
export const STAGE = {
  SITE_URL: 'https://www.example.com',
  PRODUCTION_HOST: 'www.example.com',
  DOCUMENT_SERVER_BASE: 'https://download.example.com/documents',
  DOWNLOAD_HOST: 'download.example.com',
  ORGANISATION_NAME: 'Example GmbH',
  ORGANISATION_ADDRESS: 'Example Street 1, 1010 Vienna',
  IMPRINT_PATHS: 'de=/de/impressum/,en=/en/imprint/,fr=/fr/mentions-legales/,es=/es/aviso-legal/,nl=/nl/colofon/,it=/it/note-legali/',
  STORYBLOK_SPACE_ID: '123456',
  SEARCH_APP_ID: 'ABCDEF1234',
  SEARCH_API_KEY: 'search-only-key',
  REDIRECTS_URL: 'https://abc.lambda-url.eu-central-1.on.aws/redirects/lookup',
  MAIL_FROM: 'Website <website@example.com>',
  MAIL_TO_CONTACT: 'office@example.com',
  MAIL_TO_SUPPORT: 'support@example.com',
  SUBMISSIONS_TABLE: 'prod-submissions',
  SUBSCRIBERS_TABLE: 'prod-subscribers',
  FORM_GUARDS_TABLE: 'prod-guards',
  REDIRECTS_TABLE: 'prod-redirects',
  STORY_PATHS_TABLE: 'prod-story-paths',
  PDF_BUCKET: 'prod-manual-pdfs',
  UPLOADS_BUCKET: 'prod-form-uploads',
  UPLOADS_ORIGIN: 'https://prod-form-uploads.s3.eu-central-1.amazonaws.com',
};
const SECRETS = {
  STORYBLOK_PUBLIC_TOKEN: 'public-token',
  STORYBLOK_PREVIEW_TOKEN: 'preview-token',
  STORYBLOK_MANAGEMENT_TOKEN: 'management-token',
  STORYBLOK_WEBHOOK_SECRET: 'webhook-secret',
  REVALIDATE_SECRET: 'revalidate-secret',
  SEARCH_ADMIN_KEY: 'admin-key',
  ALTCHA_HMAC_KEY: 'altcha-key',
  NEWSLETTER_SECRET: 'newsletter-secret',
  ORIGIN_VERIFY_SECRET: 'origin-secret',
};
const LOCAL = { PV_LOCAL_STACK: '1' };

const problemsOf = (build: () => unknown): Record<string, string> => {
  try {
    build();
  } catch (error) {
    if (error instanceof SettingsError) return Object.fromEntries(error.problems.map((problem) => [problem.name, problem.message]));
    throw error;
  }
  throw new Error('no SettingsError');
};

describe('outside the local stack', () => {
  it('the site names every missing setting and what it expects, never falling back to localhost', () => {
    const problems = problemsOf(() => buildSiteConfig({}));
    expect(Object.keys(problems).sort()).toEqual(
      ['DOCUMENT_SERVER_BASE', 'DOWNLOAD_HOST', 'ORGANISATION_NAME', 'PRODUCTION_HOST', 'SEARCH_API_KEY', 'SEARCH_APP_ID', 'SITE_URL', 'STORYBLOK_SPACE_ID'].sort(),
    );
    expect(problems.SITE_URL).toBe("not set; expected the site's public origin, e.g. https://www.example.com");
    expect(() => buildSiteConfig({})).toThrow(/site: 8 settings are missing or malformed:\n {2}SITE_URL: not set/);
  });

  it('the functions name every setting of the function that reads them, tables included', () => {
    expect(Object.keys(problemsOf(() => functionsConfig({}))).sort()).toEqual(
      [
        'ALTCHA_HMAC_KEY',
        'FORM_GUARDS_TABLE',
        'IMPRINT_PATHS',
        'MAIL_FROM',
        'MAIL_TO_CONTACT',
        'MAIL_TO_SUPPORT',
        'NEWSLETTER_SECRET',
        'ORGANISATION_ADDRESS',
        'ORGANISATION_NAME',
        'SITE_URL',
        'SUBMISSIONS_TABLE',
        'SUBSCRIBERS_TABLE',
        'UPLOADS_BUCKET',
      ].sort(),
    );
    expect(Object.keys(problemsOf(() => cmsConfig({}))).sort()).toEqual(
      [
        'DOCUMENT_SERVER_BASE',
        'DOWNLOAD_HOST',
        'FORM_GUARDS_TABLE',
        'PDF_BUCKET',
        'PRODUCTION_HOST',
        'REDIRECTS_TABLE',
        'REVALIDATE_SECRET',
        'SITE_URL',
        'STORYBLOK_MANAGEMENT_TOKEN',
        'STORYBLOK_PREVIEW_TOKEN',
        'STORYBLOK_PUBLIC_TOKEN',
        'STORYBLOK_SPACE_ID',
        'STORYBLOK_WEBHOOK_SECRET',
        'STORY_PATHS_TABLE',
      ].sort(),
    );
    expect(Object.keys(problemsOf(() => originSecrets({})))).toEqual(['ORIGIN_VERIFY_SECRET']);
  });

  it('a malformed setting is named with its value, a secret without it; an empty one counts as unset', () => {
    const problems = problemsOf(() => functionsConfig({ ...STAGE, ...SECRETS, SITE_URL: 'www.example.com', MAIL_TO_SUPPORT: 'support', ALTCHA_HMAC_KEY: '  ', NEWSLETTER_SECRET: '', FORM_RATE_LIMIT: 'ten' }));
    expect(problems).toEqual({
      SITE_URL: `"www.example.com" is malformed; expected the site's public origin, e.g. https://www.example.com`,
      MAIL_TO_SUPPORT: `"support" is malformed; expected the address of the support form's team`,
      ALTCHA_HMAC_KEY: 'malformed; expected a long random secret signing the ALTCHA challenges (SST secret)',
      NEWSLETTER_SECRET: 'not set; expected a long random secret signing the newsletter confirmation and unsubscribe links (SST secret)',
      FORM_RATE_LIMIT: '"ten" is malformed; expected form requests per visitor and window (default 10)',
    });
    expect(problemsOf(() => buildSiteConfig({ ...STAGE, CONTENT_VERSION: 'drafts', SEARCH_APP_ID: 'local app' }))).toEqual({
      CONTENT_VERSION: '"drafts" is malformed; expected published or draft (default published)',
      SEARCH_APP_ID: '"local app" is malformed; expected the Algolia application id, e.g. ABCDEF1234',
    });
  });

  it('a stage with every setting: the real services, defaults where the product has one', () => {
    const site = buildSiteConfig({ ...STAGE, ...SECRETS });
    expect(site).toMatchObject({
      siteUrl: 'https://www.example.com',
      acceptanceHost: '',
      contentVersion: 'published',
      contentTimeoutMs: 4000,
      storyblok: { endpoint: 'https://api.storyblok.com/v2', spaceId: '123456', editorOrigin: 'https://app.storyblok.com', publicToken: 'public-token' },
      search: { appId: 'ABCDEF1234', apiKey: 'search-only-key', indexName: 'site', host: '' },
      botCheck: { provider: 'altcha', recaptchaSiteKey: '' },
    });
    expect(site.searchAdminKey).toBe('admin-key');
    expect(functionsConfig({ ...STAGE, ...SECRETS })).toMatchObject({
      region: 'eu-central-1',
      dynamoDbEndpoint: undefined,
      sesEndpoint: undefined,
      tables: { submissions: 'prod-submissions' },
      company: { name: 'Example GmbH', address: 'Example Street 1, 1010 Vienna', country: 'AT', imprintPaths: { de: '/de/impressum/', it: '/it/note-legali/' } },
      uploads: { region: 'eu-central-1', s3Endpoint: undefined, bucket: 'prod-form-uploads' },
    });
    expect(site.uploadsOrigin).toBe('https://prod-form-uploads.s3.eu-central-1.amazonaws.com');
    expect(cmsConfig({ ...STAGE, ...SECRETS })).toMatchObject({
      revalidateUrl: 'https://www.example.com/api/revalidate/',
      distributionId: '',
      pdf: { s3Endpoint: undefined, bucket: 'prod-manual-pdfs' },
      redirects: { management: { baseUrl: 'https://mapi.storyblok.com/v1', spaceId: 123456 }, allowedHosts: ['download.example.com', 'www.example.com'] },
    });
  });

  it("Storyblok's hosts follow STORYBLOK_REGION: the CDN and Management APIs, the asset CDN of the site and of the PDF renderer", () => {
    const stage = { ...STAGE, ...SECRETS, STORYBLOK_REGION: 'us' };
    const site = buildSiteConfig(stage);
    expect(site.storyblok.endpoint).toBe('https://api-us.storyblok.com/v2');
    expect(site.assetBase).toBe('https://a-us.storyblok.com');
    expect(site.assetOrigins).toEqual(['https://a-us.storyblok.com']);
    expect(pdfConfig(stage).assetOrigins).toEqual(['https://a-us.storyblok.com']);
    expect(cmsConfig(stage).redirects.management.baseUrl).toBe('https://api-us.storyblok.com/v1');
    expect(pdfConfig({ ...stage, PDF_ASSET_ORIGINS: 'https://cdn.example.com' }).assetOrigins).toEqual(['https://cdn.example.com']);
    expect(Object.keys(problemsOf(() => buildSiteConfig({ ...stage, STORYBLOK_REGION: 'eu-west' })))).toEqual(['STORYBLOK_REGION']);
  });

  it('secrets and what the deploy sets from another stack are read when used: the build has neither the secrets nor the lookup URL', () => {
    const building = buildSiteConfig({ ...STAGE, STORYBLOK_PUBLIC_TOKEN: 'public-token', REDIRECTS_URL: '{{ REDIRECTS_URL }}' });
    expect(building.storyblok.publicToken).toBe('public-token');
    expect(() => building.storyblok.previewToken).toThrow(/STORYBLOK_PREVIEW_TOKEN: not set/);
    expect(() => building.redirectsUrl).toThrow(/REDIRECTS_URL: "\{\{ REDIRECTS_URL \}\}" is malformed/);
    // the link rules' context spreads the config: that reads neither
    expect({ locale: 'de', ...building }).toMatchObject({ productionHost: 'www.example.com', siteUrl: 'https://www.example.com' });
    expect(Object.keys({ ...building })).not.toEqual(expect.arrayContaining(['redirectsUrl']));
  });

  it('the site\'s `siteConfig` reads the environment on first use, and spreads like a plain object', () => {
    // this test process runs under the local stack
    expect({ locale: 'de', ...siteConfig }).toMatchObject({ locale: 'de', productionHost: 'www.sonnwaerme.example', storyblok: { spaceId: '1000' } });
    expect('siteUrl' in siteConfig).toBe(true);
  });

  it('a function reads only its own settings: the redirect lookup one table, the retry no form secrets', () => {
    const lookup = storageConfig({ REDIRECTS_TABLE: 'prod-redirects' });
    expect(lookup.tables.redirects).toBe('prod-redirects');
    expect(() => lookup.tables.submissions).toThrow(/SUBMISSIONS_TABLE: not set/);
    expect(mailRetryConfig({ SUBMISSIONS_TABLE: 'prod-submissions', MAIL_FROM: 'website@example.com' })).toMatchObject({ mailFrom: 'website@example.com', tables: { submissions: 'prod-submissions' } });
  });

  it('reCAPTCHA as the bot check needs its site key and its secret', () => {
    expect(problemsOf(() => buildSiteConfig({ ...STAGE, BOT_CHECK_PROVIDER: 'recaptcha' }))).toEqual({ RECAPTCHA_SITE_KEY: expect.stringContaining('BOT_CHECK_PROVIDER is recaptcha') });
    expect(Object.keys(problemsOf(() => functionsConfig({ ...STAGE, ...SECRETS, BOT_CHECK_PROVIDER: 'recaptcha' })))).toEqual(['RECAPTCHA_SECRET']);
    expect(functionsConfig({ ...STAGE, ...SECRETS, BOT_CHECK_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: 's' }).botCheck).toMatchObject({ provider: 'recaptcha', recaptchaSecret: 's', recaptchaMinScore: 0.5 });
  });
});

describe('under the local stack (PV_LOCAL_STACK=1)', () => {
  it('unset settings are the local stand-ins and their secrets', () => {
    expect(buildSiteConfig(LOCAL)).toMatchObject({
      siteUrl: 'http://localhost:3000',
      redirectsUrl: 'http://localhost:4050/redirects/lookup',
      assetBase: 'http://localhost:4010',
      // the demo files also name the region's asset CDN
      assetOrigins: ['http://localhost:4010', 'https://a.storyblok.com'],
      storyblok: { endpoint: 'http://localhost:4010/v2', spaceId: '1000', publicToken: 'local-public-token' },
      search: { appId: 'LOCALAPP', host: 'http://localhost:4020' },
    });
    expect(functionsConfig(LOCAL)).toMatchObject({ dynamoDbEndpoint: 'http://127.0.0.1:4030', sesEndpoint: 'http://127.0.0.1:8005', botCheck: { altchaHmacKey: 'local-altcha-hmac-key' } });
    expect(pdfConfig(LOCAL)).toMatchObject({ s3Endpoint: 'http://127.0.0.1:4040', bucket: 'pv-manual-pdfs', assetOrigins: ['http://localhost:4010', 'https://a.storyblok.com'] });
    expect(cmsConfig(LOCAL).redirects.management).toEqual({ baseUrl: 'http://localhost:4010/v1', token: 'local-personal-access-token', spaceId: 1000 });
  });

  it("an empty variable keeps its meaning: the real service, Algolia's own hosts", () => {
    expect(functionsConfig({ ...LOCAL, DYNAMODB_ENDPOINT: '', SES_ENDPOINT: '' })).toMatchObject({ dynamoDbEndpoint: undefined, sesEndpoint: undefined });
    expect(buildSiteConfig({ ...LOCAL, SEARCH_HOST: '' }).search.host).toBe('');
    // where empty means nothing, it is unset: the local value
    expect(buildSiteConfig({ ...LOCAL, SITE_URL: '' }).siteUrl).toBe('http://localhost:3000');
  });

  it('a malformed setting is still an error', () => {
    expect(Object.keys(problemsOf(() => functionsConfig({ ...LOCAL, BOT_CHECK_PROVIDER: 'none' })))).toEqual(['BOT_CHECK_PROVIDER']);
  });
});
