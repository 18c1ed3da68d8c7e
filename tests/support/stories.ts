import type { APIRequestContext } from '@playwright/test';

/**
 * A story's id as the local space gives it: the demo files' ids, or others when the space was
 * built through the Management API (LOCAL_SPACE=pushed). Read through the content service's CDN API.
 */
export async function storyId(request: APIRequestContext, fullSlug: string): Promise<number> {
  return (await draftStory(request, fullSlug)).id;
}

/** A story's draft as the content service's CDN API gives it (in a language: `language`). */
export async function draftStory(request: APIRequestContext, fullSlug: string, language?: string): Promise<{ id: number; uuid: string; name: string; content: Record<string, unknown> }> {
  const query = `version=draft&token=local-preview-token${language ? `&language=${language}` : ''}`;
  const answer = await request.get(`http://localhost:4010/v2/cdn/stories/${fullSlug}?${query}`);
  if (!answer.ok()) throw new Error(`no story ${fullSlug} (${answer.status()})`);
  return ((await answer.json()) as { story: { id: number; uuid: string; name: string; content: Record<string, unknown> } }).story;
}
