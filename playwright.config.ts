import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.PORT ?? 3000);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [
    { name: 'site', testIgnore: /\.(alone|edits)\.spec\.ts$/ },
    // tests that count the content service's reads: after all others, one at a time, so only their own reads count
    { name: 'alone', testMatch: /\.alone\.spec\.ts$/, dependencies: ['site'], fullyParallel: false, workers: 1 },
    // editors publishing, moving pages and redirecting addresses: last, when no other test reads those pages,
    // one file at a time (each puts the space back as the files have it when it is done)
    { name: 'edits', testMatch: /\.edits\.spec\.ts$/, dependencies: ['alone'], fullyParallel: false, workers: 1 },
  ],
  webServer: {
    // the README's start command: local stand-ins, a production build when sources changed, next start
    command: 'npm start',
    url: `${baseURL}/de/`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    // lets the launcher stop next-server and the stand-ins (a SIGKILL would leave them running)
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
