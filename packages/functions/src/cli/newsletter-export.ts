/**
 * `npm run newsletter:export [-- --out file.csv]`: the current subscribers as CSV (standard output by
 * default) — confirmed and not unsubscribed — each with their unsubscribe links, which every issue
 * must carry (`unsubscribeUrl` in its text, `listUnsubscribeUrl` in its List-Unsubscribe header).
 */
import { writeFileSync } from 'node:fs';
import { documentClient } from '../aws';
import { newsletterExportConfig } from '../config';
import { subscribersCsv } from '../mail/subscribers-csv';
import { unsubscribeLinks } from '../mail/unsubscribe-links';
import { dynamoSubscriberStore } from '../stores/subscribers';
import { runCommand } from './run';

await runCommand(async () => {
  const config = newsletterExportConfig();
  const store = dynamoSubscriberStore(documentClient(config), config.tables.subscribers);
  const csv = await subscribersCsv(store.subscribed(), (subscriber) => unsubscribeLinks(subscriber, { siteUrl: config.siteUrl, secret: config.newsletterSecret }));
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
