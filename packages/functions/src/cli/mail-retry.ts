/** `npm run mail:retry`: re-sends every queued submission once (the scheduled function does the same on AWS). */
import { retryRun } from '../mail/retry';
import { runCommand } from './run';

await runCommand(async () => {
  const report = await retryRun();
  console.log(`sent ${report.sent}, still failing ${report.failed}, skipped ${report.skipped} (sent meanwhile or in another run's hands)`);
  return report.failed ? 1 : 0;
});
