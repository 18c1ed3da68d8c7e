import { siteUrl } from '../../tests/support/site';
import { CONTENT_URL, medianAndMax, signedWebhook, type Measure } from '../support.mjs';

/** an editor's redirect published and deleted this often */
const REDIRECT_RUNS = 5;

/** An editor's redirect: from saving and publishing it (Management API, signed webhook) to the site answering 301, and back to 404 once deleted. */
export const editorRedirectLatency: Measure = {
  name: 'editorRedirectLatency',
  needs: ['local stack'],
  async run() {
    const management = `${CONTENT_URL}/v1/spaces/1000/stories`;
    const headers = { authorization: process.env.STORYBLOK_MANAGEMENT_TOKEN ?? 'local-personal-access-token', 'content-type': 'application/json' };
    const webhook = async (payload: object) => {
      const body = JSON.stringify({ space_id: 1000, ...payload });
      const started = performance.now();
      const answer = await signedWebhook(body)();
      if (!answer.ok) throw new Error(`webhook answered ${answer.status}: ${await answer.text()}`);
      return performance.now() - started;
    };
    const until = async (address: string, status: number, started: number) => {
      while ((await fetch(`${siteUrl}${address}`, { redirect: 'manual' })).status !== status) {
        if (performance.now() - started > 30_000) throw new Error(`${address} never answered ${status}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return performance.now() - started;
    };
    const folder = ((await (await fetch(`${management}?with_slug=_redirects`, { headers })).json()) as { stories: { id: number }[] }).stories[0]!.id;
    const live: number[] = [];
    const gone: number[] = [];
    const webhooks: number[] = [];
    for (let i = 0; i < REDIRECT_RUNS; i++) {
      const source = `/bench-redirect-${Date.now()}-${i}/`;
      let started = performance.now();
      const created = await fetch(management, {
        method: 'POST',
        headers,
        body: JSON.stringify({ story: { name: source, slug: `bench-${Date.now()}-${i}`, parent_id: folder, content: { _uid: `bench-${i}`, component: 'redirect', source, target: { linktype: 'url', url: '/en/', cached_url: '/en/' }, status: '301' } }, publish: 1 }),
      });
      const { story } = (await created.json()) as { story: { id: number; full_slug: string } };
      webhooks.push(await webhook({ action: 'published', story_id: story.id, full_slug: story.full_slug }));
      live.push(await until(source, 301, started));
      started = performance.now();
      await fetch(`${management}/${story.id}`, { method: 'DELETE', headers });
      webhooks.push(await webhook({ action: 'deleted', story_id: story.id }));
      gone.push(await until(source, 404, started));
    }
    return [
      { measure: `editor's redirect saved and published → the site answers 301 (${REDIRECT_RUNS} runs)`, value: medianAndMax(live), reference: 'goal ≤ 5 s' },
      { measure: `editor's redirect deleted → the site answers 404 (${REDIRECT_RUNS} runs)`, value: medianAndMax(gone), reference: 'goal ≤ 5 s' },
      { measure: 'CMS webhook with the redirect sync (about 500 redirects: list, check, write, problems)', value: medianAndMax(webhooks) },
    ];
  },
};
