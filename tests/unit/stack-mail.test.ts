/** The mail stack, synthesised offline (no AWS account, no lookups). */
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { Data } from '../../stacks/Data';
import { Mail } from '../../stacks/Mail';
import { Secrets } from '../../stacks/Secrets';
import { actionsOf, functionEnvironment, policyStatements, synthesize } from '../support/stacks';

let template: Template;

beforeAll(async () => {
  template = (await synthesize([Secrets, Data, Mail]))(Mail);
}, 120_000);

describe('Mail stack', () => {
  it('verifies the sender domain with a configuration set', () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'sonnwaerme.example', ConfigurationSetAttributes: { ConfigurationSetName: Match.anyValue() } });
    template.resourceCountIs('AWS::SES::ConfigurationSet', 1);
    const dkim = JSON.stringify(template.toJSON().Outputs.SenderDkimRecords);
    for (const n of [1, 2, 3]) expect(dkim).toContain(`DkimDNSTokenName${n}`);
  });

  it('lets the functions send only as that identity, through that configuration set', () => {
    const ses = policyStatements(template).filter((statement) => actionsOf(statement).some((action) => action.startsWith('ses:')));
    expect(ses.length).toBe(2);
    for (const statement of ses) {
      expect(actionsOf(statement).sort()).toEqual(['ses:SendEmail']);
      const resources = JSON.stringify(statement.Resource);
      expect(resources).toContain(':identity/sonnwaerme.example');
      expect(resources).toContain(':configuration-set/');
      expect(resources).not.toMatch(/"\*"/);
    }
  });

  it('binds the bot-check, newsletter and CloudFront origin secrets from SSM, never as values', () => {
    const variables = functionEnvironment(template, 'MailSend');
    for (const name of ['ALTCHA_HMAC_KEY', 'NEWSLETTER_SECRET', 'RECAPTCHA_SECRET', 'ORIGIN_VERIFY_SECRET', 'ORIGIN_VERIFY_SECRET_PREVIOUS']) {
      expect(variables[`SST_Secret_value_${name}`]).toBe('__FETCH_FROM_SSM__');
      expect(variables).not.toHaveProperty(name);
    }
  });

  it('grants table access item by item, never dynamodb:*', () => {
    const dynamo = policyStatements(template).filter((statement) => actionsOf(statement).some((action) => action.startsWith('dynamodb:')));
    expect(dynamo.length).toBeGreaterThan(0);
    for (const statement of dynamo) {
      expect(actionsOf(statement)).not.toContain('dynamodb:*');
      expect(JSON.stringify(statement.Resource)).not.toMatch(/"\*"/);
    }
  });

  it('retries queued mail every 5 minutes; a failed run goes to a dead-letter queue with an alarm', () => {
    template.hasResourceProperties('AWS::Events::Rule', { ScheduleExpression: 'rate(5 minutes)' });
    template.hasResourceProperties('AWS::Lambda::Function', { DeadLetterConfig: { TargetArn: Match.anyValue() } });
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', { MaximumRetryAttempts: 0 });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'ApproximateNumberOfMessagesVisible', Threshold: 1 });
  });

  it('keeps the support form’s uploads in a private bucket of their own: no public access, encrypted, TLS only, deleted after 90 days', () => {
    const buckets = template.findResources('AWS::S3::Bucket');
    expect(Object.keys(buckets)).toHaveLength(1);
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: 90, Status: 'Enabled' })] },
    });
    const policy = JSON.stringify(template.findResources('AWS::S3::BucketPolicy'));
    expect(policy).toContain('aws:SecureTransport');
  });

  it('lets only the site’s origin POST to it from a browser (CORS)', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [{ AllowedOrigins: ['https://www.sonnwaerme.example'], AllowedMethods: ['POST'], AllowedHeaders: ['*'], ExposedHeaders: ['ETag'], MaxAge: 3000 }] },
    });
  });

  it('lets the mail function put and read uploads/* (what its presigned POSTs and links carry) and list that bucket, nothing else of S3', () => {
    const s3 = policyStatements(template).filter((statement) => actionsOf(statement).some((action) => action.startsWith('s3:')) && !JSON.stringify(statement.Resource).includes('AutoDelete'));
    const [objects, listing] = [s3.find((statement) => actionsOf(statement).includes('s3:PutObject')), s3.find((statement) => actionsOf(statement).includes('s3:ListBucket'))];
    expect(actionsOf(objects!).sort()).toEqual(['s3:GetObject', 's3:PutObject']);
    expect(JSON.stringify(objects!.Resource)).toMatch(/FormUploads[^"]*","Arn"\]\},"\/uploads\/\*"/);
    expect(actionsOf(listing!)).toEqual(['s3:ListBucket']);
    expect(JSON.stringify(listing!.Resource)).toContain('FormUploads');
    expect(s3.flatMap(actionsOf).filter((action) => !['s3:GetObject', 's3:PutObject', 's3:ListBucket'].includes(action))).toEqual([]);
    const variables = functionEnvironment(template, 'MailSend');
    expect(JSON.stringify(variables.UPLOADS_BUCKET)).toContain('FormUploads');
  });

  it('raises an alarm on errors of each function', () => {
    const errorAlarms = Object.values(template.findResources('AWS::CloudWatch::Alarm', { Properties: { MetricName: 'Errors' } }));
    expect(errorAlarms).toHaveLength(2);
  });
});
