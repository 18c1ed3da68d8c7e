/**
 * OpenNext build of the site for AWS (SST's NextjsSite runs it). The server function keeps OpenNext's
 * defaults (S3 cache, DynamoDB tags, SQS revalidation) with the site's own wrapper around it:
 * legacy redirects and the Content-Security-Policy, as `npm start`'s server does.
 */
import type { OpenNextConfig } from '@opennextjs/aws/types/open-next.js';

const config = {
  default: {
    override: {
      wrapper: () => import('./src/server/aws-wrapper').then((module) => module.default),
    },
  },
  // the tests package the site's existing production build (`npm start` builds it) instead of building it again
  ...(process.env.OPEN_NEXT_REUSE_BUILD === '1' ? { buildCommand: 'true' } : {}),
} satisfies OpenNextConfig;

export default config;
