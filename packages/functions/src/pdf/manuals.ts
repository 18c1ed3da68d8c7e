/**
 * The published manuals, read from the content service (Storyblok's CDN API, or the local content
 * service speaking it) through the same client the site uses.
 */
import type { Language } from '@pv/shared/languages';
import StoryblokClient from 'storyblok-js-client';
import type { PdfConfig } from '../config';
import type { ManualRequest, ManualVersion } from './request';

export interface ManualSource {
  /** the manual's current publication in that language, or null when there is no such manual */
  published(request: ManualRequest): Promise<ManualVersion | null>;
}

/** the content's default language is asked for without a language parameter */
const DEFAULT_CONTENT_LANGUAGE: Language = 'de';

interface RawStory {
  name?: string;
  slug?: string;
  full_slug?: string;
  published_at?: string | null;
  content?: { component?: string; title?: unknown };
}

export function storyblokManualSource(config: PdfConfig['content']): ManualSource {
  const client = new StoryblokClient({
    accessToken: config.token,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    maxRetries: 3,
    timeout: 10,
    cache: { clear: 'auto', type: 'none' },
  });
  return {
    async published({ id, lang }) {
      let story: RawStory;
      try {
        const { data } = await client.getStory(String(id), {
          version: 'published',
          ...(lang === DEFAULT_CONTENT_LANGUAGE ? {} : { language: lang }),
        });
        story = (data as { story: RawStory }).story;
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
      if (story.content?.component !== 'manual' || !story.published_at) return null;
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
