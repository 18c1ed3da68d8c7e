import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./packages/web/src', import.meta.url)),
      // OpenNext is the site's build tool (installed in packages/web); the tests use its converters
      '@opennextjs/aws': fileURLToPath(new URL('./packages/web/node_modules/@opennextjs/aws/dist', import.meta.url)),
      // the site's React 19 (the root's React 18 belongs to SST's CLI)
      react: fileURLToPath(new URL('./packages/web/node_modules/react', import.meta.url)),
      'react-dom': fileURLToPath(new URL('./packages/web/node_modules/react-dom', import.meta.url)),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    // the test stacks run with the local stand-ins' values for unset settings (what npm start sets)
    env: { PV_LOCAL_STACK: '1' },
    testTimeout: 20_000,
    // bundled through Vite: the `react` import gets the alias above; OpenNext's sources import without extensions (written for esbuild)
    server: { deps: { inline: ['react-hook-form', '@hookform/resolvers', '@opennextjs/aws'] } },
  },
});
