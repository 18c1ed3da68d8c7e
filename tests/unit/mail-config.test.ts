/** The functions' settings: local stand-ins outside Lambda, real services and required secrets on it. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { functionsConfig, storageConfig } from '@pv/functions/config';

afterEach(() => vi.unstubAllEnvs());

describe('functionsConfig', () => {
  it('outside Lambda: the local stand-ins and local secrets', () => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', '');
    vi.stubEnv('DYNAMODB_ENDPOINT', undefined as unknown as string);
    vi.stubEnv('SES_ENDPOINT', undefined as unknown as string);
    const config = functionsConfig();
    expect(config.dynamoDbEndpoint).toBe('http://127.0.0.1:4030');
    expect(config.sesEndpoint).toBe('http://127.0.0.1:8005');
    expect(config.botCheck.provider).toBe('altcha');
  });

  it('an empty endpoint variable means the real service', () => {
    vi.stubEnv('DYNAMODB_ENDPOINT', '');
    vi.stubEnv('SES_ENDPOINT', '');
    expect(functionsConfig()).toMatchObject({ dynamoDbEndpoint: undefined, sesEndpoint: undefined });
  });

  it('on Lambda: never the stand-ins, and a missing secret stops the function instead of using a known default', () => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'pv-mail');
    vi.stubEnv('DYNAMODB_ENDPOINT', undefined as unknown as string);
    vi.stubEnv('SES_ENDPOINT', undefined as unknown as string);
    vi.stubEnv('ALTCHA_HMAC_KEY', '');
    vi.stubEnv('NEWSLETTER_SECRET', 'n');
    expect(() => functionsConfig()).toThrow('ALTCHA_HMAC_KEY is not set');
    vi.stubEnv('ALTCHA_HMAC_KEY', 'a');
    expect(functionsConfig()).toMatchObject({ dynamoDbEndpoint: undefined, sesEndpoint: undefined, newsletterSecret: 'n', botCheck: { altchaHmacKey: 'a' } });
  });

  it('the storage settings alone (the redirect lookup) need none of the mail secrets', () => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'pv-redirects');
    vi.stubEnv('DYNAMODB_ENDPOINT', undefined as unknown as string);
    vi.stubEnv('ALTCHA_HMAC_KEY', '');
    vi.stubEnv('NEWSLETTER_SECRET', '');
    vi.stubEnv('REDIRECTS_TABLE', 'prod-redirects');
    expect(storageConfig()).toMatchObject({ dynamoDbEndpoint: undefined, tables: { redirects: 'prod-redirects' } });
  });

  it('reCAPTCHA is chosen by BOT_CHECK_PROVIDER; anything else is ALTCHA', () => {
    vi.stubEnv('BOT_CHECK_PROVIDER', 'recaptcha');
    expect(functionsConfig().botCheck.provider).toBe('recaptcha');
    vi.stubEnv('BOT_CHECK_PROVIDER', 'none');
    expect(functionsConfig().botCheck.provider).toBe('altcha');
  });
});
