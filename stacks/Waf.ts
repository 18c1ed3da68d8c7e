/**
 * The site's AWS WAF WebACL: a rate-based rule per class of path (`@pv/shared/request-limits`), each
 * counting one client's requests by its address and answering those over the limit 429, for CloudFront.
 *
 * CloudFront takes a WebACL of scope CLOUDFRONT, which exists in us-east-1 only. SST v2 deploys every
 * stack of the app to the app's region (its Stack refuses `env`; the app runs in eu-central-1), so this
 * stack (in the app's region) deploys the WebACL's own small stack to us-east-1 through a custom
 * resource (stacks/us-east-1-stack.ts) and hands its ARN to the Web stack: one `npx sst deploy`
 * creates, changes and (`sst remove`) deletes it with the rest.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Aws, BootstraplessSynthesizer, CfnOutput, CustomResource, Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Function, type StackContext } from 'sst/constructs';
import { RATE_LIMITED_BODY, RATE_LIMITED_STATUS, REQUEST_LIMITS, type RequestLimit } from '../packages/shared/src/request-limits';

/** where a WebACL for CloudFront must be */
export const CLOUDFRONT_WAF_REGION = 'us-east-1';
/** the output of the us-east-1 stack that names the WebACL */
const WEB_ACL_ARN_OUTPUT = 'WebAclArn';
const RATE_LIMITED_BODY_KEY = 'rate-limited';

/** the rule of a limit, and its CloudWatch metric (namespace AWS/WAFV2, in us-east-1: BlockedRequests by Rule) */
export const ruleName = (limit: RequestLimit): string => `rate-limit-${limit.name}`;

/** the path as the site's server compares it too (`comparablePath`): decoded, normalised, lower case */
const PATH_TRANSFORMATIONS = ['URL_DECODE', 'NORMALIZE_PATH', 'LOWERCASE'].map((type, priority) => ({ type, priority }));

function rateRule(limit: RequestLimit, priority: number): CfnWebACL.RuleProperty {
  const { pathPrefix, windowSeconds } = limit;
  return {
    name: ruleName(limit),
    priority,
    statement: {
      rateBasedStatement: {
        limit: limit.limit,
        evaluationWindowSec: windowSeconds,
        aggregateKeyType: 'IP',
        scopeDownStatement: pathPrefix
          ? { byteMatchStatement: { fieldToMatch: { uriPath: {} }, positionalConstraint: 'STARTS_WITH', searchString: pathPrefix, textTransformations: PATH_TRANSFORMATIONS } }
          : undefined,
      },
    },
    action: {
      block: {
        customResponse: {
          responseCode: RATE_LIMITED_STATUS,
          customResponseBodyKey: RATE_LIMITED_BODY_KEY,
          // WAF lifts the block once the client's rate is under the limit again: at the latest after a window
          responseHeaders: [
            { name: 'Retry-After', value: String(windowSeconds) },
            { name: 'Cache-Control', value: 'no-store' },
          ],
        },
      },
    },
    visibilityConfig: { cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName: ruleName(limit) },
  };
}

/** The us-east-1 stack's template: the WebACL and its ARN as an output (no CDK bootstrap needed there). */
export function webAclTemplate(name: string): Record<string, unknown> {
  const outdir = mkdtempSync(join(tmpdir(), 'site-waf-'));
  try {
    const app = new App({ outdir });
    const stack = new Stack(app, 'SiteWaf', { synthesizer: new BootstraplessSynthesizer(), analyticsReporting: false });
    const webAcl = new CfnWebACL(stack, 'WebAcl', {
      name,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      rules: REQUEST_LIMITS.map(rateRule),
      customResponseBodies: { [RATE_LIMITED_BODY_KEY]: { contentType: 'TEXT_PLAIN', content: RATE_LIMITED_BODY } },
      visibilityConfig: { cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName: name },
    });
    new CfnOutput(stack, WEB_ACL_ARN_OUTPUT, { value: webAcl.attrArn });
    return app.synth().getStackArtifact(stack.artifactId).template as Record<string, unknown>;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

export function Waf({ stack }: StackContext) {
  const name = `${stack.stackName}-site`;
  const inRegion = (service: string, resource: string) => `arn:${Aws.PARTITION}:${service}:${CLOUDFRONT_WAF_REGION}:${Aws.ACCOUNT_ID}:${resource}`;
  const deployer = new Function(stack, 'WafDeployer', {
    handler: 'stacks/us-east-1-stack.handler',
    // a WebACL's stack takes a minute or two; the Provider framework waits at most 15 minutes for an answer
    timeout: '14 minutes',
    // the Lambda runtime's own AWS SDK
    nodejs: { esbuild: { external: ['@aws-sdk/*'] } },
    permissions: [
      new PolicyStatement({
        actions: ['cloudformation:CreateStack', 'cloudformation:UpdateStack', 'cloudformation:DeleteStack', 'cloudformation:DescribeStacks'],
        resources: [inRegion('cloudformation', `stack/${name}/*`)],
      }),
      // CloudFormation creates the WebACL with the caller's rights
      new PolicyStatement({
        actions: ['wafv2:CreateWebACL', 'wafv2:UpdateWebACL', 'wafv2:DeleteWebACL', 'wafv2:GetWebACL', 'wafv2:ListTagsForResource', 'wafv2:TagResource', 'wafv2:UntagResource'],
        resources: [inRegion('wafv2', `global/webacl/${name}/*`)],
      }),
    ],
  });
  const provider = new Provider(stack, 'WafDeployment', { onEventHandler: deployer });
  const webAcl = new CustomResource(stack, 'SiteWebAcl', {
    serviceToken: provider.serviceToken,
    resourceType: 'Custom::CrossRegionStack',
    properties: { StackName: name, Region: CLOUDFRONT_WAF_REGION, TemplateBody: JSON.stringify(webAclTemplate(name)) },
  });
  return { webAclArn: webAcl.getAttString(WEB_ACL_ARN_OUTPUT) };
}
