import { describe, expect, it } from 'vitest';
import { lambdaEntry } from '@pv/functions/lambda';
import { loadBoundSecrets } from '@pv/shared/bound-secrets';

describe('bound secrets (SST Config.Secret on Lambda)', () => {
  it('copies each bound secret into the environment under its name; a value already set wins', async () => {
    const env: Record<string, string> = { SST_Secret_value_ALTCHA_HMAC_KEY: '__FETCH_FROM_SSM__', SST_Secret_value_NEWSLETTER_SECRET: '__FETCH_FROM_SSM__', NEWSLETTER_SECRET: 'from-env', OTHER: 'x' };
    const loaded = await loadBoundSecrets(env, async () => ({ ALTCHA_HMAC_KEY: 'from-ssm-1', NEWSLETTER_SECRET: 'from-ssm-2' }));
    expect(loaded).toEqual(['ALTCHA_HMAC_KEY', 'NEWSLETTER_SECRET']);
    expect(env).toMatchObject({ ALTCHA_HMAC_KEY: 'from-ssm-1', NEWSLETTER_SECRET: 'from-env', OTHER: 'x' });
  });

  it('reads nothing where no secret is bound (locally)', async () => {
    let read = false;
    expect(await loadBoundSecrets({ PATH: '/bin' }, async () => ((read = true), {}))).toEqual([]);
    expect(read).toBe(false);
  });

  it('names a bound secret that has no value', async () => {
    await expect(loadBoundSecrets({ SST_Secret_value_REVALIDATE_SECRET: '__FETCH_FROM_SSM__' }, async () => ({}))).rejects.toThrow(/REVALIDATE_SECRET.*sst secrets set/);
  });
});

describe('lambdaEntry', () => {
  it('builds the handler once, on the first event, and reuses it', async () => {
    let builds = 0;
    const handler = lambdaEntry(() => {
      builds++;
      return async (event: number) => event * 2;
    });
    expect(builds).toBe(0);
    expect(await Promise.all([handler(1), handler(2)])).toEqual([2, 4]);
    expect(await handler(3)).toBe(6);
    expect(builds).toBe(1);
  });

  it('tries again after a failed build', async () => {
    let attempt = 0;
    const handler = lambdaEntry(() => {
      attempt++;
      if (attempt === 1) throw new Error('secret missing');
      return async (event: string) => `ok ${event}`;
    });
    await expect(handler('a')).rejects.toThrow('secret missing');
    expect(await handler('b')).toBe('ok b');
  });
});
