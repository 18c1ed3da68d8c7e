/** What a deployment reads before the stacks are built. */
import { afterEach, describe, expect, it } from 'vitest';
import config from '../../sst.config';
import { originSecretFingerprint, provideBuildSecrets, provideOriginSecretFingerprint } from '../../stacks/settings';

const app = (mode: string, testing = false) => ({ mode, stage: 'prod', isRunningSSTTest: () => testing });
const saved = { STORYBLOK_PUBLIC_TOKEN: process.env.STORYBLOK_PUBLIC_TOKEN, ORIGIN_VERIFY_SECRET_FINGERPRINT: process.env.ORIGIN_VERIFY_SECRET_FINGERPRINT };
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
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

describe('the origin secret’s fingerprint on deploy', () => {
  const secret = 'e3b98a4da31a127d4bde6e43033f66ba274cab0eb7eb1c70ec41402bf6273dd8';

  it('reads the stage’s ORIGIN_VERIFY_SECRET and hands the Web stack a short hash of it, never the value', async () => {
    const asked: string[] = [];
    await provideOriginSecretFingerprint(app('deploy'), async (name) => (asked.push(name), secret));
    expect(asked).toEqual(['ORIGIN_VERIFY_SECRET']);
    const fingerprint = originSecretFingerprint();
    expect(fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(secret).not.toContain(fingerprint);
    await provideOriginSecretFingerprint(app('deploy'), async () => `${secret}0`);
    expect(originSecretFingerprint()).not.toBe(fingerprint);
  });

  it('reads nothing in dev mode or a stack test', async () => {
    delete process.env.ORIGIN_VERIFY_SECRET_FINGERPRINT;
    const unread = async (): Promise<string> => {
      throw new Error('must not be read');
    };
    await provideOriginSecretFingerprint(app('dev'), unread);
    await provideOriginSecretFingerprint(app('deploy', true), unread);
    expect(originSecretFingerprint()).toBe('not-read');
  });

  it('says how to set the secret when the stage has none', async () => {
    await expect(provideOriginSecretFingerprint(app('deploy'), async () => Promise.reject(new Error('ParameterNotFound')))).rejects.toThrow(
      'npx sst secrets set ORIGIN_VERIFY_SECRET "$(openssl rand -hex 32)" --stage prod',
    );
  });
});

describe('sst.config.ts', () => {
  it('points `sst dev` to the local stack instead of deploying placeholders', async () => {
    const app = { mode: 'dev', setDefaultFunctionProps: () => undefined } as unknown as Parameters<typeof config.stacks>[0];
    await expect(config.stacks(app)).rejects.toThrow('npm run dev');
  });
});
