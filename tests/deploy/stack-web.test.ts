/**
 * The whole app as sst.config.ts deploys it, synthesised offline from the site's real OpenNext
 * output (built by the setup): the site's functions, CloudFront's routes to the mail and PDF
 * functions, the secrets each function is bound to, the webhook's rights, and least privilege and
 * an error alarm everywhere.
 */
import { readFileSync } from 'node:fs';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '@/server/security/headers';
import config from '../../sst.config';
import { Cms } from '../../stacks/Cms';
import { Data } from '../../stacks/Data';
import { Mail } from '../../stacks/Mail';
import { Pdf } from '../../stacks/Pdf';
import { Redirects } from '../../stacks/Redirects';
import { REQUEST_LIMITS } from '@pv/shared/request-limits';
import { Secrets } from '../../stacks/Secrets';
import { Waf } from '../../stacks/Waf';
import { Web } from '../../stacks/Web';
import { expectFunctionOriginsWaitLongEnough } from '../support/function-origins';
import { actionsOf, functionEnvironment, policyStatements, synthesize, webAclDeployment } from '../support/stacks';

/** CloudFront's managed "CachingDisabled" policy */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const BOUND = 'SST_Secret_value_';

let templates: Record<string, Template>;
let web: Template;
let cms: Template;

interface Behavior {
  PathPattern: string;
  TargetOriginId: string;
  AllowedMethods: string[];
  CachePolicyId: unknown;
  OriginRequestPolicyId: unknown;
  ResponseHeadersPolicyId: unknown;
}
interface Origin {
  Id: string;
  DomainName: unknown;
}

const distributionConfig = () =>
  (Object.values(web.findResources('AWS::CloudFront::Distribution'))[0] as { Properties: { DistributionConfig: { CacheBehaviors: Behavior[]; Origins: Origin[]; WebACLId?: unknown } } })
    .Properties.DistributionConfig;
const behavior = (pattern: string) => distributionConfig().CacheBehaviors.find((candidate) => candidate.PathPattern === pattern);
const boundSecrets = (environment: Record<string, unknown>) =>
  Object.keys(environment)
    .filter((name) => name.startsWith(BOUND))
    .map((name) => name.slice(BOUND.length))
    .sort();

beforeAll(async () => {
  const template = await synthesize((app) => config.stacks(app));
  templates = Object.fromEntries([Secrets, Data, Redirects, Mail, Pdf, Waf, Web, Cms].map((stack) => [stack.name, template(stack)]));
  web = templates.Web!;
  cms = templates.Cms!;
}, 120_000);

