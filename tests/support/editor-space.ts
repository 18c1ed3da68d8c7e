/**
 * An editor's side of the local space, as Storyblok's is reached: the Management API (what the
 * editor's Save and Publish write) and the webhook Storyblok then sends the CMS function, signed as
 * Storyblok signs it. For end-to-end tests that act out an editor's publication.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type APIRequestContext } from '@playwright/test';
import { signBody } from '@pv/functions/cms/signature';

export const CONTENT = 'http://localhost:4010';
const FUNCTIONS = 'http://localhost:4050';
/** .env.example's local values */
const SECRET = 'local-webhook-secret';
const MANAGEMENT = { authorization: 'local-personal-access-token' };

export interface SpaceStory {
  id: number;
  uuid: string;
  name: string;
  full_slug: string;
  content?: Record<string, unknown>;
}

export interface WebhookReport {
  revalidated: string[];
  redirects: { problems: string[]; created: string[]; takenBack: string[]; unpublished: string[]; republished: string[]; takenOver: string[] };
}

export interface HealthReport {
  /** the command's exit code: 1 when a problem exists */
  code: number;
  problems: { storyId: number; rule: string; field: string; languages: string[]; detail: string; message: string }[];
}

/** `npm run content:health -- --json` against the local stack, as an editor runs it. */
export async function contentHealthReport(): Promise<HealthReport> {
  const env = { ...process.env, PV_LOCAL_STACK: '1' };
  const { code, stdout } = await promisify(execFile)('npx', ['tsx', 'packages/functions/src/cli/content-health.ts', '--json', '--rate', '50'], { env, timeout: 120_000 }).then(
    ({ stdout: out }) => ({ code: 0, stdout: out }),
    (error: { code: number; stdout: string }) => error,
  );
  return { code, problems: (JSON.parse(stdout) as Pick<HealthReport, 'problems'>).problems };
}

/** The local space's id (the demo files' or a pushed space's). */
export async function localSpaceId(request: APIRequestContext): Promise<number> {
  const space = (await (await request.get(`${CONTENT}/v2/cdn/spaces/me?token=local-public-token`)).json()) as { space: { id: number } };
  return space.space.id;
}

export function editorSpace(request: APIRequestContext, spaceId: number) {
  /** a Management API call that must succeed; its answer */
  async function management<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<T> {
    const response = await request.fetch(`${CONTENT}/v1/spaces/${spaceId}/${path}`, { method, headers: MANAGEMENT, ...(data ? { data } : {}) });
    expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  }

  /** Storyblok's webhook for a story; answers with what the function did */
  async function webhook(action: 'published' | 'unpublished' | 'deleted', story: { id: number; full_slug?: string }): Promise<WebhookReport> {
    const body = JSON.stringify({ text: `The user E2E ${action} a story`, action, space_id: spaceId, story_id: story.id, ...(action === 'deleted' ? {} : { full_slug: story.full_slug }) });
    const response = await request.post(`${FUNCTIONS}/cms/webhook`, { headers: { 'content-type': 'application/json', 'webhook-signature': signBody(SECRET, body) }, data: body });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as WebhookReport;
  }

  async function storyBySlug(fullSlug: string): Promise<SpaceStory> {
    const { stories } = await management<{ stories: SpaceStory[] }>('GET', `stories?with_slug=${encodeURIComponent(fullSlug)}`);
    expect(stories, fullSlug).toHaveLength(1);
    return stories[0]!;
  }

  /** The files again (what a test changed is gone), and the site told so through the webhook. */
  async function restore(story: { id: number; full_slug?: string }): Promise<void> {
    await request.post(`${CONTENT}/_local/reload`);
    await webhook('published', story);
  }

  return { management, webhook, storyBySlug, restore };
}
