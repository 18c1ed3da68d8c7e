import { createHash } from 'node:crypto';
import { storyblokHosts } from '../packages/shared/src/storyblok/region';

/** What every function of the app gets (sst.config.ts sets it app-wide). */
export const FUNCTION_DEFAULTS = { runtime: 'nodejs22.x' } as const;

/** The stage whose data outlives its stacks: its tables and PDF bucket are kept by `sst remove`. */
export const keepsData = (stage: string): boolean => stage === 'prod';

/**
 * A stage's settings that are not secret: from the deploying shell or `.env.<stage>` (SST loads
 * `.env`, `.env.local`, `.env.<stage>` and `.env.<stage>.local`). docs/deploy.md lists them.
 */
export const setting = (name: string, fallback = ''): string => process.env[name] ?? fallback;

/** Storyblok's CDN API for the site and the functions: STORYBLOK_ENDPOINT, else the one of the space's region (STORYBLOK_REGION, default eu) */
export const storyblokEndpoint = (): string => storyblokHosts(process.env).cdnEndpoint;

/**
 * The site's public address: canonical links and the sitemap, links in mails, the page the PDF
 * service prints, the webhook's revalidation call. CloudFront's own address is only known after a
 * first deployment (and naming it in the functions that CloudFront routes to would be a cycle).
 */
export function siteUrl(): string {
  const domain = setting('SITE_DOMAIN');
  const url = (setting('SITE_URL') || (domain ? `https://${domain}` : '')).replace(/\/$/, '');
  if (!/^https:\/\/[^/\s]+$/.test(url)) {
    throw new Error(`SITE_URL must be the site's https origin (got "${url}"): set SITE_DOMAIN (custom domain) or SITE_URL (e.g. the SiteUrl output of a first deployment) for this stage — docs/deploy.md.`);
  }
  return url;
}

type ReadSecret = (name: string) => Promise<string>;
const ORIGIN_SECRET = 'ORIGIN_VERIFY_SECRET';
const stageSecret: ReadSecret = async (name) => {
  const value = await (await import('sst/config.js')).Config.getSecret({ key: name });
  if (value === undefined) throw new Error(`${name} is not set`);
  return value;
};

/** the part of SST's App this needs */
interface DeployingApp {
  mode: string;
  stage: string;
  isRunningSSTTest(): boolean;
}

/**
 * The site's production build runs on the deploying machine (`npx sst deploy`) and prerenders every
 * page from Storyblok, so it needs the public token, kept in SSM like the stage's other secrets.
 */
export async function provideBuildSecrets(app: DeployingApp, readSecret: ReadSecret = stageSecret): Promise<void> {
  const name = 'STORYBLOK_PUBLIC_TOKEN';
  if (app.mode !== 'deploy' || app.isRunningSSTTest() || process.env[name]) return;
  try {
    process.env[name] = await readSecret(name);
  } catch {
    throw new Error(`The site's build needs ${name}: npx sst secrets set ${name} <token> --stage ${app.stage}`);
  }
}

/** how sst.config.ts hands the origin secret's fingerprint to the Web stack (stack functions are synchronous) */
const ORIGIN_SECRET_FINGERPRINT = 'ORIGIN_VERIFY_SECRET_FINGERPRINT';

/**
 * The origin secret's fingerprint (a shortened SHA-256): CloudFormation reads the secret itself while it
 * deploys (stacks/function-routes.ts); the fingerprint in the template changes with the value, so a
 * deploy after `npx sst secrets set ORIGIN_VERIFY_SECRET …` reads the new one. Offline (a stack test) there is none.
 */
export async function provideOriginSecretFingerprint(app: DeployingApp, readSecret: ReadSecret = stageSecret): Promise<void> {
  if (app.mode !== 'deploy' || app.isRunningSSTTest()) return;
  const value = await readSecret(ORIGIN_SECRET).catch(() => {
    throw new Error(`CloudFront's origin secret is not set: npx sst secrets set ${ORIGIN_SECRET} "$(openssl rand -hex 32)" --stage ${app.stage} (docs/deploy.md)`);
  });
  process.env[ORIGIN_SECRET_FINGERPRINT] = createHash('sha256').update(value).digest('hex').slice(0, 16);
}

export const originSecretFingerprint = (): string => process.env[ORIGIN_SECRET_FINGERPRINT] ?? 'not-read';