describe('Web stack', () => {
  it('deploys the OpenNext build with the site’s own server wrapper (redirects, Content-Security-Policy)', () => {
    const output = JSON.parse(readFileSync(new URL('../../packages/web/.open-next/open-next.output.json', import.meta.url), 'utf8')) as { origins: { default: { wrapper: string } } };
    expect(output.origins.default.wrapper).toBe('secured-aws-lambda');
    web.hasResourceProperties('AWS::Lambda::Function', { Runtime: 'nodejs22.x', MemorySize: 1536, Timeout: 20 });
  });

  it('gives the site’s server its secrets from SSM, and the redirect function’s address', () => {
    const server = functionEnvironment(web, 'SitedefaultServerFunction');
    expect(boundSecrets(server)).toEqual(['REVALIDATE_SECRET', 'SEARCH_ADMIN_KEY', 'STORYBLOK_PREVIEW_TOKEN', 'STORYBLOK_PUBLIC_TOKEN']);
    for (const name of boundSecrets(server)) {
      expect(server[`${BOUND}${name}`]).toBe('__FETCH_FROM_SSM__');
      expect(server).not.toHaveProperty(name);
    }
    expect(JSON.stringify(server.REDIRECTS_URL)).toMatch(/Redirects:ExportsOutputFnGetAttRedirectLookupFunctionUrl.*redirects\/lookup/);
    // the support form's uploads bucket, which its pages post to (the CSP's connect-src; the presigned POSTs name the same host)
    expect(JSON.stringify(server.UPLOADS_ORIGIN)).toMatch(/https:\/\/.*Mail:ExportsOutputFnGetAttFormUploads[^"]*RegionalDomainName/);
    expect(server).toMatchObject({ SITE_URL: 'https://www.sonnwaerme.example', STORYBLOK_ENDPOINT: 'https://api.storyblok.com/v2', SEARCH_HOST: '', CONTENT_VERSION: 'published', NEXT_TELEMETRY_DISABLED: '1' });
  });

  it('waits for the PDF and mail functions as long as their answers may take, within CloudFront’s 60 s', () => {
    expectFunctionOriginsWaitLongEnough(web, { pdf: templates.Pdf!, mail: templates.Mail! });
  });

  it('serves images from the asset host’s image service: no image optimisation function or route', () => {
    expect(behavior('_next/image*')).toBeUndefined();
    expect(Object.keys(web.findResources('AWS::Lambda::Function')).filter((id) => /image/i.test(id))).toEqual([]);
  });

  it('routes /mail/* and /pdf/* to their function URLs, uncached, with the visitor’s address and without the Host', () => {
    const origins = distributionConfig().Origins;
    for (const [pattern, exported, methods] of [
      ['/mail/*', 'Mail:ExportsOutputFnGetAttMailSendFunctionUrl', ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']],
      ['/pdf/*', 'Pdf:ExportsOutputFnGetAttManualPdfFunctionUrl', ['GET', 'HEAD', 'OPTIONS']],
    ] as const) {
      const route = behavior(pattern);
      expect(route, pattern).toBeDefined();
      expect(route!.AllowedMethods).toEqual(methods);
      expect(route!.CachePolicyId).toBe(CACHING_DISABLED);
      expect(JSON.stringify(origins.find((origin) => origin.Id === route!.TargetOriginId)!.DomainName)).toContain(exported);
    }
    web.hasResourceProperties('AWS::CloudFront::OriginRequestPolicy', {
      OriginRequestPolicyConfig: {
        HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['content-type', 'accept', 'accept-language', 'origin', 'referer', 'user-agent', 'CloudFront-Viewer-Address'] },
        QueryStringsConfig: { QueryStringBehavior: 'all' },
        CookiesConfig: { CookieBehavior: 'none' },
      },
    });
  });

  it('adds the site’s security headers to the function answers, keeping those a function sets', () => {
    const value = (key: string) => SECURITY_HEADERS.find((header) => header.key === key)!.value;
    web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Preload: true, Override: false },
          ContentTypeOptions: { Override: false },
          ReferrerPolicy: { ReferrerPolicy: value('Referrer-Policy'), Override: false },
          ContentSecurityPolicy: { ContentSecurityPolicy: "default-src 'none'; frame-ancestors 'none'", Override: false },
        },
        CustomHeadersConfig: { Items: [{ Header: 'Permissions-Policy', Value: value('Permissions-Policy'), Override: false }] },
      },
    });
    expect(value('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains; preload');
  });

  it('raises alarms on the server’s and the page regeneration’s errors', () => {
    const alarmed = Object.values(web.findResources('AWS::CloudWatch::Alarm', { Properties: { MetricName: 'Errors' } })).map((alarm) =>
      JSON.stringify((alarm as { Properties: { Dimensions: unknown } }).Properties.Dimensions),
    );
    expect(alarmed.some((dimensions) => dimensions.includes('ServerFunction'))).toBe(true);
    expect(alarmed.some((dimensions) => dimensions.includes('RevalidationFunction'))).toBe(true);
  });
});

describe('Waf stack', () => {
  it('deploys a WebACL of scope CLOUDFRONT to us-east-1 with a rate-based rule per request limit, scoped to its paths', () => {
    const { Region, webAcls } = webAclDeployment(templates.Waf!);
    expect(Region).toBe('us-east-1');
    expect(webAcls).toHaveLength(1);
    expect(webAcls[0]!.Properties.Scope).toBe('CLOUDFRONT');
    const rules = webAcls[0]!.Properties.Rules.map(({ Statement: { RateBasedStatement: statement } }) => ({
      limit: statement.Limit,
      windowSeconds: statement.EvaluationWindowSec,
      pathPrefix: (statement.ScopeDownStatement as { ByteMatchStatement: { SearchString: string } } | undefined)?.ByteMatchStatement.SearchString,
    }));
    expect(rules).toEqual(REQUEST_LIMITS.map(({ limit, windowSeconds, pathPrefix }) => ({ limit, windowSeconds, pathPrefix })));
  });

  it('puts the site’s distribution behind that WebACL', () => {
    const [customResource] = Object.keys(templates.Waf!.findResources('Custom::CrossRegionStack'));
    expect(JSON.stringify(distributionConfig().WebACLId)).toMatch(new RegExp(`Waf:ExportsOutputFnGetAtt${customResource}WebAclArn`));
  });
});

