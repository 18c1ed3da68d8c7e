import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/** Tests of what `npx sst deploy` ships: they need the site's OpenNext output, built once in the setup. */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/deploy/**/*.test.ts'],
    globalSetup: ['tests/deploy/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
