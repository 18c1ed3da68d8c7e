import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import { SECURITY_HEADERS } from './src/server/security/headers';

/** One id per build: open pages compare it with /builds/latest.json to notice a deployment. */
const buildId = process.env.BUILD_ID || `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;


const nextConfig: NextConfig = {
  // Every page URL ends in a slash. The proxy adds missing ones itself, because the spec's rule
  // (query kept, a trailing slash stripped from the query) differs from Next's built-in redirect.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // The OpenNext build for AWS packages the traced server files of a standalone build (OpenNext and
  // `npm start` ask for one through NEXT_PRIVATE_STANDALONE); tracing starts at the workspace root.
  outputFileTracingRoot: fileURLToPath(new URL('../..', import.meta.url)),
  generateBuildId: async () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  // the forms' schemas are shared with the mail function as TypeScript sources
  transpilePackages: ['@pv/shared'],
  reactStrictMode: true,
  experimental: {
    // the stylesheet travels in the HTML: first paint does not wait for a second request. Linked instead
    // (issue 37, 2026-11-28) the documents halved (/en/ 23.5 → 13.7 KB brotli) but mobile LCP on the gate's
    // pages measured 2.17–2.60 s against 1.98–2.34 s inline: the paint then waits for the stylesheet while
    // the scripts run. Linking pays once the first screen's rules are inline and the rest does not block.
    inlineCss: true,
  },
  async headers() {
    return [{ source: '/:path*', headers: [...SECURITY_HEADERS] }];
  },
  async rewrites() {
    // On AWS, CloudFront sends /mail/* and /pdf/* to their functions before the site sees them; locally
    // `npm start`'s server forwards them to the functions host (FUNCTIONS_ORIGIN) as CloudFront does
    // (server.mts). A server without that layer (`next dev`) hands them to the host's CloudFront
    // entrance, which adds the origin secret the functions require (functions-host/server.ts).
    const functionsOrigin = process.env.FUNCTIONS_ORIGIN;
    if (!functionsOrigin) return [];
    const forwarded = ['mail', 'pdf'].map((prefix) => ({ source: `/${prefix}/:path*`, destination: `${functionsOrigin}/_cloudfront/${prefix}/:path*` }));
    return { beforeFiles: forwarded, afterFiles: [], fallback: [] };
  },
  images: {
    // images come from the content service's image service; no server-side optimisation (no sharp)
    loader: 'custom',
    loaderFile: './src/lib/image-loader.ts',
  },
};

export default nextConfig;
