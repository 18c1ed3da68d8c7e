/** The webhook bodies Storyblok sends for stories and datasources, parsed into what changed. */
import * as z from 'zod/mini';

z.config({ jitless: true });

const STORY_ACTIONS = ['published', 'unpublished', 'deleted', 'moved'] as const;
const DATASOURCE_ACTIONS = ['entries_updated'] as const;

export const webhookSchema = z.union([
  z.object({
    text: z.optional(z.string()),
    action: z.enum(STORY_ACTIONS),
    space_id: z.number(),
    story_id: z.number().check(z.positive()),
    // deletions carry none
    full_slug: z.optional(z.string()),
  }),
  z.object({
    text: z.optional(z.string()),
    action: z.enum(DATASOURCE_ACTIONS),
    space_id: z.number(),
    datasource_slug: z.string(),
  }),
]);

export type WebhookPayload = z.infer<typeof webhookSchema>;

export type Change =
  | { kind: 'story'; action: (typeof STORY_ACTIONS)[number]; storyId: number; fullSlug?: string }
  | { kind: 'datasource'; slug: string };

export function toChange(payload: WebhookPayload): Change {
  return 'story_id' in payload
    ? { kind: 'story', action: payload.action, storyId: payload.story_id, fullSlug: payload.full_slug }
    : { kind: 'datasource', slug: payload.datasource_slug };
}
