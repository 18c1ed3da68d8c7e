import type { APIRequestContext } from '@playwright/test';

/**
 * A story's id as the local space gives it: the demo files' ids, or others when the space was
 * built through the Management API (LOCAL_SPACE=pushed). Read through the content service's CDN API.
 */
export async function storyId(request: APIRequestContext, fullSlug: string): Promise<number> {
  const answer = await request.get(`http://localhost:4010/v2/cdn/stories/${fullSlug}?version=draft&token=local-preview-token`);
  if (!answer.ok()) throw new Error(`no story ${fullSlug} (${answer.status()})`);
  return ((await answer.json()) as { story: { id: number } }).story.id;
}
