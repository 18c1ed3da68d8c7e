/**
 * The published manuals, read from the content service (Storyblok's CDN API, or the local content
 * service speaking it) through the same client the site uses.
 */
import { CONTENT_DEFAULT_LANGUAGE } from '@pv/shared/story-paths';
import type { ContentConfig } from '../config';
import { contentClient, publishedStory, readSpaceVersion } from '../content';
import type { ManualRequest, ManualVersion } from './request';

export interface ManualSource {
  /** the manual's current publication in that language, or null when there is no such manual */
  published(request: ManualRequest): Promise<ManualVersion | null>;
}

interface RawStory {
  name?: string;
  slug?: string;
  full_slug?: string;
  published_at?: string | null;
  content?: { component?: string; title?: unknown };
}

export function storyblokManualSource(config: ContentConfig): ManualSource {
  const client = contentClient(config);
  return {
    async published({ id, lang }) {
      // at the space's current version: a warm function would otherwise print what was published before
      const cv = await readSpaceVersion(client);
      const story = await publishedStory<RawStory>(client, id, { cv, ...(lang === CONTENT_DEFAULT_LANGUAGE ? {} : { language: lang }) });
      if (story?.content?.component !== 'manual' || !story.published_at) return null;
      const title = typeof story.content.title === 'string' && story.content.title.trim() ? story.content.title.trim() : (story.name ?? '');
      return {
        id,
        lang,
        title,
        publishedAt: story.published_at,
        slug: story.full_slug?.split('/').filter(Boolean).at(-1) ?? story.slug ?? '',
      };
    },
  };
}
