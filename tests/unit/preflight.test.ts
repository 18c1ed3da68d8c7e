/** The preflight's checks with fake clients: each ✗ names the problem and its fix; a stand-in is excused only as one. */
import { describe, expect, it } from 'vitest';
import type { TableDescription } from '@aws-sdk/client-dynamodb';
import { algoliaChecks, type AlgoliaReads } from '@pv/functions/preflight/algolia';
import { formatResult, runChecks, type Check } from '@pv/functions/preflight/check';
import { resourceChecks, type ResourceReads } from '@pv/functions/preflight/resources';
import { sesChecks, type SesReads } from '@pv/functions/preflight/ses';
import { settingsCheck } from '@pv/functions/preflight/settings';
import { storyblokChecks, type StoryblokReads } from '@pv/functions/preflight/storyblok';
import { FUNCTION_RULES, FUNCTION_SETTINGS } from '@pv/functions/settings';
import { SITE_RULES, SITE_SETTINGS } from '@/config';

/** The lines the checks print, and whether all passed. */
async function lines(checks: Check[]): Promise<{ ok: boolean; printed: string[] }> {
  const printed: string[] = [];
  const ok = await runChecks(checks, (line) => printed.push(line));
  return { ok, printed };
}

const httpError = (status: number) => Object.assign(new Error(`status ${status}`), { status });

describe('the runner', () => {
  it('prints ✓, ✗ with the fix, – for what the deploy creates; an unexpected error is a ✗ naming it', async () => {
    expect(formatResult({ ok: false, label: 'x', fix: 'y' })).toBe('✗ x → fix: y');
    const { ok, printed } = await lines([
      { label: 'a', run: async () => ({ ok: true, label: 'a fine' }) },
      { label: 'b', run: async () => ({ ok: true, pending: true, label: 'b not yet' }) },
      { label: 'c', run: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { name: 'TimeoutError' })) },
    ]);
    expect(ok).toBe(false);
    expect(printed).toEqual(['✓ a fine', '– b not yet', '✗ c: TimeoutError: connect ECONNREFUSED → fix: the address and credentials in the settings above']);
  });
});

describe('settings', () => {
  const modules = [
    { name: 'site', schema: SITE_SETTINGS, rules: SITE_RULES },
    { name: 'functions', schema: FUNCTION_SETTINGS, rules: FUNCTION_RULES },
  ];
  it('names a setting both modules read once; a secret is exported for the preflight and set with sst secrets', async () => {
    const { printed } = await lines([settingsCheck(modules, {}, 'prod')]);
    expect(printed.filter((line) => line.includes(' SITE_URL:'))).toEqual([
      "✗ site setting SITE_URL: not set; expected the site's public origin, e.g. https://www.example.com → fix: set SITE_URL (or SITE_DOMAIN, the custom domain) in .env.prod",
    ]);
    expect(printed).toContain(
      '✗ functions setting STORYBLOK_WEBHOOK_SECRET: not set; expected the secret of Storyblok\'s webhook (Settings → Webhooks; SST secret) → fix: export STORYBLOK_WEBHOOK_SECRET=… for the preflight, and `npx sst secrets set STORYBLOK_WEBHOOK_SECRET … --stage prod` for the deploy',
    );
    // the stacks name their tables, bucket and function URLs themselves
    expect(printed.join('\n')).not.toMatch(/_TABLE|PDF_BUCKET|REDIRECTS_URL/);
  });

  it("a stage run with the local stack's signal fails: its values would stand in for the stage's", async () => {
    const { ok, printed } = await lines([settingsCheck(modules, { PV_LOCAL_STACK: '1' }, 'prod')]);
    expect(ok).toBe(false);
    expect(printed).toEqual([
      "✗ PV_LOCAL_STACK=1 in the settings of stage prod: unset settings would take the local stand-ins' values → fix: remove PV_LOCAL_STACK from the shell and the .env files",
    ]);
  });
});

