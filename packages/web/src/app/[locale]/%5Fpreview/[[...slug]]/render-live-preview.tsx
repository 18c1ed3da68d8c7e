'use server';
/**
 * The live preview's render: the visual editor's unsaved story (the bridge's `input` event), sent by
 * the page inside the editor, rendered by the same server components as the stored one. Stateless:
 * the story comes with the request that renders it, so any server instance can answer (on AWS the
 * event and the render may reach different ones). Draft mode only; visitors' pages take no POST.
 */
import { isLocale } from '@/i18n/routing';
import { storyFromEditor } from '@/content/editor-story';
import { contentVersion } from '@/content/request-content';
import { PageBody } from '../../[[...slug]]/PageBody';

export async function renderLivePreview(story: unknown, locale: string) {
  if ((await contentVersion()) !== 'draft') throw new Error('The live preview renders only in preview (draft mode).');
  if (!isLocale(locale)) throw new Error(`Not a language of the site: ${locale}`);
  return <PageBody story={storyFromEditor(story)} locale={locale} />;
}
