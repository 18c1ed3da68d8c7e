/**
 * Storyblok as the site needs it, read-only: both access tokens belong to the space and answer at the
 * region's endpoint, the preview token reads drafts, the six languages with German as the default, the
 * Translatable Slugs app (else every address outside German is lost), and the webhook secret.
 */
import { TRANSLATABLE_SLUGS_INSTALL } from '@pv/cms/management/apps';
import { LANGUAGES } from '@pv/shared/languages';
import { fail, pass, type Check, type CheckResult } from './check';

export interface SpaceAnswer {
  id: number;
  /** the languages besides the default one */
  language_codes: string[];
}

/** The reads the checks make; `cdnReads` makes them over HTTP, tests give fakes. */
export interface StoryblokReads {
  /** `GET /v2/cdn/spaces/me` with this token; null when refused (401) */
  space(token: string): Promise<SpaceAnswer | null>;
  /** whether this token reads drafts (`GET /v2/cdn/stories?version=draft`) */
  readsDrafts(token: string): Promise<boolean>;
  /** whether the space has the Translatable Slugs app (Management API) */
  translatableSlugs(): Promise<boolean>;
}

export interface StoryblokExpectations {
  spaceId: number;
  region: string;
  /** the CDN API the site reads */
  endpoint: string;
  publicToken: string;
  previewToken: string;
  webhookSecret: string;
}

export function cdnReads(endpoint: string, translatableSlugs: () => Promise<boolean>, fetchImpl: typeof fetch = fetch): StoryblokReads {
  const get = async (path: string, token: string) => {
    const response = await fetchImpl(`${endpoint}/${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`, { signal: AbortSignal.timeout(10_000) });
    if (response.status === 401) return null;
    if (!response.ok) throw new Error(`${endpoint}/${path.split('?')[0]} answered ${response.status}`);
    return (await response.json()) as unknown;
  };
  return {
    space: async (token) => ((await get('cdn/spaces/me', token)) as { space: SpaceAnswer } | null)?.space ?? null,
    readsDrafts: async (token) => (await get('cdn/stories?version=draft&per_page=1', token)) !== null,
    translatableSlugs,
  };
}

const TOKENS = 'Settings → Access tokens';
const [DEFAULT_LANGUAGE, ...OTHER_LANGUAGES] = LANGUAGES;

function languagesResult(space: SpaceAnswer): CheckResult {
  const missing = OTHER_LANGUAGES.filter((code) => !space.language_codes.includes(code));
  const label = `Storyblok languages: ${DEFAULT_LANGUAGE} (default), ${OTHER_LANGUAGES.join(', ')}`;
  // German is the default language: a space holding `de` as an added language keeps German under another code
  if (space.language_codes.includes(DEFAULT_LANGUAGE)) return fail(label, `the default language holds German: remove ${DEFAULT_LANGUAGE} from Settings → Internationalization`);
  return missing.length ? fail(`${label}: ${missing.join(', ')} missing`, `Settings → Internationalization → add languages: ${missing.join(', ')}`) : pass(label);
}

export function storyblokChecks(reads: StoryblokReads, expected: StoryblokExpectations): Check[] {
  const tokenCheck = (kind: 'public' | 'preview', token: string): Check => ({
    label: `Storyblok ${kind} token`,
    async run() {
      const space = await reads.space(token);
      const at = `at ${expected.endpoint} (region ${expected.region})`;
      if (!space) return fail(`Storyblok ${kind} token refused ${at}`, `the space's ${kind} access token (${TOKENS}), and STORYBLOK_REGION the space's region: a token is refused at another region's endpoint`);
      if (space.id !== expected.spaceId) return fail(`Storyblok ${kind} token belongs to space ${space.id}, not ${expected.spaceId}`, `STORYBLOK_SPACE_ID, or a token of space ${expected.spaceId}`);
      const results = [pass(`Storyblok ${kind} token: space ${space.id} answers ${at}`)];
      if (kind === 'preview' && !(await reads.readsDrafts(token))) results.push(fail('Storyblok preview token reads no drafts', `a token with the access level "Preview" (${TOKENS})`));
      if (kind === 'public') results.push(languagesResult(space));
      return results;
    },
  });
  return [
    tokenCheck('public', expected.publicToken),
    tokenCheck('preview', expected.previewToken),
    {
      label: 'Storyblok Translatable Slugs app',
      run: async () =>
        (await reads.translatableSlugs())
          ? pass('Storyblok Translatable Slugs app installed (translated paths)')
          : fail(
              'Storyblok Translatable Slugs app not installed: every page outside German would lose its address',
              TRANSLATABLE_SLUGS_INSTALL,
            ),
    },
    {
      label: 'Storyblok webhook secret',
      run: async () =>
        expected.webhookSecret
          ? pass('Storyblok webhook secret set (STORYBLOK_WEBHOOK_SECRET; Settings → Webhooks must name the same)')
          : fail('Storyblok webhook secret not set', 'a long random STORYBLOK_WEBHOOK_SECRET, the same in Settings → Webhooks'),
    },
  ];
}
