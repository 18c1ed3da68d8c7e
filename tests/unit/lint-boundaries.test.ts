/**
 * `npm run lint` holds every package to one map (eslint.config.mjs): no import cycle, each package's
 * layers, no relative import into another package's folder, no workspace package its package.json
 * does not declare, and the packages' order (shared ← cms ← functions ← local; web ← shared, cms).
 * Fixtures of each mistake, and of imports that are fine, linted with the repository's configuration.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PACKAGES = ['shared', 'cms', 'functions', 'local', 'web'] as const;
/** a folder of fixtures inside each package's src, there only while this test runs */
const FIXTURES = '__lint-fixtures__';
const fixtureDir = (pkg: string) => join(root, 'packages', pkg, 'src', FIXTURES);

const rules = (results: ESLint.LintResult[]) => results.flatMap((result) => result.messages.map((message) => message.ruleId));
let eslint: ESLint;
const lint = async (file: string, code: string) => rules(await eslint.lintText(code, { filePath: join(root, file) }));
/** `import { x } from '<specifier>'` used once, so that no other rule has anything to say */
const importing = (specifier: string) => `import * as imported from '${specifier}';\nexport const used = imported;\n`;

beforeAll(() => {
  // the cycle rule reads the files themselves: the fixtures are written before any linter starts
  for (const pkg of PACKAGES) {
    mkdirSync(fixtureDir(pkg), { recursive: true });
    writeFileSync(join(fixtureDir(pkg), 'cycle-a.ts'), "import { b } from './cycle-b';\nexport const a = () => b;\n");
    writeFileSync(join(fixtureDir(pkg), 'cycle-b.ts'), "import { a } from './cycle-a';\nexport const b = () => a;\n");
    writeFileSync(join(fixtureDir(pkg), 'no-cycle.ts'), "import { b } from './cycle-b';\nexport const c = () => b;\n");
  }
  eslint = new ESLint({ cwd: root });
});
afterAll(() => PACKAGES.forEach((pkg) => rmSync(fixtureDir(pkg), { recursive: true, force: true })));

describe('lint: one map for every package', () => {
  it.each(PACKAGES)('refuses an import cycle in packages/%s', async (pkg) => {
    const results = await eslint.lintFiles([join(fixtureDir(pkg), 'cycle-a.ts')]);
    expect(rules(results)).toContain('import-x/no-cycle');
  });

  it.each(PACKAGES)('takes a module of packages/%s outside any cycle', async (pkg) => {
    // cycle-b is in a cycle, the file importing it is not
    const results = await eslint.lintText("import { c } from './no-cycle';\nexport const d = c;\n", { filePath: join(fixtureDir(pkg), 'outside.ts') });
    expect(rules(results)).toEqual([]);
  });

  it.each([
    ['shared', 'the settings reader importing story paths', 'packages/shared/src/settings.ts', './story-paths'],
    ['shared', 'a module importing the front door', 'packages/shared/src/forms/layer-fixture.ts', '../index'],
    ['cms', 'the legacy redirect list importing the space files', 'packages/cms/src/legacy-redirects.ts', './space-files'],
    ['cms', 'pushing importing a command', 'packages/cms/src/push/layer-fixture.ts', '../cli/common'],
    ['functions', 'a store importing a feature', 'packages/functions/src/stores/layer-fixture.ts', '../mail/mailer'],
    ['functions', 'a feature importing a command', 'packages/functions/src/redirects/layer-fixture.ts', '../cli/run'],
    ['local', 'a type declaration importing a stand-in', 'packages/local/src/types/layer-fixture.ts', '../functions-host/server'],
    ['local', 'a stand-in importing the launcher', 'packages/local/src/functions-host/layer-fixture.ts', '../start'],
    ['web', 'shared UI importing a feature', 'packages/web/src/ui/layer-fixture.ts', '@/features/search/client'],
  ])('refuses a layer crossing in packages/%s: %s', async (_, __, file, specifier) => {
    expect(await lint(file, importing(specifier))).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['cms', 'packages/cms/src/push/package-fixture.ts', '@pv/functions/redirects/paths'],
    ['shared', 'packages/shared/src/package-fixture.ts', '@pv/cms/folders'],
    ['web', 'packages/web/src/lib/package-fixture.ts', '@pv/functions/redirects/paths'],
  ])('refuses packages/%s an undeclared workspace package, above it', async (_, file, specifier) => {
    const found = await lint(file, importing(specifier));
    expect(found).toContain('import-x/no-extraneous-dependencies');
    expect(found).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['functions', 'packages/functions/src/redirects/package-fixture.ts', '../../../cms/src/folders'],
    ['web', 'packages/web/src/lib/package-fixture.ts', '../../../shared/src/languages'],
    ['local', 'packages/local/src/content-service/package-fixture.ts', '../../../cms/src/space-files'],
  ])('refuses packages/%s a relative import into another package', async (_, file, specifier) => {
    expect(await lint(file, importing(specifier))).toContain('import-x/no-relative-packages');
  });

  it.each([
    ['a command importing a feature and a declared package', 'packages/functions/src/cli/fixture.ts', ['../redirects/plan', '@pv/cms/legacy-redirects']],
    ['a feature importing a store and the config', 'packages/functions/src/redirects/fixture.ts', ['../stores/items', '../config', '@pv/shared/story-paths']],
    ['pushing importing the space files and the management client', 'packages/cms/src/push/fixture.ts', ['../space-files', '../management/client', '@pv/shared/languages']],
    ['the space files importing the redirect list', 'packages/cms/src/space-files-fixture.ts', ['./legacy-redirects', './stored-story']],
    ['a module of shared importing the language list', 'packages/shared/src/forms/fixture.ts', ['../languages', './choices']],
    ['a feature of the site importing shared UI and cms', 'packages/web/src/features/search/fixture.ts', ['@/ui/JsonLd', '@pv/cms/folders']],
  ])('takes %s', async (_, file, specifiers) => {
    const code = specifiers.map((specifier, index) => `import * as m${index} from '${specifier}';\nexport const u${index} = m${index};\n`).join('');
    expect(await lint(file, code)).toEqual([]);
  });
});
