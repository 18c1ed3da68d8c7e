/**
 * CloudFront's routes to the functions beside the site (`/mail/*`, `/pdf/*`): their function URLs as
 * origins, never cached, with the visitor's address, the site's security headers on the answers, and
 * the origin secret the functions require (packages/functions/src/cloudfront.ts).
 */
import { Duration, Fn, type Stack } from 'aws-cdk-lib';
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
import { AwsCustomResource, AwsCustomResourcePolicy, Logging, PhysicalResourceId, type AwsSdkCall } from 'aws-cdk-lib/custom-resources';
import type { Config } from 'sst/constructs';
import { Config as SstConfig } from 'sst/config.js';
import { FORWARDED_VIEWER_HEADERS, ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '../packages/functions/src/cloudfront';
import { SECURITY_HEADERS } from '../packages/web/src/server/security/headers';

const securityHeader = (name: (typeof SECURITY_HEADERS)[number]['key']) => SECURITY_HEADERS.find(({ key }) => key === name)!.value;

/**
 * The site's security headers for the function answers CloudFront serves beside the site (the site's
 * server adds them to its own answers). JSON and PDFs need no scripts: the strictest policy.
 */
function functionAnswerHeaders(stack: Stack): ResponseHeadersPolicy {
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
function functionRequestPolicy(stack: Stack): OriginRequestPolicy {
  return new OriginRequestPolicy(stack, 'FunctionRequests', {
    headerBehavior: OriginRequestHeaderBehavior.allowList(...FORWARDED_VIEWER_HEADERS, VIEWER_ADDRESS_HEADER),
    queryStringBehavior: OriginRequestQueryStringBehavior.all(),
  });
}

/**
 * The origin secret as CloudFormation reads it from SSM while it deploys (a custom resource), so the
 * template names the parameter, not the value; the value ends up only in the distribution's
 * configuration. `fingerprint` (stacks/settings.ts) changes with the value, and with it the resource:
 * after `npx sst secrets set ORIGIN_VERIFY_SECRET …` the next deploy reads the new value.
 */
function originSecretValue(stack: Stack, secret: Config.Secret, fingerprint: string): string {
  const parameterName = SstConfig.pathFor({ id: secret.name, type: 'Secret', prop: 'value' });
  const read: AwsSdkCall = {
    service: 'SSM',
    action: 'getParameter',
    parameters: { Name: parameterName, WithDecryption: true },
    physicalResourceId: PhysicalResourceId.of(`${secret.name}@${fingerprint}`),
    outputPaths: ['Parameter.Value'],
    // the answer holds the secret: kept out of the provider's logs
    logging: Logging.withDataHidden(),
  };
  const resource = new AwsCustomResource(stack, 'OriginSecret', {
    onCreate: read,
    onUpdate: read,
    policy: AwsCustomResourcePolicy.fromSdkCalls({ resources: [stack.formatArn({ service: 'ssm', resource: 'parameter', resourceName: parameterName.replace(/^\//, '') })] }),
    installLatestAwsSdk: false,
  });
  return resource.getResponseField('Parameter.Value');
}

export interface FunctionRoutes {
  /** the mail function's URL (the function ends within CloudFront's default wait of 30 s) */
  mail: string;
  /** the PDF function's URL (GET only), and how long CloudFront waits for its answer (default 30 s: too short for a long manual) */
  pdf: { url: string; readTimeout: Duration };
  /** the SST secret CloudFront sends as `x-origin-verify`, and its fingerprint */
  originSecret: { secret: Config.Secret; fingerprint: string };
}

/** The distribution's behaviours for `/mail/*` and `/pdf/*`. */
export function functionRoutes(stack: Stack, { mail, pdf, originSecret }: FunctionRoutes): Record<string, BehaviorOptions> {
  const policies = { originRequestPolicy: functionRequestPolicy(stack), responseHeadersPolicy: functionAnswerHeaders(stack) };
  const customHeaders = { [ORIGIN_VERIFY_HEADER]: originSecretValue(stack, originSecret.secret, originSecret.fingerprint) };
  const behavior = (url: string, allowedMethods: AllowedMethods, readTimeout?: Duration): BehaviorOptions => ({
    origin: new HttpOrigin(Fn.parseDomainName(url), { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY, customHeaders, readTimeout }),
    viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
    allowedMethods,
    cachePolicy: CachePolicy.CACHING_DISABLED,
    ...policies,
    compress: true,
  });
  return { '/mail/*': behavior(mail, AllowedMethods.ALLOW_ALL), '/pdf/*': behavior(pdf.url, AllowedMethods.ALLOW_GET_HEAD_OPTIONS, pdf.readTimeout) };
}
