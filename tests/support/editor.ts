import { expect, type Frame, type Page } from '@playwright/test';
import { storyId } from './stories';

/**
 * The visual editor as Storyblok's really is, for browser tests: the page inside an editor frame (the
 * content service's stand-in, /_editor/) that speaks the editor's side of the protocol to Storyblok's
 * own bridge package.
 */
export const CONTENT = 'http://localhost:4010';
export const SITE = 'http://localhost:3000';

export interface EditorWindow {
  editor: { input(story: unknown): Promise<void>; change(): void; published(): void; story(): Promise<EditorStory> };
  editorMessages: { action: string; [key: string]: unknown }[];
}
interface EditorStory {
  id: number;
  content: Record<string, unknown> & { _uid: string };
}

/** Content-service reads so far (CDN API), as the service counts them. */
export const contentReads = async (page: Page) => ((await (await page.request.get(`${CONTENT}/_local/stats`)).json()) as { cdnRequests: number }).cdnRequests;

/** Opens a story's page in the editor stand-in; the framed page once its bridge has introduced itself. */
export async function openInEditor(page: Page, path: string, fullSlug: string, lang: string): Promise<Frame> {
  const id = await storyId(page.request, fullSlug);
  await page.goto(`${CONTENT}/_editor/?site=${encodeURIComponent(SITE)}&path=${encodeURIComponent(path)}&story=${id}&lang=${lang}`);
  const frame = page.frameLocator('iframe').owner();
  await expect(frame).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as EditorWindow).editorMessages.some((m) => m.action === 'initialized'))).toBe(true);
  const content = page.frames().find((f) => f.url().startsWith(SITE));
  if (!content) throw new Error('the page is not framed');
  return content;
}

/** Changes the editor's story (a function body over `story`) and sends it as the editor does on every keystroke. */
export async function type(page: Page, change: string) {
  await page.evaluate(async (body) => {
    const { editor } = window as unknown as EditorWindow;
    const story = await editor.story();
    new Function('story', body)(story);
    await editor.input(story);
  }, change);
}
