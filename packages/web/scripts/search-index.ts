/**
 * `npm run search:index`: rebuilds the search index from the published content.
 * `npm run search:index -- --story 2001` refreshes one story in every language.
 */
import { indexAll, indexStory } from '@/features/search/indexer';
import { searchDefinitions as definitions } from '@/registry/content-types';

async function main() {
  const storyFlag = process.argv.indexOf('--story');
  if (storyFlag > 0) {
    const id = Number(process.argv[storyFlag + 1]);
    if (!Number.isInteger(id) || id <= 0) throw new Error('--story needs a story id');
    const { saved, deleted } = await indexStory(id, { definitions });
    console.log(`story ${id}: saved ${saved.join(', ') || 'none'}; removed ${deleted.join(', ') || 'none'}`);
  } else {
    const started = performance.now();
    const { records } = await indexAll({ definitions });
    console.log(`search index rebuilt: ${records} records in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
