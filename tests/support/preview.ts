import { createHash } from 'node:crypto';

/** The query the visual editor appends to a page URL, signed with the local preview token (or a given wrong one). */
export function previewQuery(token?: string): string {
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = token ?? createHash('sha1').update(`1000:local-preview-token:${timestamp}`).digest('hex');
  return `?_storyblok_tk[space_id]=1000&_storyblok_tk[timestamp]=${timestamp}&_storyblok_tk[token]=${signature}`;
}
