/**
 * `npm run publish -- <slug> [--unpublish]`: what pressing "Publish" in the CMS does, locally. The
 * content service reads its files again (so a local edit is included) and publishes the story with a
 * new publication time (or unpublishes it); then the CMS webhook goes to the functions host, signed
 * with the webhook secret as Storyblok signs it.
 */
import { signBody } from '@pv/functions/cms/signature';
import { cmsConfig } from '@pv/functions/config';
import { LOCAL_STACK } from '@pv/shared/settings';
import { localConfig, localUrl } from './config.js';

// it signs with the local stack's webhook secret (npm start's functions host checks it)
process.env[LOCAL_STACK] = '1';
const args = process.argv.slice(2);
const slug = args.find((arg) => !arg.startsWith('--'))?.replace(/^\/+|\/+$/g, '');
const unpublish = args.includes('--unpublish');
if (!slug) {
  console.error('Usage: npm run publish -- <full slug, e.g. anleitungen/ac-thor-bedienungsanleitung> [--unpublish]');
  process.exit(2);
}

const content = localUrl(localConfig.contentServicePort);

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: text });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

await post(`${content}/_local/reload`, {});
const lookup = await fetch(`${content}/v2/cdn/stories/${slug}?version=draft&token=${encodeURIComponent(localConfig.previewToken)}`);
if (!lookup.ok) {
  console.error(`No story with the slug ${slug} (${lookup.status})`);
  process.exit(1);
}
const { story } = (await lookup.json()) as { story: { id: number; name: string; full_slug: string } };
const space = (await (await fetch(`${content}/v2/cdn/spaces/me?token=${encodeURIComponent(localConfig.publicToken)}`)).json()) as { space: { id: number } };
await post(`${content}/_local/stories/${story.id}`, { published: !unpublish });

const action = unpublish ? 'unpublished' : 'published';
const body = JSON.stringify({ text: `The user Local ${action} the Story ${story.name} (${story.full_slug})`, action, space_id: space.space.id, story_id: story.id, full_slug: story.full_slug });
const started = performance.now();
const result = await post(`${localUrl(localConfig.functionsPort)}/cms/webhook`, body, { 'webhook-signature': signBody(cmsConfig().webhookSecret, body) });
console.log(`${action} ${story.full_slug} (story ${story.id}) in ${Math.round(performance.now() - started)} ms`);
console.log(JSON.stringify(result, null, 2));