describe('Storyblok', () => {
  const expected = { spaceId: 1000, region: 'eu', endpoint: 'https://api.storyblok.com/v2', publicToken: 'public', previewToken: 'preview', webhookSecret: 'secret' };
  const reads = (overrides: Partial<StoryblokReads> = {}): StoryblokReads => ({
    space: async () => ({ id: 1000, language_codes: ['en', 'fr', 'es', 'nl', 'it'] }),
    readsDrafts: async (token) => token === 'preview',
    translatableSlugs: async () => true,
    ...overrides,
  });

  it('all as the site needs it', async () => {
    const { ok, printed } = await lines(storyblokChecks(reads(), expected));
    expect(ok).toBe(true);
    expect(printed).toContain('✓ Storyblok public token: space 1000 answers at https://api.storyblok.com/v2 (region eu)');
  });

  it("another space's token, a missing language, German added as a language, a public token as the preview token, no webhook secret", async () => {
    expect((await lines(storyblokChecks(reads({ space: async () => ({ id: 2000, language_codes: [] }) }), expected))).printed[0]).toBe(
      '✗ Storyblok public token belongs to space 2000, not 1000 → fix: STORYBLOK_SPACE_ID, or a token of space 1000',
    );
    const { printed } = await lines(storyblokChecks(reads({ space: async () => ({ id: 1000, language_codes: ['en', 'fr', 'nl'] }), readsDrafts: async () => false }), { ...expected, webhookSecret: '' }));
    expect(printed).toEqual(
      expect.arrayContaining([
        '✗ Storyblok languages: de (default), en, fr, es, nl, it: es, it missing → fix: Settings → Internationalization → add languages: es, it',
        '✗ Storyblok preview token reads no drafts → fix: a token with the access level "Preview" (Settings → Access tokens)',
        '✗ Storyblok webhook secret not set → fix: a long random STORYBLOK_WEBHOOK_SECRET, the same in Settings → Webhooks',
      ]),
    );
    const german = await lines(storyblokChecks(reads({ space: async () => ({ id: 1000, language_codes: ['de', 'en', 'fr', 'es', 'nl', 'it'] }) }), expected));
    expect(german.printed).toContainEqual(expect.stringMatching(/^✗ Storyblok languages: .* → fix: the default language holds German/));
  });
});

describe('Algolia', () => {
  const expected = { appId: 'APP', searchKey: 'search', adminKey: 'admin', indexName: 'site', settings: { searchableAttributes: ['name'], ignorePlurals: true }, deployed: true };
  const client = (acl: Record<string, string[]>, settings: Record<string, unknown> | null = { searchableAttributes: ['name'], ignorePlurals: true }): AlgoliaReads =>
    ({
      getApiKey: async ({ key }: { key: string }) => {
        if (!acl[key]) throw httpError(404);
        return { value: key, acl: acl[key], createdAt: 0 };
      },
      listApiKeys: async () => {
        throw httpError(403);
      },
      getSettings: async () => {
        if (!settings) throw httpError(404);
        return settings;
      },
    }) as unknown as AlgoliaReads;

  it('a search-only key, an admin key with the indexer ACL, the index with its settings', async () => {
    const admin = client({ admin: ['addObject', 'deleteObject', 'settings', 'editSettings', 'browse', 'search'] });
    const { ok, printed } = await lines(algoliaChecks({ search: client({ search: ['search'] }), admin }, expected));
    expect(ok).toBe(true);
    expect(printed).toEqual(['✓ Algolia application APP answers', '✓ Algolia search key may only search', '✓ Algolia admin key may addObject, deleteObject, settings, editSettings, browse', "✓ Algolia index site has the indexer's settings"]);
  });

  it('a search key that may write, an admin key short of ACLs, settings that differ; a missing index before the first deploy', async () => {
    const { printed } = await lines(algoliaChecks({ search: client({ search: ['search', 'addObject'] }), admin: client({ admin: ['addObject', 'search'] }, { searchableAttributes: ['text'] }) }, expected));
    expect(printed.slice(1)).toEqual([
      '✗ Algolia search key may search, addObject, and browsers get it → fix: SEARCH_API_KEY: a key with the ACL "search" only (Algolia dashboard → Settings → API Keys)',
      '✗ Algolia admin key may addObject, deleteObject, settings, editSettings, browse: lacks deleteObject, settings, editSettings, browse → fix: SEARCH_ADMIN_KEY: the Admin API key, or a key with these ACLs (Algolia dashboard → Settings → API Keys)',
      "✗ Algolia index site: settings differ from the indexer's (searchableAttributes, ignorePlurals) → fix: npm run search:index applies them",
    ]);
    const before = await lines(algoliaChecks({ search: client({ search: ['search'] }), admin: client({}, null) }, { ...expected, deployed: false }));
    expect(before.printed.slice(2)).toEqual(['✗ Algolia refuses the admin key → fix: SEARCH_ADMIN_KEY: the application\'s Admin API key (Algolia dashboard → Settings → API Keys)', '– Algolia index site does not exist yet: npm run search:index creates it after the first deploy']);
  });
});

