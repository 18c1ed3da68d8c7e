import type { LinksAnswer } from '../types.js';
import { type CdnAnswer, type CdnContext, versionOf } from './request.js';

/** `GET /v2/cdn/links`: folders and stories by uuid, with their paths in every language. */
export function links(context: CdnContext, params: URLSearchParams): CdnAnswer {
  const { store } = context;
  const version = versionOf(context, params);
  const startsWith = params.get('starts_with');
  const result: LinksAnswer['links'] = {};
  for (const s of store.entries(version)) {
    if (startsWith && !s.full_slug.startsWith(startsWith)) continue;
    result[s.uuid] = {
      id: s.id,
      uuid: s.uuid,
      slug: s.full_slug,
      real_path: `/${s.full_slug}`,
      name: s.name,
      published: s.published,
      parent_id: s.parent_id,
      is_folder: s.is_folder ?? false,
      is_startpage: s.is_startpage,
      position: s.position,
      alternates: store.space.language_codes.map((lang) => ({
        path: s.translated_slugs[lang]?.path ?? s.full_slug,
        name: s.translated_slugs[lang]?.name ?? s.name,
        lang,
        published: s.published,
        translated_slug: (s.translated_slugs[lang]?.path ?? s.full_slug).split('/').pop(),
      })),
    };
  }
  return { body: { links: result } satisfies LinksAnswer };
}
