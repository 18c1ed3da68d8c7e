/**
 * A custom resource's handler (the CDK Provider framework's `onEvent`): keeps a CloudFormation stack in
 * another region (us-east-1) at the template it is given and answers the stack's outputs. CloudFront takes its WAF
 * WebACL from us-east-1 only, and SST v2 deploys every stack of an app to the app's region (its Stack
 * refuses `env`), so the Waf stack deploys the WebACL's own stack there through this, in the same
 * `npx sst deploy` (stacks/Waf.ts).
 */
import {
  CloudFormationClient,
  CreateStackCommand,
  DeleteStackCommand,
  DescribeStacksCommand,
  UpdateStackCommand,
} from '@aws-sdk/client-cloudformation';

export interface StackState {
  status: string;
  reason?: string;
  outputs: Record<string, string>;
}

/** the CloudFormation calls this needs */
export interface StackApi {
  create(name: string, template: string): Promise<void>;
  /** false: the stack is already at that template */
  update(name: string, template: string): Promise<boolean>;
  remove(name: string): Promise<void>;
  /** undefined: no such stack (or one deleted) */
  describe(name: string): Promise<StackState | undefined>;
}

/** what the Provider framework hands the handler (the parts used here) */
export interface StackEvent {
  RequestType: 'Create' | 'Update' | 'Delete';
  /** the stack's name, except when its creation failed */
  PhysicalResourceId?: string;
  ResourceProperties: { StackName: string; TemplateBody: string; Region: string };
}

export interface StackResult {
  PhysicalResourceId: string;
  Data: Record<string, string>;
}

const POLL_MS = 5_000;
const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits while the stack is busy; its state once it is not (undefined once it is gone). */
async function settled(api: StackApi, name: string, sleep: (ms: number) => Promise<void>): Promise<StackState | undefined> {
  for (;;) {
    const state = await api.describe(name);
    if (!state || !state.status.endsWith('_IN_PROGRESS')) return state;
    await sleep(POLL_MS);
  }
}

const failure = (name: string, state: StackState | undefined) =>
  new Error(`the stack ${name} ended ${state?.status ?? 'deleted'}${state?.reason ? `: ${state.reason}` : ''} (its events in its region's CloudFormation console say why)`);

async function removeStack(api: StackApi, name: string, sleep: (ms: number) => Promise<void>): Promise<void> {
  if (!(await api.describe(name))) return;
  await api.remove(name);
  const state = await settled(api, name, sleep);
  if (state && state.status !== 'DELETE_COMPLETE') throw failure(name, state);
}

export async function keepStack(event: StackEvent, api: StackApi, sleep: (ms: number) => Promise<void> = sleepFor): Promise<StackResult> {
  const { StackName: name, TemplateBody: template } = event.ResourceProperties;
  if (event.RequestType === 'Delete') {
    await removeStack(api, name, sleep);
    return { PhysicalResourceId: event.PhysicalResourceId ?? name, Data: {} };
  }
  const existing = await settled(api, name, sleep);
  let expected: string;
  if (existing && existing.status !== 'ROLLBACK_COMPLETE') {
    expected = 'UPDATE_COMPLETE';
    if (!(await api.update(name, template))) return { PhysicalResourceId: name, Data: existing.outputs };
  } else {
    // a first creation that failed leaves a stack that can only be deleted
    if (existing) await removeStack(api, name, sleep);
    expected = 'CREATE_COMPLETE';
    await api.create(name, template);
  }
  const state = await settled(api, name, sleep);
  if (state?.status !== expected) throw failure(name, state);
  return { PhysicalResourceId: name, Data: state.outputs };
}

/** CloudFormation in a region through the AWS SDK (the Lambda runtime's own) */
export function cloudFormationApi(client: CloudFormationClient): StackApi {
  return {
    async create(name, template) {
      await client.send(new CreateStackCommand({ StackName: name, TemplateBody: template }));
    },
    async update(name, template) {
      try {
        await client.send(new UpdateStackCommand({ StackName: name, TemplateBody: template }));
        return true;
      } catch (error) {
        if (error instanceof Error && error.message.includes('No updates are to be performed')) return false;
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteStackCommand({ StackName: name }));
    },
    async describe(name) {
      try {
        const [stack] = (await client.send(new DescribeStacksCommand({ StackName: name }))).Stacks ?? [];
        if (!stack || stack.StackStatus === 'DELETE_COMPLETE') return undefined;
        const outputs = Object.fromEntries((stack.Outputs ?? []).map((output) => [output.OutputKey!, output.OutputValue!]));
        return { status: stack.StackStatus!, reason: stack.StackStatusReason, outputs };
      } catch (error) {
        if (error instanceof Error && error.message.includes('does not exist')) return undefined;
        throw error;
      }
    },
  };
}

export const handler = (event: StackEvent): Promise<StackResult> => keepStack(event, cloudFormationApi(new CloudFormationClient({ region: event.ResourceProperties.Region })));
