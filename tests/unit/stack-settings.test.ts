/** What a deployment reads before the stacks are built. */
import { afterEach, describe, expect, it } from 'vitest';
import config from '../../sst.config';
import { provideBuildSecrets } from '../../stacks/settings';

const app = (mode: string, testing = false) => ({ mode, stage: 'prod', isRunningSSTTest: () => testing });
const saved = process.env.STORYBLOK_PUBLIC_TOKEN;
afterEach(() => {
  if (saved === undefined) delete process.env.STORYBLOK_PUBLIC_TOKEN;
  else process.env.STORYBLOK_PUBLIC_TOKEN = saved;
});

describe('the site build’s secret on deploy', () => {
  it('reads the stage’s Storyblok token from SSM for the build when the shell has none', async () => {
    delete process.env.STORYBLOK_PUBLIC_TOKEN;
    const asked: string[] = [];
    await provideBuildSecrets(app('deploy'), async (name) => (asked.push(name), 'token-from-ssm'));
    expect(asked).toEqual(['STORYBLOK_PUBLIC_TOKEN']);
    expect(process.env.STORYBLOK_PUBLIC_TOKEN).toBe('token-from-ssm');
  });

  it('keeps a token the shell gives, and reads nothing in dev mode or a stack test', async () => {
    const unread = async (): Promise<string> => {
      throw new Error('must not be read');
    };
    process.env.STORYBLOK_PUBLIC_TOKEN = 'from-shell';
    await provideBuildSecrets(app('deploy'), unread);
    expect(process.env.STORYBLOK_PUBLIC_TOKEN).toBe('from-shell');
    delete process.env.STORYBLOK_PUBLIC_TOKEN;
    await provideBuildSecrets(app('dev'), unread);
    await provideBuildSecrets(app('deploy', true), unread);
    expect(process.env.STORYBLOK_PUBLIC_TOKEN).toBeUndefined();
  });

  it('says how to set the token when the stage has none', async () => {
    delete process.env.STORYBLOK_PUBLIC_TOKEN;
    await expect(provideBuildSecrets(app('deploy'), async () => Promise.reject(new Error('ParameterNotFound')))).rejects.toThrow(
      'npx sst secrets set STORYBLOK_PUBLIC_TOKEN <token> --stage prod',
    );
  });
});

describe('sst.config.ts', () => {
  it('points `sst dev` to the local stack instead of deploying placeholders', async () => {
    const app = { mode: 'dev', setDefaultFunctionProps: () => undefined } as unknown as Parameters<typeof config.stacks>[0];
    await expect(config.stacks(app)).rejects.toThrow('npm run dev');
  });
});