describe('SES', () => {
  const expected = { region: 'eu-central-1', mailFrom: 'Website <website@example.com>', mailDomain: 'example.com', standIn: false, deployed: true };
  const account = { ProductionAccessEnabled: true, SendingEnabled: true, SendQuota: { Max24HourSend: 50_000, MaxSendRate: 14, SentLast24Hours: 12 } };
  const ses = (identity: object | Error, answer: object | Error = account): SesReads => ({
    identity: async () => {
      if (identity instanceof Error) throw identity;
      return identity as never;
    },
    account: async () => {
      if (answer instanceof Error) throw answer;
      return answer as never;
    },
  });

  it('a verified domain with DKIM, production access and quota left', async () => {
    const { ok, printed } = await lines(sesChecks(ses({ VerifiedForSendingStatus: true, DkimAttributes: { Status: 'SUCCESS' } }), expected));
    expect(ok).toBe(true);
    expect(printed).toEqual([
      '✓ MAIL_FROM sends as the identity example.com',
      '✓ SES identity example.com (eu-central-1) verified for sending',
      '✓ SES identity example.com (eu-central-1): DKIM verified',
      '✓ SES account (eu-central-1): production access',
      '✓ SES account (eu-central-1): sending quota 50000 a day (12 sent in 24 h), 14 a second',
    ]);
  });

  it('DKIM pending, the sandbox, a sender outside the domain; the identity only pending before the first deploy', async () => {
    const { printed } = await lines(sesChecks(ses({ VerifiedForSendingStatus: false, DkimAttributes: { Status: 'PENDING' } }, { ...account, ProductionAccessEnabled: false }), { ...expected, mailFrom: 'web@other.example' }));
    expect(printed).toEqual(
      expect.arrayContaining([
        '✗ MAIL_FROM is an address of other.example, the mail function may send only as example.com → fix: MAIL_FROM an address of MAIL_DOMAIN',
        expect.stringMatching(/^✗ SES identity example\.com \(eu-central-1\): DKIM PENDING → fix: publish the three DKIM CNAME records/),
        expect.stringMatching(/^✗ SES account \(eu-central-1\) in the sandbox: .* → fix: request production access: SES console → Account dashboard → Request production access/),
      ]),
    );
    const notFound = Object.assign(new Error('Email identity example.com does not exist.'), { name: 'NotFoundException' });
    expect((await lines(sesChecks(ses(notFound), { ...expected, deployed: false }))).printed[1]).toBe('– SES identity example.com (eu-central-1) does not exist yet: the first deploy creates it');
    expect((await lines(sesChecks(ses(notFound), { ...expected, mailDomain: undefined }))).printed[0]).toMatch(/^✗ MAIL_DOMAIN not set/);
  });

  it('an error from a real endpoint is a ✗; only a stand-in is excused', async () => {
    const unknown = Object.assign(new Error('UnknownOperationException'), { name: 'UnknownOperationException' });
    expect((await lines(sesChecks(ses(unknown, unknown), expected))).ok).toBe(false);
    const standIn = await lines(sesChecks(ses(unknown, unknown), { ...expected, standIn: true, mailDomain: undefined }));
    expect(standIn.printed).toEqual([
      '✓ SES identity example.com (eu-central-1) verified, DKIM (local stand-in: not applicable)',
      '✓ SES account (eu-central-1): production access, sending quota (local stand-in: not applicable)',
    ]);
  });
});

describe('DynamoDB and S3', () => {
  const tables = { submissions: 's', subscribers: 'n', guards: 'g', redirects: 'r', storyPaths: 'p' };
  const describeAs = (overrides: Partial<TableDescription> = {}) => (name: string): TableDescription | null =>
    ({ TableName: name, TableStatus: 'ACTIVE', KeySchema: [{ AttributeName: name === 's' ? 'id' : ({ n: 'email', g: 'key', r: 'source', p: 'storyId' } as Record<string, string>)[name], KeyType: 'HASH' }], AttributeDefinitions: [], ...overrides }) as TableDescription;

  it('a table with other keys, one not ACTIVE, a bucket of another account; nothing to check before the first deploy', async () => {
    const reads: ResourceReads = { table: async (name) => (name === 'r' ? describeAs({ TableStatus: 'CREATING' })(name) : describeAs()(name)), bucket: async () => 403 };
    const { printed } = await lines(resourceChecks(reads, { tables, bucket: 'pdfs' }));
    expect(printed).toContainEqual(expect.stringMatching(/^✗ DynamoDB table s has id \(undefined\) HASH, not id \(S\) HASH; index pending: pending \(S\) HASH, createdAt \(S\) RANGE → fix: the table the Data stack creates/));
    expect(printed).toContain('✗ DynamoDB table r is CREATING → fix: wait until it is ACTIVE');
    expect(printed).toContain('✗ S3 bucket pdfs answers 403: not in this account or region → fix: PDF_BUCKET the ManualPdfBucket output, AWS_REGION its region, credentials of its account');
    expect((await lines(resourceChecks(reads, { tables: undefined, bucket: undefined }))).printed).toEqual([
      '– DynamoDB tables do not exist yet: the first deploy creates them (Data stack)',
      '– S3 bucket for the manual PDFs does not exist yet: the first deploy creates it (Pdf stack)',
    ]);
  });
});
