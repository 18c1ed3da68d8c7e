/** The webhook bodies Storyblok sends for stories and datasources, parsed into what changed. */
import * as z from 'zod/mini';

z.config({ jitless: true });

const STORY_ACTIONS = ['published', 'unpublished', 'deleted', 'moved'] as const;
const DATASOURCE_ACTIONS = ['entries_updated'] as const;

const ID_MESSAGE = 'must be a positive whole number';
/** Storyblok's ids are positive safe integers: 1.5 or 1e308 names no story and must not reach the content API or DynamoDB */
const id = z.int(ID_MESSAGE).check(z.positive(ID_MESSAGE));

export const webhookSchema = z.discriminatedUnion('action', [
  z.object({
    text: z.optional(z.string()),
    action: z.enum(STORY_ACTIONS),
    space_id: id,
    story_id: id,
    // deletions carry none
    full_slug: z.optional(z.string()),
  }),
  z.object({
    text: z.optional(z.string()),
    action: z.enum(DATASOURCE_ACTIONS),
    space_id: id,
    datasource_slug: z.string(),
  }),
], `must be one of ${[...STORY_ACTIONS, ...DATASOURCE_ACTIONS].join(', ')}`);

export type WebhookPayload = z.infer<typeof webhookSchema>;

export type Change =
  | { kind: 'story'; action: (typeof STORY_ACTIONS)[number]; storyId: number; fullSlug?: string }
  | { kind: 'datasource'; slug: string };

export function toChange(payload: WebhookPayload): Change {
  return 'story_id' in payload
    ? { kind: 'story', action: payload.action, storyId: payload.story_id, fullSlug: payload.full_slug }
    : { kind: 'datasource', slug: payload.datasource_slug };
}
