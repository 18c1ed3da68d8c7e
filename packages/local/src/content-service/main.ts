import { runPush } from '@pv/cms/cli/push';
import { localConfig, localUrl } from '../config.js';
import { createContentService } from './server.js';

/**
 * Fills the local space the way a real one is filled: `npm run cms:push`'s own command through the
 * Management API stand-in. Prints the push's last line; throws with its output when it fails.
 */
async function pushDemoSpace(port: number, spaceId: number): Promise<void> {
  const lines: string[] = [];
  const env = { ...process.env, STORYBLOK_MANAGEMENT_URL: `${localUrl(port)}/v1`, STORYBLOK_PERSONAL_ACCESS_TOKEN: localConfig.managementToken };
  const code = await runPush(['--space', String(spaceId), '--rate', '1000'], { env, out: (line) => lines.push(line) });
  if (code !== 0) throw new Error(`cms:push into the local space failed:\n${lines.join('\n')}`);
  console.log(`local space pushed through the Management API: ${lines.at(-1)}`);
}

/**
 * Starts the local Storyblok CDN and Management API stand-in (`npm run content-service`). With
 * `LOCAL_SPACE=pushed` the space starts empty and `cms:push` fills it from the repository, as going
 * live does; otherwise it reads the demo files directly.
 */
export async function startContentService(port = localConfig.contentServicePort) {
  const pushed = localConfig.localSpace === 'pushed';
  let spaceId = 0;
  const service = createContentService({
    dataDir: localConfig.contentDir,
    publicToken: localConfig.publicToken,
    previewToken: localConfig.previewToken,
    assetBaseUrl: localUrl(port),
    rateLimits: process.env.CONTENT_SERVICE_RATE_LIMITS === 'storyblok',
    managementToken: localConfig.managementToken,
    // `LOCAL_SPACE_APPS=none`: a space without the Translatable Slugs app (a Starter plan's)
    translatableSlugs: process.env.LOCAL_SPACE_APPS !== 'none',
    emptySpace: pushed,
    reloadSpace: pushed ? () => pushDemoSpace(port, spaceId) : undefined,
  });
  await service.listen(port);
  spaceId = service.store.space.id;
  if (pushed) await pushDemoSpace(port, spaceId);
  return service;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  startContentService().then(() => console.log(`content service  ${localUrl(localConfig.contentServicePort)}/v2`));
}
