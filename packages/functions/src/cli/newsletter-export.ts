/** `npm run newsletter:export [-- --out file.csv]`: the confirmed subscribers as CSV (standard output by default). */
import { writeFileSync } from 'node:fs';
import { documentClient } from '../aws';
import { storageConfig } from '../config';
import { subscribersCsv } from '../mail/subscribers-csv';
import { dynamoSubscriberStore } from '../stores/subscribers';
import { runCommand } from './run';

await runCommand(async () => {
  const config = storageConfig();
  const csv = await subscribersCsv(dynamoSubscriberStore(documentClient(config), config.tables.subscribers).all());
  const outIndex = process.argv.indexOf('--out');
  const out = outIndex > 0 ? process.argv[outIndex + 1] : undefined;
  if (out) {
    writeFileSync(out, csv);
    console.error(`wrote ${csv.split('\r\n').length - 2} subscribers to ${out}`);
  } else {
    process.stdout.write(csv);
  }
  return 0;
});
