/**
 * Every sitemap page's visible text, to compare the site before and after a change that must not
 * change what visitors read (a refactoring): `npx tsx tests/tools/page-texts.mts save <file>` against
 * a running site writes the texts; `… compare <file>` lists the pages whose text differs, with the
 * first difference. The text is the server-rendered HTML's, without scripts, styles and tags.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const site = process.env.SITE_URL ?? 'http://localhost:3000';

/** The visible text of an HTML page: no scripts, styles, templates or comments; tags become spaces. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

async function pageTexts(): Promise<Record<string, string>> {
  const sitemap = await (await fetch(`${site}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const texts: Record<string, string> = {};
  for (let i = 0; i < paths.length; i += 8) {
    await Promise.all(
      paths.slice(i, i + 8).map(async (path) => {
        const response = await fetch(`${site}${path}`);
        texts[path] = `${response.status} ${visibleText(await response.text())}`;
      }),
    );
  }
  return texts;
}

const [command, file] = process.argv.slice(2);
if (!file || (command !== 'save' && command !== 'compare')) {
  console.error('usage: page-texts.mts save|compare <file>');
  process.exit(2);
}
const texts = await pageTexts();
if (command === 'save') {
  writeFileSync(file, JSON.stringify(texts, null, 1));
  console.log(`${Object.keys(texts).length} pages saved to ${file}`);
} else {
  const before = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const differing = Object.keys({ ...before, ...texts }).filter((path) => before[path] !== texts[path]);
  for (const path of differing) {
    const [a = '', b = ''] = [before[path], texts[path]];
    let at = 0;
    while (at < a.length && a[at] === b[at]) at++;
    console.log(`${path}\n  before: …${a.slice(Math.max(0, at - 40), at + 80)}\n  after:  …${b.slice(Math.max(0, at - 40), at + 80)}`);
  }
  console.log(`${Object.keys(texts).length} pages compared, ${differing.length} differ`);
  process.exitCode = differing.length ? 1 : 0;
}
