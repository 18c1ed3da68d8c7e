/**
 * The stacks pass every setting the functions' config reads: each function's environment, as
 * synthesised for a stage with all its settings, builds that function's configuration outside the local
 * stack (the Web and Cms stacks need the site's build: tests/deploy/stack-web.test.ts).
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { functionsConfig, mailRetryConfig, originSecrets, pdfConfig, redirectHostsConfig, storageConfig } from '@pv/functions/config';
import type { Env } from '@pv/shared/settings';
import { Data } from '../../stacks/Data';
import { Mail } from '../../stacks/Mail';
import { Pdf } from '../../stacks/Pdf';
import { Redirects } from '../../stacks/Redirects';
import { Secrets } from '../../stacks/Secrets';
import { functionEnvironment, synthesize, TEST_SETTINGS } from '../support/stacks';

/** What docs/deploy.md step 1 puts into `.env.<stage>` */
const STAGE_SETTINGS = {
  ...TEST_SETTINGS,
  PRODUCTION_HOST: 'www.example.com',
  DOCUMENT_SERVER_BASE: 'https://download.example.com/documents',
  DOWNLOAD_HOST: 'download.example.com',
  ORGANISATION_NAME: 'Example GmbH',
  ORGANISATION_ADDRESS: 'Example Street 1, 1010 Vienna',
  IMPRINT_PATHS: 'de=/de/impressum/,en=/en/imprint/,fr=/fr/mentions-legales/,es=/es/aviso-legal/,nl=/nl/colofon/,it=/it/note-legali/',
  STORYBLOK_SPACE_ID: '123456',
  MAIL_DOMAIN: 'example.com',
  MAIL_FROM: 'Website <website@example.com>',
  MAIL_TO_CONTACT: 'office@example.com',
  MAIL_TO_SUPPORT: 'support@example.com',
};

/** A function's environment on AWS: CloudFormation's references resolved, bound secrets copied from SSM (as `loadBoundSecrets` does). */
function runtimeEnvironment(template: Template, id: string): Env {
  const env: Env = {};
  for (const [name, value] of Object.entries(functionEnvironment(template, id))) {
    if (name.startsWith('SST_Secret_value_')) env[name.slice('SST_Secret_value_'.length)] = 'secret-from-ssm';
    else env[name] = typeof value === 'string' ? value : 'resolved-by-cloudformation';
  }
  return env;
}

const stacks = [Secrets, Data, Redirects, Mail, Pdf];
/** templates of a synthesis (SST keeps only the latest app's stacks: taken at once) */
const templatesFor = async (settings?: Record<string, string>) => {
  const template = await synthesize(stacks, settings ? { settings } : {});
  return { mail: template(Mail), pdf: template(Pdf), redirects: template(Redirects) };
};
let stage: Awaited<ReturnType<typeof templatesFor>>;
let unset: Awaited<ReturnType<typeof templatesFor>>;

beforeAll(async () => {
  stage = await templatesFor(STAGE_SETTINGS);
  unset = await templatesFor();
}, 120_000);

describe('every function gets the settings its config reads', () => {
  it('the mail function, its scheduled retry, the PDF function and the redirect lookup start', () => {
    const mail = runtimeEnvironment(stage.mail, 'MailSend');
    expect(functionsConfig(mail)).toMatchObject({ mail: { from: 'Website <website@example.com>', to: { contact: 'office@example.com' } }, dynamoDbEndpoint: undefined });
    expect(originSecrets(mail).current).toBe('secret-from-ssm');
    expect(mailRetryConfig(runtimeEnvironment(stage.mail, 'MailRetry')).tables.submissions).toBe('resolved-by-cloudformation');
    const pdf = runtimeEnvironment(stage.pdf, 'ManualPdf');
    expect(pdfConfig(pdf)).toMatchObject({ siteUrl: 'https://www.sonnwaerme.example', assetOrigins: ['https://a.storyblok.com'], s3Endpoint: undefined, author: 'Example GmbH' });
    expect(originSecrets(pdf).accepted).toEqual(['secret-from-ssm', 'secret-from-ssm']);
    expect(storageConfig(runtimeEnvironment(stage.redirects, 'RedirectLookup')).tables.redirects).toBe('resolved-by-cloudformation');
    expect(redirectHostsConfig(runtimeEnvironment(stage.redirects, 'RedirectLookup'))).toEqual(['download.example.com', 'www.example.com']);
  });

  it('a stage setting left out stops the function at start-up, named', () => {
    expect(() => functionsConfig(runtimeEnvironment(unset.mail, 'MailSend'))).toThrow(/MAIL_TO_CONTACT: not set[\s\S]*MAIL_TO_SUPPORT: not set/);
    expect(() => pdfConfig(runtimeEnvironment(unset.pdf, 'ManualPdf'))).toThrow(/ORGANISATION_NAME: not set/);
    // never the local document server as an allowed redirect host
    expect(() => redirectHostsConfig(runtimeEnvironment(unset.redirects, 'RedirectLookup'))).toThrow(/DOCUMENT_SERVER_BASE: not set[\s\S]*PRODUCTION_HOST: not set/);
  });
});