describe('Cms stack', () => {
  it('serves the webhook from a function URL (the signature is checked in the function) with Storyblok’s patience', () => {
    cms.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'NONE' });
    cms.hasResourceProperties('AWS::Lambda::Function', { Runtime: 'nodejs22.x', Timeout: 90 });
    expect(JSON.stringify(cms.toJSON().Outputs.CmsWebhookUrl)).toContain('cms/webhook');
  });

  it('wires the webhook to the site, its distribution, the story paths, the redirects, the replay guards and the PDF cache, with its secrets from SSM', () => {
    const webhook = functionEnvironment(cms, 'CmsWebhook');
    expect(boundSecrets(webhook)).toEqual(['REVALIDATE_SECRET', 'STORYBLOK_MANAGEMENT_TOKEN', 'STORYBLOK_PREVIEW_TOKEN', 'STORYBLOK_PUBLIC_TOKEN', 'STORYBLOK_WEBHOOK_SECRET']);
    expect(JSON.stringify(webhook.REDIRECTS_TABLE)).toMatch(/Data:ExportsOutputRefLegacyRedirectsTable/);
    expect(Object.keys(webhook)).toEqual(expect.arrayContaining(['STORYBLOK_SPACE_ID', 'STORYBLOK_REGION', 'DOCUMENT_SERVER_BASE', 'DOWNLOAD_HOST', 'REDIRECT_ALLOWED_HOSTS']));
    expect(JSON.stringify(webhook.CLOUDFRONT_DISTRIBUTION_ID)).toMatch(/Web:ExportsOutputRefSiteDistribution/);
    // straight to the server function: CloudFront would drop the bearer token
    expect(JSON.stringify(webhook.SITE_REVALIDATE_URL)).toMatch(/Web:ExportsOutputFnGetAttSitedefaultServerFunctionFunctionUrl.*api\/revalidate\//);
    expect(JSON.stringify(webhook.STORY_PATHS_TABLE)).toMatch(/Data:ExportsOutputRefStoryPathsTable/);
    expect(JSON.stringify(webhook.FORM_GUARDS_TABLE)).toMatch(/Data:ExportsOutputRef\w*Guards\w*Table/);
    expect(JSON.stringify(webhook.PDF_BUCKET)).toMatch(/Pdf:ExportsOutputRefManualPdfsBucket/);
  });

  it('may invalidate only the site’s distribution, use only the story paths, redirects and guards tables, and only list and delete PDFs', () => {
    const statements = policyStatements(cms);
    const invalidation = statements.filter((statement) => actionsOf(statement).includes('cloudfront:CreateInvalidation'));
    expect(invalidation).toHaveLength(1);
    expect(JSON.stringify(invalidation[0]!.Resource)).toMatch(/:distribution\/.*Web:ExportsOutputRefSiteDistribution/);
    for (const statement of statements.filter((candidate) => actionsOf(candidate).some((action) => action.startsWith('dynamodb:')))) {
      expect(JSON.stringify(statement.Resource)).toMatch(/StoryPathsTable|LegacyRedirectsTable|FormGuardsTable/);
    }
    const s3Actions = statements.flatMap((statement) => actionsOf(statement).filter((action) => action.startsWith('s3:')));
    expect(new Set(s3Actions)).toEqual(new Set(['s3:DeleteObject*', 's3:ListBucket']));
    for (const statement of statements.filter((candidate) => actionsOf(candidate).some((action) => action.startsWith('s3:')))) {
      expect(JSON.stringify(statement.Resource)).toMatch(/ManualPdfsBucket/);
    }
  });
});

describe('every stack', () => {
  it('grants no wildcard action, and a wildcard resource only where AWS offers no other', () => {
    // X-Ray's trace writes, and CDK's log-retention helper (it sets the retention of log groups it cannot name in advance)
    const wildcardResourceOnly = /^(xray:|logs:(Put|Delete)RetentionPolicy$)/;
    for (const [name, template] of Object.entries(templates)) {
      for (const statement of policyStatements(template)) {
        const actions = actionsOf(statement);
        expect(actions.filter((action) => action === '*' || action.endsWith(':*')), `${name}: ${actions.join()}`).toEqual([]);
        if (JSON.stringify(statement.Resource) === '"*"') expect(actions.every((action) => wildcardResourceOnly.test(action)), `${name}: ${actions.join()} on *`).toBe(true);
      }
    }
  });

  it('raises an alarm on the errors of each of our functions', () => {
    for (const [name, template, functions] of [
      ['Redirects', templates.Redirects!, ['RedirectLookup']],
      ['Mail', templates.Mail!, ['MailSend', 'MailRetry']],
      ['Pdf', templates.Pdf!, ['ManualPdf']],
      ['Cms', templates.Cms!, ['CmsWebhook']],
    ] as const) {
      const alarmed = JSON.stringify(Object.values(template.findResources('AWS::CloudWatch::Alarm', { Properties: { MetricName: 'Errors' } })));
      for (const fn of functions) expect(alarmed, `${name} ${fn}`).toContain(fn);
    }
  });
});
