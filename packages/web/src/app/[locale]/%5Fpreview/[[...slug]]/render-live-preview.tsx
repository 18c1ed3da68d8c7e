'use server';
/**
 * The live preview's render: the visual editor's unsaved story (the bridge's `input` event), sent by
 * the page inside the editor, rendered by the same server components as the stored one. Stateless:
 * the story comes with the request that renders it, so any server instance can answer (on AWS the
 * event and the render may reach different ones). Draft mode only; visitors' pages take no POST.
 */
import { z } from 'zod';
import { isLocale } from '@/i18n/routing';
import { toStory, type RawStory } from '@/content/mapping';
import { contentVersion } from '@/content/request-content';
import { PageBody } from '../../[[...slug]]/PageBody';

/** What the page needs of the story the editor delivers (the CDN's draft story; other keys pass). */
const editorStory = z.looseObject({
  id: z.number().int().positive(),
  uuid: z.string(),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  default_full_slug: z.string().nullish(),
  lang: z.string().optional(),
  published_at: z.string().nullish(),
  first_published_at: z.string().nullish(),
  translated_slugs: z.array(z.looseObject({ lang: z.string(), path: z.string() })).nullish(),
  content: z.looseObject({ _uid: z.string(), component: z.string() }),
});

export async function renderLivePreview(story: unknown, locale: string) {
  if ((await contentVersion()) !== 'draft') throw new Error('The live preview renders only in preview (draft mode).');
  if (!isLocale(locale)) throw new Error(`Not a language of the site: ${locale}`);
  const parsed = editorStory.safeParse(story);
  if (!parsed.success) throw new Error(`The editor's story cannot be shown: ${z.prettifyError(parsed.error)}`);
  return <PageBody story={toStory(parsed.data as unknown as RawStory)} locale={locale} />;
}
