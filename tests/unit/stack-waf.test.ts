/**
 * The site's WAF (stacks/Waf.ts), synthesised offline: the WebACL's us-east-1 stack as the custom
 * resource deploys it, and the handler that keeps that stack (stacks/us-east-1-stack.ts) against a
 * stand-in CloudFormation.
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITED_BODY, REQUEST_LIMITS } from '@pv/shared/request-limits';
import { CLOUDFRONT_WAF_REGION, Waf } from '../../stacks/Waf';
import { keepStack, type StackApi, type StackEvent, type StackState } from '../../stacks/us-east-1-stack';
import { actionsOf, policyStatements, synthesize, webAclDeployment } from '../support/stacks';

let template: Template;

beforeAll(async () => {
  template = (await synthesize([Waf]))(Waf);
}, 120_000);

describe('Waf stack', () => {
  it('deploys one WebACL of scope CLOUDFRONT to us-east-1, where CloudFront takes it from', () => {
    const { Region, webAcls, body } = webAclDeployment(template);
    expect(CLOUDFRONT_WAF_REGION).toBe('us-east-1');
    expect(Region).toBe('us-east-1');
    expect(webAcls).toHaveLength(1);
    expect(webAcls[0]!.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    expect(body.Outputs.WebAclArn).toEqual({ Value: { 'Fn::GetAtt': ['WebAcl', 'Arn'] } });
    // no CDK bootstrap in us-east-1 needed
    expect(JSON.stringify(body)).not.toMatch(/BootstrapVersion|CDKMetadata/);
  });

  it('has a rate-based rule per request limit, per client address, each path class scoped to its path’s start', () => {
    const rules = webAclDeployment(template).webAcls[0]!.Properties.Rules;
    expect(rules.map((rule) => rule.Priority)).toEqual(REQUEST_LIMITS.map((_, i) => i));
    for (const [i, limit] of REQUEST_LIMITS.entries()) {
      const { RateBasedStatement: statement } = rules[i]!.Statement;
      expect(statement).toMatchObject({ Limit: limit.limit, EvaluationWindowSec: limit.windowSeconds, AggregateKeyType: 'IP' });
      if (limit.pathPrefix === undefined) expect(statement.ScopeDownStatement).toBeUndefined();
      else {
        expect(statement.ScopeDownStatement).toEqual({
          ByteMatchStatement: {
            FieldToMatch: { UriPath: {} },
            PositionalConstraint: 'STARTS_WITH',
            SearchString: limit.pathPrefix,
            TextTransformations: [
              { Type: 'URL_DECODE', Priority: 0 },
              { Type: 'NORMALIZE_PATH', Priority: 1 },
              { Type: 'LOWERCASE', Priority: 2 },
            ],
          },
        });
      }
      expect(rules[i]!.VisibilityConfig).toEqual({ CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true, MetricName: `rate-limit-${limit.name}` });
    }
    expect(REQUEST_LIMITS.filter((limit) => limit.pathPrefix).map((limit) => limit.pathPrefix)).toEqual(expect.arrayContaining(['/api/', '/mail/', '/pdf/']));
  });

  it('answers a client over a limit 429 in plain text, with Retry-After and uncached, as the site’s server does', () => {
    const { Rules, CustomResponseBodies } = webAclDeployment(template).webAcls[0]!.Properties;
    for (const [i, rule] of Rules.entries()) {
      expect(rule.Action).toEqual({
        Block: {
          CustomResponse: {
            ResponseCode: 429,
            CustomResponseBodyKey: 'rate-limited',
            ResponseHeaders: [
              { Name: 'Retry-After', Value: String(REQUEST_LIMITS[i]!.windowSeconds) },
              { Name: 'Cache-Control', Value: 'no-store' },
            ],
          },
        },
      });
    }
    expect(CustomResponseBodies).toEqual({ 'rate-limited': { ContentType: 'TEXT_PLAIN', Content: RATE_LIMITED_BODY } });
  });

  it('lets the deployer manage that one us-east-1 stack and that one WebACL, nothing else', () => {
    const { StackName } = webAclDeployment(template);
    const statements = policyStatements(template).filter((statement) => actionsOf(statement).some((action) => /^(cloudformation|wafv2):/.test(action)));
    expect(statements).toHaveLength(2);
    const resources = statements.map((statement) => JSON.stringify(statement.Resource));
    expect(resources[0]).toContain(`:cloudformation:us-east-1:`);
    expect(resources[0]).toContain(`:stack/${StackName}/*`);
    expect(resources[1]).toContain(`:wafv2:us-east-1:`);
    expect(resources[1]).toContain(`:global/webacl/${StackName}/*`);
    expect(webAclDeployment(template).webAcls[0]!.Properties).toMatchObject({ Name: StackName });
  });
});

/** CloudFormation as the handler sees it: stacks that finish each operation after one poll */
function standInCloudFormation(outcome: Partial<Record<'create' | 'update' | 'delete', string>> = {}, stacks = new Map<string, StackState>()) {
  const calls: string[] = [];
  const pending = new Map<string, StackState>();
  const api: StackApi = {
    async create(name, template) {
      calls.push(`create ${name} ${template}`);
      stacks.set(name, { status: 'CREATE_IN_PROGRESS', outputs: {} });
      pending.set(name, { status: outcome.create ?? 'CREATE_COMPLETE', outputs: { WebAclArn: `arn:${template}` } });
    },
    async update(name, template) {
      calls.push(`update ${name} ${template}`);
      if (template === 'same') return false;
      stacks.set(name, { ...stacks.get(name)!, status: 'UPDATE_IN_PROGRESS' });
      pending.set(name, { status: outcome.update ?? 'UPDATE_COMPLETE', reason: outcome.update && 'WebACL: The scope is not valid', outputs: { WebAclArn: `arn:${template}` } });
      return true;
    },
    async remove(name) {
      calls.push(`delete ${name}`);
      stacks.set(name, { ...stacks.get(name)!, status: 'DELETE_IN_PROGRESS' });
      pending.set(name, { status: outcome.delete ?? 'DELETE_COMPLETE', outputs: {} });
    },
    async describe(name) {
      return stacks.get(name);
    },
  };
  const sleep = async () => {
    for (const [name, state] of pending) {
      if (state.status === 'DELETE_COMPLETE') stacks.delete(name);
      else stacks.set(name, state);
    }
    pending.clear();
  };
  return { api, sleep, calls, stacks };
}

