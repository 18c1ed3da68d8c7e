// Draws the demo space's illustrations: the six reference installations (1200×800), the news
// pictures (1200×675) and the page heroes that are not the four original scenes (1600×1000).
// Pure SVG: no text, no fonts, no external references. Writes exactly the committed files.
//
// Run from the repository root:  npm exec -- node packages/local/content/art/draw.mjs [name-filter]
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { references, drawReference } from './references.mjs';
import { news, drawNews } from './news.mjs';
import { heroes, drawHero } from './heroes.mjs';

const ASSETS = join(dirname(fileURLToPath(import.meta.url)), '../assets/1000');
const only = process.argv[2];
const jobs = [...references.map((r) => [r, drawReference]), ...news.map((n) => [n, drawNews]), ...heroes.map((h) => [h, drawHero])];
for (const [item, draw] of jobs) {
  if (only && !item.file.includes(only)) continue;
  const svg = draw(item);
  writeFileSync(join(ASSETS, item.file), svg);
  console.log(`${String(svg.length).padStart(6)}  ${item.file}`);
}
