import { NextjsSite, use, type StackContext } from 'sst/constructs';
import { Redirects } from './Redirects';
import { Secrets } from './Secrets';

/**
 * The ISR site on CloudFront (OpenNext), reading content from Storyblok.
 * The secrets are bound here; reading them in the site (sst/node/config) and the other stacks come with the deploy issue.
 */
export function Web({ stack }: StackContext) {
  const { storyblokPublicToken: publicToken, storyblokPreviewToken: previewToken } = use(Secrets);
  const { lookupUrl } = use(Redirects);

  const site = new NextjsSite(stack, 'Site', {
    path: 'packages/web',
    // OpenNext 3 (SST's default) cannot build Next 16; 4.1.x can
    openNextVersion: '4.1.12',
    runtime: 'nodejs22.x',
    bind: [publicToken, previewToken],
    environment: {
      NEXT_TELEMETRY_DISABLED: '1',
      SITE_URL: process.env.SITE_URL ?? '',
      STORYBLOK_ENDPOINT: process.env.STORYBLOK_ENDPOINT ?? 'https://api.storyblok.com/v2',
      STORYBLOK_SPACE_ID: process.env.STORYBLOK_SPACE_ID ?? '',
      // read by the web tier's legacy-redirect layer
      REDIRECTS_URL: lookupUrl,
    },
  });

  stack.addOutputs({ SiteUrl: site.url });
  return { site };
}
