/**
 * `npm run lint` keeps the site's layers apart and its modules free of import cycles
 * (eslint.config.mjs): fixtures of both mistakes, linted with the repository's configuration.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });
const rules = (results: ESLint.LintResult[]) => results.flatMap((result) => result.messages.map((message) => message.ruleId));

describe('lint rules of the layer order and cycles', () => {
  it.each([
    ['shared UI importing a feature', 'packages/web/src/ui/LayerFixture.tsx', "import { searchHosts } from '@/features/search/client';\nexport const hosts = searchHosts;\n"],
    ['a rule importing shared UI', 'packages/web/src/lib/layer-fixture.ts', "import { JsonLd } from '@/ui/JsonLd';\nexport const component = JsonLd;\n"],
    ['a content type importing the registry', 'packages/web/src/content-types/page/LayerFixture.tsx', "import { Blocks } from '@/registry/Blocks';\nexport const component = Blocks;\n"],
    ['a feature importing a route', 'packages/web/src/features/search/layer-fixture.ts', "import { PageBody } from '@/app/[locale]/[[...slug]]/PageBody';\nexport const component = PageBody;\n"],
  ])('refuses %s', async (_, filePath, code) => {
    expect(rules(await eslint.lintText(code, { filePath: `${root}${filePath}` }))).toContain('import-x/no-restricted-paths');
  });

  it('takes an import downwards', async () => {
    const code = "import { JsonLd } from '@/ui/JsonLd';\nexport const component = JsonLd;\n";
    expect(rules(await eslint.lintText(code, { filePath: `${root}packages/web/src/features/search/layer-fixture.ts` }))).toEqual([]);
  });

  const cycle = ['a', 'b'].map((name) => `${root}packages/web/src/lib/cycle-fixture-${name}.ts`);
  afterAll(() => cycle.forEach((file) => rmSync(file, { force: true })));

  it('refuses an import cycle', async () => {
    writeFileSync(cycle[0]!, "import { b } from './cycle-fixture-b';\nexport const a = () => b;\n");
    writeFileSync(cycle[1]!, "import { a } from './cycle-fixture-a';\nexport const b = () => a;\n");
    // a linter of its own: the resolver keeps the file list it saw first
    expect(rules(await new ESLint({ cwd: root }).lintFiles([cycle[0]!]))).toContain('import-x/no-cycle');
  });
});
