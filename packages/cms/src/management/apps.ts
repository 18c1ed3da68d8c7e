/**
 * Apps installed in a space. Translated slugs (`translated_slugs_attributes`) are kept only where
 * Storyblok's Translatable Slugs app is installed (storyblok.com/apps/translatable-slugs, "Requires
 * Growth plan"); elsewhere Storyblok drops them and every page outside German loses its address.
 */
import type { ManagementClient } from './client';

/**
 * An installed app's settings, as `GET /v1/spaces/:space_id/app_provisions` lists them
 * (storyblok.com/docs/api/management/extensions/retrieve-settings-of-all-installed-extensions;
 * Storyblok's generated client has no type for it). Only the keys read here are required.
 */
export interface AppProvision {
  /** the app's slug */
  slug: string;
  /** the app's name */
  name: string;
  /** the app's id */
  extension_id?: number;
  public_config?: string | null;
  session?: string | null;
  in_sidebar?: boolean;
  in_toolbar?: boolean;
  sidebar_icon?: string | null;
  enable_space_settings?: boolean;
  space_level_settings?: Record<string, unknown> | null;
}

export interface AppProvisions {
  app_provisions: AppProvision[];
}

/** How the push says what to install. */
export const TRANSLATABLE_SLUGS_INSTALL =
  'Install the Translatable Slugs app: Apps → search "Translatable Slugs" → Install (Growth plan and above); then run the push again.';

/**
 * The app's identity in the list. Storyblok documents the list and its `slug`, not this app's slug
 * (its page is storyblok.com/apps/translatable-slugs): either spelling, or its name, is accepted.
 */
const isTranslatableSlugs = (app: AppProvision) => /^translatable[-_]slugs$/i.test(app.slug) || /^translatable slugs$/i.test(app.name.trim());

/** Whether the space has the Translatable Slugs app installed (one read of its app provisions). */
export async function hasTranslatableSlugs(client: ManagementClient, spaceId: number | string): Promise<boolean> {
  const { app_provisions: apps = [] } = await client.read(() => client.api.get<AppProvisions>(`/v1/spaces/${spaceId}/app_provisions`));
  return apps.some(isTranslatableSlugs);
}
