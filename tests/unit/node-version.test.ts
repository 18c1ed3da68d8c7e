/**
 * Everything runs on the Node the Lambdas run. The machines have an older system Node; `npm ci` brings
 * Node 22 as the root's `node` devDependency, and npm puts `node_modules/.bin` (its `node`) first on the
 * PATH of every script it runs. These tests fail when something runs on the system's Node again.
 */
import { execFileSync } from 'node:child_process';
import { delimiter } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FUNCTION_DEFAULTS } from '../../stacks/settings';

const majorOf = (version: string) => Number(/^v?(\d+)\./.exec(version)?.[1]);
/** the Lambdas' Node (`nodejs22.x` → 22) */
const lambdaMajor = Number(/^nodejs(\d+)\.x$/.exec(FUNCTION_DEFAULTS.runtime)?.[1]);
const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const printNodeVersion = 'console.log(process.versions.node)';

describe('Node', () => {
  it(`is the Lambdas' (${FUNCTION_DEFAULTS.runtime}) for the tests`, () => {
    expect(lambdaMajor).toBe(22);
    expect(majorOf(process.versions.node)).toBe(lambdaMajor);
  });

  it('is the same for a child started with process.execPath (the launcher, the deploy tests, the Lambda runner)', () => {
    expect(majorOf(execFileSync(process.execPath, ['-e', printNodeVersion], { encoding: 'utf8' }))).toBe(lambdaMajor);
  });

  it('is the same for a script npm runs from a shell without node_modules/.bin on its PATH (CI, `npm start`), npm itself on the system’s Node', () => {
    const shellPath = (process.env.PATH ?? '')
      .split(delimiter)
      .filter((dir) => !/node_modules[\\/]\.bin$|node-gyp-bin$/.test(dir))
      .join(delimiter);
    // the bins' `#!/usr/bin/env node` and tsx's own child process, as under `npm start`
    const output = execFileSync('npm', ['exec', '--', 'tsx', '--eval', printNodeVersion], { encoding: 'utf8', env: { ...process.env, PATH: shellPath } });
    expect(majorOf(output.trim())).toBe(lambdaMajor);
  });

  it('is the major that package.json installs (node), types (@types/node) and names in engines', () => {
    expect(majorOf(manifest.devDependencies.node!)).toBe(lambdaMajor);
    expect(majorOf(manifest.devDependencies['@types/node']!)).toBe(lambdaMajor);
    expect(manifest.engines.node).toMatch(new RegExp(`^\\^${lambdaMajor}\\.`));
  });
});
