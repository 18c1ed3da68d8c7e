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
import { Pdf, PDF_ANSWER_TIMEOUT } from '../../stacks/Pdf';
import { Secrets } from '../../stacks/Secrets';
import { expectFunctionOriginsWaitLongEnough, originOf } from '../support/function-origins';
import { policyStatements, synthesize } from '../support/stacks';

const routedWith = (fingerprint: string) =>
  function Routes({ stack }: StackContext) {
    const { send } = use(Mail);
    const { render } = use(Pdf);
    const { originVerifySecret } = use(Secrets);
    new Distribution(stack, 'Site', {
      defaultBehavior: { origin: new HttpOrigin('site.example') },
      additionalBehaviors: functionRoutes(stack, { mail: send.url!, pdf: { url: render.url!, readTimeout: PDF_ANSWER_TIMEOUT }, originSecret: { secret: originVerifySecret, fingerprint } }),
    });
  };

let template: Template;
let rotated: Template;
let functions: { pdf: Template; mail: Template };
const secretReader = (source: Template) => {
  const readers = Object.entries(source.findResources('Custom::AWS')) as [string, { Properties: { Create: string; Update: string } }][];
  expect(readers).toHaveLength(1);
  const [id, resource] = readers[0]!;
  return { id, create: JSON.parse(resource.Properties.Create) as Record<string, unknown>, update: resource.Properties.Update };
};

beforeAll(async () => {
  const Routes = routedWith('fingerprint-1');
  const templates = await synthesize([Secrets, Data, Mail, Pdf, Routes]);
  template = templates(Routes);
  functions = { pdf: templates(Pdf), mail: templates(Mail) };
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

  it('wait for each function as long as its answer may take, within CloudFront’s 60 s (a long manual’s PDF takes longer than the default 30 s)', () => {
    expectFunctionOriginsWaitLongEnough(template, functions);
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
