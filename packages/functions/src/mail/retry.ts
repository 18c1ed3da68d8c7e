/** The scheduled function (and `npm run mail:retry`): re-sends submissions whose mail failed. */
import { documentClient, sesClient } from '../aws';
import { functionsConfig } from '../config';
import { lambdaEntry } from '../lambda';
import { dynamoSubmissionStore } from '../stores/submissions';
import { retryQueued, type RetryReport } from './delivery';
import { sesMailer } from './mailer';

export async function retryRun(): Promise<RetryReport> {
  const config = functionsConfig();
  const report = await retryQueued(dynamoSubmissionStore(documentClient(config), config.tables.submissions), sesMailer(sesClient(config), config.mail.from));
  console.log(JSON.stringify({ level: report.failed ? 'error' : 'info', message: 'mail retry run', ...report }));
  return report;
}

/** Lambda entry point (scheduled) */
export const handler = lambdaEntry(() => retryRun);
