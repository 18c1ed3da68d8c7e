/** The scheduled function (and `npm run mail:retry`): re-sends submissions whose mail failed. */
import { documentClient, sesClient } from '../aws';
import { mailRetryConfig } from '../config';
import { lambdaEntry } from '../lambda';
import { dynamoSubmissionStore } from '../stores/submissions';
import { retryQueued, type RetryReport } from './delivery';
import { sesMailer } from './mailer';

export async function retryRun(): Promise<RetryReport> {
  // only what a retry uses: its scheduled function has none of the mail function's secrets bound
  const config = mailRetryConfig();
  const report = await retryQueued(dynamoSubmissionStore(documentClient(config), config.tables.submissions), sesMailer(sesClient(config), config.mailFrom));
  console.log(JSON.stringify({ level: report.failed ? 'error' : 'info', message: 'mail retry run', ...report }));
  return report;
}

/** Lambda entry point (scheduled) */
export const handler = lambdaEntry(() => retryRun);
