/**
 * Storyblok's hosts for a space, from one setting: its region (`STORYBLOK_REGION`, default `eu`).
 * The CDN API, the Management API and the asset CDN (with its Image Service) all follow it; the
 * local stand-in is named by `STORYBLOK_ENDPOINT` / `STORYBLOK_MANAGEMENT_URL`, and then serves the
 * assets from its own origin too.
 */
import { ALL_REGIONS, getManagementBaseUrl, getRegionBaseUrl, isRegion, type Region } from '@storyblok/region-helper';

type StoryblokRegion = Region;
export const STORYBLOK_REGIONS: readonly StoryblokRegion[] = ALL_REGIONS;

/**
 * The asset CDN of each region: the bucket the Management API names in its S3 addresses
 * (`https://s3.amazonaws.com/a-us.storyblok.com/f/…`), served with the Image Service (`/m/…`).
 */
const ASSET_ORIGINS: Record<StoryblokRegion, string> = {
  eu: 'https://a.storyblok.com',
  us: 'https://a-us.storyblok.com',
  ca: 'https://a-ca.storyblok.com',
  ap: 'https://a-ap.storyblok.com',
  cn: 'https://a.storyblokchina.cn',
};

/** Every region's asset origin: the demo content and older stories may name any of them. */
export const STORYBLOK_ASSET_ORIGINS: readonly string[] = Object.values(ASSET_ORIGINS);

export interface StoryblokHosts {
  region: StoryblokRegion;
  /** the CDN API (Content Delivery API v2), `…/v2` */
  cdnEndpoint: string;
  /** the Management API, `…/v1` */
  managementBaseUrl: string;
  /** where the space's assets are served, with the Image Service: `https://a.storyblok.com` or the stand-in's origin */
  assetOrigin: string;
}

type Env = Record<string, string | undefined>;

/** The region a setting names; an unknown one is an error that lists the valid ones. */
function storyblokRegion(env: Env = process.env): StoryblokRegion {
  const value = (env.STORYBLOK_REGION?.trim() || 'eu').toLowerCase();
  if (!isRegion(value)) throw new Error(`STORYBLOK_REGION must be one of ${STORYBLOK_REGIONS.join(', ')} (got "${value}")`);
  return value;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Is this one of Storyblok's own hosts (any region), rather than a stand-in? */
const isStoryblokHost = (url: string): boolean => /(^|\.)storyblok(china)?\.(com|cn)$/.test(new URL(url).hostname);

/**
 * The space's hosts. `STORYBLOK_ENDPOINT` and `STORYBLOK_MANAGEMENT_URL` override the region's
 * APIs (a stand-in); a stand-in's CDN endpoint also serves the assets.
 */
export function storyblokHosts(env: Env = process.env): StoryblokHosts {
  const region = storyblokRegion(env);
  const cdnEndpoint = trimSlash(env.STORYBLOK_ENDPOINT?.trim() || `${getRegionBaseUrl(region)}/v2`);
  const managementBaseUrl = trimSlash(env.STORYBLOK_MANAGEMENT_URL?.trim() || `${getManagementBaseUrl(region)}/v1`);
  const assetOrigin = isStoryblokHost(cdnEndpoint) ? ASSET_ORIGINS[region] : new URL(cdnEndpoint).origin;
  return { region, cdnEndpoint, managementBaseUrl, assetOrigin };
}

