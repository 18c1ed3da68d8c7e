/** The PDF stack, synthesised offline (no AWS account, no lookups). */
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { RENDER_START_WITHIN_MS } from '@pv/functions/pdf/pool';
import { Pdf } from '../../stacks/Pdf';
import { Secrets } from '../../stacks/Secrets';
import { actionsOf, functionEnvironment, policyStatements, synthesize } from '../support/stacks';

let template: Template;

beforeAll(async () => {
  template = (await synthesize([Secrets, Pdf]))(Pdf);
}, 120_000);

describe('Pdf stack', () => {
  it('runs the renderer on x86_64 with 2 GB and 60 s behind a function URL', () => {
    template.hasResourceProperties('AWS::Lambda::Function', { Runtime: 'nodejs22.x', Architectures: ['x86_64'], MemorySize: 2048, Timeout: 60 });
    template.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'NONE' });
  });

  it('bounds the renderer’s instances by its reserved concurrency', () => {
    template.hasResourceProperties('AWS::Lambda::Function', { MemorySize: 2048, ReservedConcurrentExecutions: 10 });
  });

  it('lets a request wait for a Chromium page and render within the function’s timeout, with time to spare for Chromium’s start and the cache', () => {
    const renderMs = Number(functionEnvironment(template, 'ManualPdf').PDF_RENDER_TIMEOUT_MS);
    expect(renderMs).toBe(35_000);
    expect(RENDER_START_WITHIN_MS + renderMs).toBeLessThanOrEqual(60_000 - 5_000);
  });

  it('binds the Storyblok token and the CloudFront origin secrets as secrets (read from SSM), never as values', () => {
    const variables = functionEnvironment(template, 'ManualPdf');
    for (const name of ['STORYBLOK_PUBLIC_TOKEN', 'ORIGIN_VERIFY_SECRET', 'ORIGIN_VERIFY_SECRET_PREVIOUS']) {
      expect(variables[`SST_Secret_value_${name}`]).toBe('__FETCH_FROM_SSM__');
      expect(variables).not.toHaveProperty(name);
    }
  });

  it('prints the site at its public address, which every stage must name', async () => {
    expect(functionEnvironment(template, 'ManualPdf').SITE_URL).toBe('https://www.sonnwaerme.example');
    await expect(synthesize([Secrets, Pdf], { settings: { SITE_URL: '', SITE_DOMAIN: '' } })).rejects.toThrow(/set SITE_DOMAIN .* or SITE_URL/);
    await expect(synthesize([Secrets, Pdf], { settings: { SITE_URL: 'http://localhost:3000', SITE_DOMAIN: '' } })).rejects.toThrow(/https origin/);
    const withDomain = await synthesize([Secrets, Pdf], { settings: { SITE_URL: '', SITE_DOMAIN: 'www.example.com' } });
    expect(functionEnvironment(withDomain(Pdf), 'ManualPdf').SITE_URL).toBe('https://www.example.com');
  });

  it('caches in a private, encrypted bucket whose entries expire', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      LifecycleConfiguration: { Rules: [{ ExpirationInDays: 90, Status: 'Enabled' }] },
    });
  });

  it('raises an alarm on the renderer’s errors', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'Errors', Threshold: 1 });
  });

  it('lets the function use that bucket only, with no wildcard S3 action', () => {
    const [bucketId] = Object.keys(template.findResources('AWS::S3::Bucket'));
    const s3 = policyStatements(template).filter((statement) => actionsOf(statement).some((action) => action.startsWith('s3:')));
    expect(s3.length).toBeGreaterThan(0);
    for (const statement of s3) {
      expect(actionsOf(statement)).not.toContain('s3:*');
      expect(JSON.stringify(statement.Resource)).toContain(bucketId);
    }
  });
});
