import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Every page URL ends in a slash. The proxy adds missing ones itself, because the spec's rule
  // (query kept, a trailing slash stripped from the query) differs from Next's built-in redirect.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    // images come from the content service's image service; no server-side optimisation (no sharp)
    loader: 'custom',
    loaderFile: './src/lib/image-loader.ts',
  },
};

export default nextConfig;
