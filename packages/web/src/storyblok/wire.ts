/**
 * Storyblok's wire shapes, for the one module that maps them onto the app's types (`content/mapping.ts`):
 * the story and the datasource entry as the CDN API answers them (one declaration, `@pv/shared/storyblok`).
 */
export type { StoryblokContent, StoryblokDatasourceEntry, StoryblokStory } from '@pv/shared/storyblok';