const event = (RequestType: StackEvent['RequestType'], TemplateBody = 'v1'): StackEvent => ({
  RequestType,
  PhysicalResourceId: RequestType === 'Create' ? undefined : 'site-waf',
  ResourceProperties: { StackName: 'site-waf', TemplateBody, Region: 'us-east-1' },
});

describe('the us-east-1 stack’s handler', () => {
  it('creates the stack, waits for it and answers its outputs (the WebACL’s ARN)', async () => {
    const cloudFormation = standInCloudFormation();
    expect(await keepStack(event('Create'), cloudFormation.api, cloudFormation.sleep)).toEqual({ PhysicalResourceId: 'site-waf', Data: { WebAclArn: 'arn:v1' } });
    expect(cloudFormation.calls).toEqual(['create site-waf v1']);
  });

  it('updates it to a changed template, and answers the same outputs when nothing changed', async () => {
    const cloudFormation = standInCloudFormation({}, new Map([['site-waf', { status: 'CREATE_COMPLETE', outputs: { WebAclArn: 'arn:v1' } }]]));
    expect(await keepStack(event('Update', 'v2'), cloudFormation.api, cloudFormation.sleep)).toEqual({ PhysicalResourceId: 'site-waf', Data: { WebAclArn: 'arn:v2' } });
    expect(await keepStack(event('Update', 'same'), cloudFormation.api, cloudFormation.sleep)).toEqual({ PhysicalResourceId: 'site-waf', Data: { WebAclArn: 'arn:v2' } });
  });

  it('fails the deploy with the stack’s status and reason when an update rolls back', async () => {
    const cloudFormation = standInCloudFormation({ update: 'UPDATE_ROLLBACK_COMPLETE' }, new Map([['site-waf', { status: 'CREATE_COMPLETE', outputs: {} }]]));
    await expect(keepStack(event('Update', 'v2'), cloudFormation.api, cloudFormation.sleep)).rejects.toThrow('the stack site-waf ended UPDATE_ROLLBACK_COMPLETE: WebACL: The scope is not valid');
  });

  it('replaces a stack whose first creation failed (it can only be deleted)', async () => {
    const cloudFormation = standInCloudFormation({}, new Map([['site-waf', { status: 'ROLLBACK_COMPLETE', outputs: {} }]]));
    await keepStack(event('Create'), cloudFormation.api, cloudFormation.sleep);
    expect(cloudFormation.calls).toEqual(['delete site-waf', 'create site-waf v1']);
  });

  it('deletes the stack with the resource, and is done when there is none', async () => {
    const cloudFormation = standInCloudFormation({}, new Map([['site-waf', { status: 'UPDATE_COMPLETE', outputs: {} }]]));
    await keepStack(event('Delete'), cloudFormation.api, cloudFormation.sleep);
    expect(cloudFormation.stacks.size).toBe(0);
    await keepStack(event('Delete'), cloudFormation.api, cloudFormation.sleep);
    expect(cloudFormation.calls).toEqual(['delete site-waf']);
  });

  it('fails the removal when the stack cannot be deleted', async () => {
    const cloudFormation = standInCloudFormation({ delete: 'DELETE_FAILED' }, new Map([['site-waf', { status: 'UPDATE_COMPLETE', outputs: {} }]]));
    await expect(keepStack(event('Delete'), cloudFormation.api, cloudFormation.sleep)).rejects.toThrow(/ended DELETE_FAILED/);
  });
});
