import type { AppProvisions } from '@pv/cms/management/apps';
import type { SpaceDetail } from '@storyblok/management-api-client';
import type { ContentStore } from '../store.js';
import type { Routes } from './http.js';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

function spaceView(store: ContentStore): SpaceDetail {
  const { id, name, domain, default_language, language_codes } = store.space;
  const now = new Date(0).toISOString();
  return {
    id,
    name,
    domain,
    default_lang_name: languageNames.of(default_language) ?? default_language,
    languages: language_codes.map((code) => ({ code, name: languageNames.of(code) ?? code, ai_translation_code: null })),
    region: 'eu',
    // what the space's plan and its counters would say: nothing here depends on them
    plan: store.translatableSlugs ? 'growth' : 'starter',
    plan_level: 0,
    limits: {},
    created_at: now,
    role: 'admin',
    environments: [],
    stories_count: store.allStories.length,
    assets_count: store.assets.length,
    request_count_today: 0,
    api_requests: 0,
    exceeded_requests: 0,
    trial: false,
    default_root: 'page',
    has_slack_webhook: false,
    first_token: '',
    traffic_limit: 0,
    ai_text_generator_disabled: true,
    ai_text_generator_feature_disabled: true,
    monthly_ai_tokens_traffic: 0,
    monthly_ai_tokens_traffic_limit: 0,
    has_pending_tasks: false,
    options: {},
    assistance_mode: false,
    space_roles: [],
    collaborators: [],
    feature_limit_exceeded_flags: {},
  };
}

/** The app provisions of the space: the Translatable Slugs app, unless the space plays one without it. */
function appProvisions(store: ContentStore): AppProvisions {
  const app = { slug: 'translatable-slugs', name: 'Translatable Slugs', in_sidebar: false, in_toolbar: false, enable_space_settings: false, space_level_settings: null };
  return { app_provisions: store.translatableSlugs ? [app] : [] };
}

/** The space itself (`/v1/spaces/:space_id`) and its app provisions. */
export function spaceRoutes(store: ContentStore): Routes {
  return {
    'GET ': () => ({ body: { space: spaceView(store) } }),
    'GET app_provisions': () => ({ body: appProvisions(store) }),
  };
}
