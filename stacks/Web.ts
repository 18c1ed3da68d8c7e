import { FunctionUrl, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { NextjsSite, use, type StackContext } from 'sst/constructs';
import { errorAlarm } from './alarms';
import { functionRoutes } from './function-routes';
import { Mail } from './Mail';
import { Pdf, PDF_ANSWER_TIMEOUT } from './Pdf';
import { Redirects } from './Redirects';
import { Secrets } from './Secrets';
import { Waf } from './Waf';
import { FUNCTION_DEFAULTS, originSecretFingerprint, setting, siteUrl, storyblokEndpoint } from './settings';

/**
 * The ISR site on CloudFront (OpenNext, with the site's own server wrapper: legacy redirects and the
 * Content-Security-Policy). CloudFront also sends `/mail/*` and `/pdf/*` to their functions, so the
 * browser talks to one origin. The Waf stack's WebACL limits each client's requests (stacks/Waf.ts).
 */
export function Web({ stack }: StackContext) {
  const { storyblokPublicToken, storyblokPreviewToken, revalidateSecret, searchAdminKey, originVerifySecret } = use(Secrets);
  const { lookupUrl } = use(Redirects);
  const { send, uploads } = use(Mail);
  const { render } = use(Pdf);
  const { webAclArn } = use(Waf);
  const domainName = setting('SITE_DOMAIN');

  const site = new NextjsSite(stack, 'Site', {
    path: 'packages/web',
    // OpenNext 3 (SST's default) cannot build Next 16; 4.1.x can
    openNextVersion: '4.1.12',
    runtime: FUNCTION_DEFAULTS.runtime,
    memorySize: 1536,
    timeout: 20,
    customDomain: domainName ? { domainName, hostedZone: setting('SITE_HOSTED_ZONE') || undefined } : undefined,
    bind: [storyblokPublicToken, storyblokPreviewToken, revalidateSecret, searchAdminKey],
    environment: {
      NEXT_TELEMETRY_DISABLED: '1',
      SITE_URL: siteUrl(),
      PRODUCTION_HOST: setting('PRODUCTION_HOST'),
      ACCEPTANCE_HOST: setting('ACCEPTANCE_HOST'),
      DOCUMENT_SERVER_BASE: setting('DOCUMENT_SERVER_BASE'),
      DOWNLOAD_HOST: setting('DOWNLOAD_HOST'),
      CONTENT_VERSION: setting('CONTENT_VERSION', 'published'),
      ORGANISATION_NAME: setting('ORGANISATION_NAME'),
      STORYBLOK_ENDPOINT: storyblokEndpoint(),
      // the asset CDN of the space's region (images, the CSP)
      STORYBLOK_REGION: setting('STORYBLOK_REGION', 'eu'),
      STORYBLOK_SPACE_ID: setting('STORYBLOK_SPACE_ID'),
      // empty: Algolia's own hosts
      SEARCH_HOST: setting('SEARCH_HOST'),
      SEARCH_APP_ID: setting('SEARCH_APP_ID'),
      SEARCH_API_KEY: setting('SEARCH_API_KEY'),
      SEARCH_INDEX: setting('SEARCH_INDEX', 'site'),
      BOT_CHECK_PROVIDER: setting('BOT_CHECK_PROVIDER', 'altcha'),
      RECAPTCHA_SITE_KEY: setting('RECAPTCHA_SITE_KEY'),
      // read by the server wrapper's legacy-redirect layer (the same allow-list as the redirect function's)
      REDIRECTS_URL: lookupUrl,
      REDIRECT_ALLOWED_HOSTS: setting('REDIRECT_ALLOWED_HOSTS'),
      // the support form posts its files there (the CSP's connect-src); the presigned POSTs name the same host
      UPLOADS_ORIGIN: `https://${uploads.cdk.bucket.bucketRegionalDomainName}`,
    },
    cdk: {
      distribution: {
        // a WAFv2 WebACL is named by its ARN
        webAclId: webAclArn,
        additionalBehaviors: functionRoutes(stack, { mail: send.url!, pdf: { url: render.url!, readTimeout: PDF_ANSWER_TIMEOUT }, originSecret: { secret: originVerifySecret, fingerprint: originSecretFingerprint() } }),
      },
      // images come from the asset host's image service (the site's image loader): no optimisation function
      transform: (plan) => {
        delete (plan.origins as Record<string, unknown>).imageOptimizer;
        plan.behaviors = plan.behaviors.filter((behavior) => behavior.origin !== 'imageOptimizer');
      },
    },
  });

  errorAlarm(stack, 'SiteServerErrors', site.cdk!.function!);
  // OpenNext's regeneration of stale pages (fed by the server through its queue)
  errorAlarm(stack, 'SiteRevalidationErrors', site.node.findChild('RevalidationFunction') as IFunction);

  // the site's server function URL, for callers that authenticate (CloudFront drops Authorization on cached routes)
  const serverUrl = site.node.findAll().find((construct): construct is FunctionUrl => construct instanceof FunctionUrl)!.url;

  stack.addOutputs({ SiteUrl: site.customDomainUrl ?? site.url ?? '', DistributionId: site.cdk?.distribution.distributionId ?? '' });
  return { site, revalidateUrl: `${serverUrl}api/revalidate/` };
}
