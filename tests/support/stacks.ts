/** Offline synthesis of the SST stacks for the stack tests: no AWS account, no lookups. */
import { Template } from 'aws-cdk-lib/assertions';
import { App, getStack } from 'sst/constructs';
import type { FunctionalStack } from 'sst/constructs/FunctionalStack.js';
import { initProject } from 'sst/project.js';
import { FUNCTION_DEFAULTS } from '../../stacks/settings';

export interface PolicyStatement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

/** What a stage sets in its shell or `.env.<stage>` (docs/deploy.md): here the demo company's. */
export const TEST_SETTINGS: Record<string, string> = { SITE_URL: 'https://www.sonnwaerme.example' };

/**
 * `stacks` in deploy order (each after those it uses), or a function adding them as sst.config.ts
 * does, with a stage's settings in the environment while they are built; gives the template of any of them.
 */
export async function synthesize(
  stacks: FunctionalStack<unknown>[] | ((app: App) => void | Promise<void>),
  { stage = 'test', settings = TEST_SETTINGS }: { stage?: string; settings?: Record<string, string> } = {},
): Promise<(stack: FunctionalStack<unknown>) => Template> {
  await initProject({ stage });
  const saved = Object.fromEntries(Object.keys(settings).map((name) => [name, process.env[name]]));
  Object.assign(process.env, settings);
  try {
    const app = new App({ mode: 'deploy', stage });
    if (typeof stacks === 'function') await stacks(app);
    else {
      app.setDefaultFunctionProps(FUNCTION_DEFAULTS);
      for (const stack of stacks) app.stack(stack);
    }
    return (stack) => Template.fromStack(getStack(stack));
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
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

interface WebAclProperties {
  Scope: string;
  DefaultAction: unknown;
  Rules: { Name: string; Priority: number; Statement: { RateBasedStatement: Record<string, unknown> }; Action: unknown; VisibilityConfig: { MetricName: string } }[];
  CustomResponseBodies: Record<string, { ContentType: string; Content: string }>;
}

/** The custom resource of the Waf stack that deploys the WebACL's us-east-1 stack, and that stack's template (stacks/Waf.ts). */
export function webAclDeployment(template: Template) {
  const [resource] = Object.values(template.findResources('Custom::CrossRegionStack')) as { Properties: { StackName: string; Region: string; TemplateBody: string } }[];
  const body = JSON.parse(resource!.Properties.TemplateBody) as { Resources: Record<string, { Type: string; Properties: WebAclProperties }>; Outputs: Record<string, unknown> };
  const webAcls = Object.values(body.Resources).filter((candidate) => candidate.Type === 'AWS::WAFv2::WebACL');
  return { ...resource!.Properties, body, webAcls };
}
