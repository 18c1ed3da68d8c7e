/** Offline synthesis of the SST stacks for the stack tests: no AWS account, no lookups. */
import { Template } from 'aws-cdk-lib/assertions';
import { App, getStack } from 'sst/constructs';
import type { FunctionalStack } from 'sst/constructs/FunctionalStack.js';
import { initProject } from 'sst/project.js';

export interface PolicyStatement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

/**
 * `stacks` in deploy order (each after those it uses), or a function adding them as sst.config.ts
 * does; gives the template of any of them.
 */
export async function synthesize(stacks: FunctionalStack<unknown>[] | ((app: App) => void), stage = 'test'): Promise<(stack: FunctionalStack<unknown>) => Template> {
  await initProject({ stage });
  const app = new App({ mode: 'deploy', stage });
  if (typeof stacks === 'function') stacks(app);
  else for (const stack of stacks) app.stack(stack);
  return (stack) => Template.fromStack(getStack(stack));
}

export const policyStatements = (template: Template): PolicyStatement[] =>
  Object.values(template.findResources('AWS::IAM::Policy')).flatMap(
    (policy) => (policy as { Properties: { PolicyDocument: { Statement: PolicyStatement[] } } }).Properties.PolicyDocument.Statement,
  );

export const actionsOf = (statement: PolicyStatement): string[] => [statement.Action].flat();

/** The environment of each function of a template whose logical id starts with `idPrefix`. */
export function functionEnvironment(template: Template, idPrefix: string): Record<string, unknown> {
  const entry = Object.entries(template.findResources('AWS::Lambda::Function')).find(([id]) => id.startsWith(idPrefix));
  if (!entry) throw new Error(`no function ${idPrefix}… in the template`);
  return (entry[1] as { Properties: { Environment?: { Variables?: Record<string, unknown> } } }).Properties.Environment?.Variables ?? {};
}
