import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { pagePerLayout } from '../support/pages';

const VNU = 'node_modules/vnu-jar/build/dist/vnu.jar';

test('the HTML of every layout in de and en validates with the Nu Html Checker', async ({ request }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'html-'));
  const files = new Map<string, string>();
  for (const path of [...pagePerLayout('de'), ...pagePerLayout('en')]) {
    const file = join(dir, `${files.size}.html`);
    writeFileSync(file, await (await request.get(path)).text());
    files.set(`file:${file}`, path);
  }
  let report = '{"messages":[]}';
  try {
    execFileSync('java', ['-jar', VNU, '--errors-only', '--format', 'json', ...[...files.keys()].map((f) => f.slice(5))], { stdio: 'pipe' });
  } catch (error) {
    // the checker exits non-zero when it found errors and writes them to stderr
    report = String((error as { stderr?: Buffer }).stderr ?? '');
  }
  const errors = (JSON.parse(report) as { messages: { url: string; message: string; extract?: string }[] }).messages.map(
    (m) => `${files.get(m.url) ?? m.url}: ${m.message}`,
  );
  expect(errors).toEqual([]);
});
