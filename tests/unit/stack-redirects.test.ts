/** The redirects stack, synthesised offline (no AWS account, no lookups). */
import { Template } from 'aws-cdk-lib/assertions';
import { App, getStack } from 'sst/constructs';
import { initProject } from 'sst/project.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { Redirects } from '../../stacks/Redirects';

let template: Template;

beforeAll(async () => {
  await initProject({ stage: 'test' });
  const app = new App({ mode: 'deploy', stage: 'test' });
  app.stack(Redirects);
  template = Template.fromStack(getStack(Redirects));
}, 120_000);

describe('Redirects stack', () => {
  it('keeps the redirects in a DynamoDB table keyed by source, with point-in-time recovery', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [{ AttributeName: 'source', KeyType: 'HASH' }],
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
  });

  it('serves the lookup from a function URL that may read the table', () => {
    template.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'NONE' });
    template.hasResourceProperties('AWS::Lambda::Function', { Runtime: 'nodejs22.x', MemorySize: 256 });
    const [tableId] = Object.keys(template.findResources('AWS::DynamoDB::Table'));
    const policies = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(policies).toMatch(/"dynamodb:/);
    expect(policies).toContain(`"${tableId}"`);
  });
});
