/** `npm run cms:types`: writes the content types generated from the model (`--check`: fails when the committed file is stale). */
import { readFileSync, writeFileSync } from 'node:fs';
import { GENERATED_TYPES_FILE, generateTypes } from '../generate-types';
import { loadModel } from '../model';

const source = generateTypes(loadModel());
if (process.argv.includes('--check')) {
  if (readFileSync(GENERATED_TYPES_FILE, 'utf8') !== source) {
    console.error('packages/cms/src/content-types.generated.ts is stale: run `npm run cms:types`');
    process.exit(1);
  }
  console.log('content types match the model');
} else {
  writeFileSync(GENERATED_TYPES_FILE, source);
  console.log('wrote packages/cms/src/content-types.generated.ts');
}
