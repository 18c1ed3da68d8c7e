/**
 * CloudFront's routes to the mail and PDF functions (stacks/function-routes.ts, used by the Web stack),
 * synthesised offline in a distribution of their own: the Web stack itself needs the site's build.
 */
import { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { Template } from 'aws-cdk-lib/assertions';
import { use, type StackContext } from 'sst/constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { Data } from '../../stacks/Data';
import { functionRoutes } from '../../stacks/function-routes';
import { Mail } from '../../stacks/Mail';
import { Pdf } from '../../stacks/Pdf';
import { Secrets } from '../../stacks/Secrets';
import { policyStatements, synthesize } from '../support/stacks';

const routedWith = (fingerprint: string) =>
  function Routes({ stack }: StackContext) {
    const { send } = use(Mail);
    const { render } = use(Pdf);
    const { originVerifySecret } = use(Secrets);
    new Distribution(stack, 'Site', {
      defaultBehavior: { origin: new HttpOrigin('site.example') },
      additionalBehaviors: functionRoutes(stack, { mail: send.url!, pdf: render.url!, originSecret: { secret: originVerifySecret, fingerprint } }),
    });
  };

let template: Template;
let rotated: Template;

/** the distribution's origin for a path pattern */
interface Origin {
  Id: string;
  DomainName: unknown;
  OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
}
interface Behavior {
  PathPattern: string;
  TargetOriginId: string;
}
const originOf = (source: Template, pattern: string): Origin => {
  const config = (Object.values(source.findResources('AWS::CloudFront::Distribution'))[0] as { Properties: { DistributionConfig: { CacheBehaviors: Behavior[]; Origins: Origin[] } } }).Properties.DistributionConfig;
  const behavior = config.CacheBehaviors.find((candidate) => candidate.PathPattern === pattern)!;
  return config.Origins.find((origin) => origin.Id === behavior.TargetOriginId)!;
};
const secretReader = (source: Template) => {
  const readers = Object.entries(source.findResources('Custom::AWS')) as [string, { Properties: { Create: string; Update: string } }][];
  expect(readers).toHaveLength(1);
  const [id, resource] = readers[0]!;
  return { id, create: JSON.parse(resource.Properties.Create) as Record<string, unknown>, update: resource.Properties.Update };
};

beforeAll(async () => {
  const Routes = routedWith('fingerprint-1');
  template = (await synthesize([Secrets, Data, Mail, Pdf, Routes]))(Routes);
  const RoutesAfterRotation = routedWith('fingerprint-2');
  rotated = (await synthesize([Secrets, Data, Mail, Pdf, RoutesAfterRotation]))(RoutesAfterRotation);
}, 120_000);

describe('CloudFront’s routes to the functions', () => {
  it('send the origin secret to both function URLs, as read while deploying, never as text in the template', () => {
    const reader = secretReader(template);
    for (const [pattern, exported] of [
      ['/mail/*', 'MailSendFunctionUrl'],
      ['/pdf/*', 'ManualPdfFunctionUrl'],
    ] as const) {
      const origin = originOf(template, pattern);
      expect(JSON.stringify(origin.DomainName)).toContain(exported);
      expect(origin.OriginCustomHeaders).toEqual([{ HeaderName: 'x-origin-verify', HeaderValue: { 'Fn::GetAtt': [reader.id, 'Parameter.Value'] } }]);
    }
  });

  it('read the stage’s SST secret ORIGIN_VERIFY_SECRET from SSM, decrypted, keeping the answer out of the logs', () => {
    expect(secretReader(template).create).toEqual({
      service: 'SSM',
      action: 'getParameter',
      parameters: { Name: '/sst/pv-heater-site/test/Secret/ORIGIN_VERIFY_SECRET/value', WithDecryption: true },
      physicalResourceId: { id: 'ORIGIN_VERIFY_SECRET@fingerprint-1' },
      outputPaths: ['Parameter.Value'],
      logApiResponseData: false,
    });
  });

  it('read it again when the secret’s fingerprint changes (a rotation)', () => {
    expect(secretReader(rotated).update).not.toBe(secretReader(template).update);
    expect(secretReader(rotated).update).toContain('fingerprint-2');
  });

  it('may read that one parameter and nothing else', () => {
    const reads = policyStatements(template).filter((statement) => JSON.stringify(statement.Action).includes('ssm:'));
    expect(reads).toEqual([{ Effect: 'Allow', Action: 'ssm:GetParameter', Resource: expect.anything() }]);
    expect(JSON.stringify(reads[0]!.Resource)).toMatch(/:ssm:[^"]*:parameter\/sst\/pv-heater-site\/test\/Secret\/ORIGIN_VERIFY_SECRET\/value"/);
  });

  it('pass on the visitor’s address CloudFront sets and the headers the functions read, never a visitor’s own secret header or cookies', () => {
    template.hasResourceProperties('AWS::CloudFront::OriginRequestPolicy', {
      OriginRequestPolicyConfig: {
        HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['content-type', 'accept', 'accept-language', 'origin', 'referer', 'user-agent', 'CloudFront-Viewer-Address'] },
        QueryStringsConfig: { QueryStringBehavior: 'all' },
        CookiesConfig: { CookieBehavior: 'none' },
      },
    });
  });
});
