/**
 * The deploy tests need the site as SST deploys it: the OpenNext output in packages/web/.open-next.
 * The production build is `npm start`'s (built only when sources changed, as after the browser
 * tests); OpenNext then packages it (OPEN_NEXT_REUSE_BUILD) the way `npx sst deploy` does.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { LOCAL_STACK } from '@pv/shared/settings';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const run = (command: string, args: string[], cwd: string, env: Record<string, string> = {}) =>
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });

/** OpenNext's packaging of the current production build (packages/web/.open-next) */
export function packageForAws() {
  // the local build's settings (on AWS the deploy gives the stage's)
  run('npx', ['--no-install', 'open-next', 'build'], `${repoRoot}packages/web`, { OPEN_NEXT_REUSE_BUILD: '1', [LOCAL_STACK]: '1' });
}

export default function buildForAws() {
  run(process.execPath, ['--import', 'tsx', 'packages/local/src/start.ts', '--build-only'], repoRoot);
  packageForAws();
}
