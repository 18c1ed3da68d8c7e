/** Query parameters of Storyblok's visual editor (no Node APIs: the proxy reads them too). */

/** present when the page is opened inside the visual editor */
export const PREVIEW_PARAM = '_storyblok';
/** the signed preview token: space id, timestamp and SHA-1 token */
export const PREVIEW_TOKEN_PARAMS = ['_storyblok_tk[space_id]', '_storyblok_tk[timestamp]', '_storyblok_tk[token]'] as const;

/** Next's draft-mode cookie: its value is the build's preview-mode id when draft mode is on. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';
