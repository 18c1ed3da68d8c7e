/** The data and redirects stacks, synthesised offline (no AWS account, no lookups). */
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableDefinitions } from '@pv/functions/tables';
import { Data } from '../../stacks/Data';
import { Redirects } from '../../stacks/Redirects';
import { actionsOf, policyStatements, synthesize } from '../support/stacks';

let data: Template;
let redirects: Template;

beforeAll(async () => {
  const template = await synthesize([Data, Redirects]);
  data = template(Data);
  redirects = template(Redirects);
}, 120_000);

describe('Data stack', () => {
  it('creates every table the functions define, keyed and indexed as defined, with point-in-time recovery', () => {
    const definitions = tableDefinitions({ submissions: 's', subscribers: 'n', guards: 'g', redirects: 'r', storyPaths: 'p' });
    data.resourceCountIs('AWS::DynamoDB::Table', definitions.length);
    for (const definition of definitions) {
      data.hasResourceProperties('AWS::DynamoDB::Table', {
        KeySchema: definition.KeySchema,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      });
    }
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      GlobalSecondaryIndexes: [{ IndexName: 'pending', KeySchema: [{ AttributeName: 'pending', KeyType: 'HASH' }, { AttributeName: 'createdAt', KeyType: 'RANGE' }], Projection: { ProjectionType: 'KEYS_ONLY' } }],
    });
  });

  it('lets DynamoDB delete expired submissions and guards', () => {
    for (const key of ['id', 'key']) {
      data.hasResourceProperties('AWS::DynamoDB::Table', {
        KeySchema: [{ AttributeName: key, KeyType: 'HASH' }],
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      });
    }
  });

  it('deletes the tables with a test stage, keeps them with prod', async () => {
    const deletionPolicies = (template: Template) =>
      new Set(Object.values(template.findResources('AWS::DynamoDB::Table')).map((table) => (table as { DeletionPolicy?: string }).DeletionPolicy));
    expect(deletionPolicies(data)).toEqual(new Set(['Delete']));
    const production = await synthesize([Data], { stage: 'prod' });
    expect(deletionPolicies(production(Data))).toEqual(new Set(['Retain']));
  });
});

describe('Redirects stack', () => {
  it('serves the lookup from a function URL', () => {
    redirects.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'NONE' });
    redirects.hasResourceProperties('AWS::Lambda::Function', { Runtime: 'nodejs22.x', MemorySize: 256 });
  });

  it('raises an alarm on the lookup’s errors', () => {
    redirects.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'Errors', Threshold: 1 });
  });

  it('lets the lookup only read, and only the redirects table', () => {
    const dynamo = policyStatements(redirects).filter((statement) => actionsOf(statement).some((action) => action.startsWith('dynamodb:')));
    expect(dynamo.length).toBeGreaterThan(0);
    for (const statement of dynamo) {
      const actions = actionsOf(statement);
      expect(actions.every((action) => /^dynamodb:(BatchGet|Get|Query|Scan|ConditionCheck|DescribeTable)/.test(action)), actions.join()).toBe(true);
      expect(JSON.stringify(statement.Resource)).toMatch(/LegacyRedirects/);
      expect(JSON.stringify(statement.Resource)).not.toMatch(/"\*"/);
    }
  });
});
