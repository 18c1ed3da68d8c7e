import { Duration, Fn } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  HeadersFrameOption,
  type HeadersReferrerPolicy,
  OriginProtocolPolicy,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { FunctionUrl, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { NextjsSite, use, type StackContext } from 'sst/constructs';
import { SECURITY_HEADERS } from '../packages/web/src/lib/security/headers';
import { errorAlarm } from './alarms';
import { Mail } from './Mail';
import { Pdf } from './Pdf';
import { Redirects } from './Redirects';
import { Secrets } from './Secrets';
import { setting, siteUrl, storyblokEndpoint } from './settings';

const securityHeader = (name: (typeof SECURITY_HEADERS)[number]['key']) => SECURITY_HEADERS.find(({ key }) => key === name)!.value;

/**
 * The site's security headers for the function answers CloudFront serves beside the site (the site's
 * server adds them to its own answers). JSON and PDFs need no scripts: the strictest policy.
 */
function functionAnswerHeaders(stack: StackContext['stack']): ResponseHeadersPolicy {
  const hsts = securityHeader('Strict-Transport-Security');
  return new ResponseHeadersPolicy(stack, 'FunctionAnswerHeaders', {
    securityHeadersBehavior: {
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(Number(/max-age=(\d+)/.exec(hsts)![1])),
        includeSubdomains: hsts.includes('includeSubDomains'),
        preload: hsts.includes('preload'),
        override: false,
      },
      contentTypeOptions: { override: false },
      referrerPolicy: { referrerPolicy: securityHeader('Referrer-Policy') as HeadersReferrerPolicy, override: false },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: false },
      contentSecurityPolicy: { contentSecurityPolicy: "default-src 'none'; frame-ancestors 'none'", override: false },
    },
    customHeadersBehavior: { customHeaders: [{ header: 'Permissions-Policy', value: securityHeader('Permissions-Policy'), override: false }] },
  });
}

/**
 * What the functions read of a visitor's request: the query, the body's type, and the visitor's address
 * (rate limits; behind CloudFront the function URL sees only CloudFront's). Never the Host: a function
 * URL answers only to its own.
 */
function functionRequestPolicy(stack: StackContext['stack']): OriginRequestPolicy {
  return new OriginRequestPolicy(stack, 'FunctionRequests', {
    headerBehavior: OriginRequestHeaderBehavior.allowList('content-type', 'accept', 'accept-language', 'origin', 'referer', 'user-agent', 'CloudFront-Viewer-Address'),
    queryStringBehavior: OriginRequestQueryStringBehavior.all(),
  });
}

/** A function URL as a CloudFront origin: never cached (each answer is the function's). */
function functionBehavior(url: string, allowedMethods: AllowedMethods, policies: { request: OriginRequestPolicy; response: ResponseHeadersPolicy }): BehaviorOptions {
  return {
    origin: new HttpOrigin(Fn.parseDomainName(url), { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
    viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
    allowedMethods,
    cachePolicy: CachePolicy.CACHING_DISABLED,
    originRequestPolicy: policies.request,
    responseHeadersPolicy: policies.response,
    compress: true,
  };
}

/**
 * The ISR site on CloudFront (OpenNext, with the site's own server wrapper: legacy redirects and the
 * Content-Security-Policy). CloudFront also sends `/mail/*` and `/pdf/*` to their functions, so the
 * browser talks to one origin.
 */
export function Web({ stack }: StackContext) {
  const { storyblokPublicToken, storyblokPreviewToken, revalidateSecret, searchAdminKey } = use(Secrets);
  const { lookupUrl } = use(Redirects);
  const { send } = use(Mail);
  const { render } = use(Pdf);
  const domainName = setting('SITE_DOMAIN');

  const functionPolicies = { request: functionRequestPolicy(stack), response: functionAnswerHeaders(stack) };
  const site = new NextjsSite(stack, 'Site', {
    path: 'packages/web',
    // OpenNext 3 (SST's default) cannot build Next 16; 4.1.x can
    openNextVersion: '4.1.12',
    runtime: 'nodejs22.x',
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
    },
    cdk: {
      distribution: {
        additionalBehaviors: {
          '/mail/*': functionBehavior(send.url!, AllowedMethods.ALLOW_ALL, functionPolicies),
          '/pdf/*': functionBehavior(render.url!, AllowedMethods.ALLOW_GET_HEAD_OPTIONS, functionPolicies),
        },
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
