/** Sending a stored submission's mail, and re-sending the ones a failed attempt left queued. */
import type { Lease, StoredSubmission, SubmissionStore } from '../stores/submissions';
import type { Mailer } from './mailer';

export type DeliveryResult = { delivered: true; messageId: string } | { delivered: false; reason: string };

/** One attempt: sent → marked sent; failed → marked queued for the retry run. Never throws for a failed send. */
export async function deliver(store: SubmissionStore, mailer: Mailer, submission: StoredSubmission, lease: Lease): Promise<DeliveryResult> {
  let messageId: string;
  try {
    messageId = await mailer.send(submission.mail);
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    await store.markQueued(lease, reason);
    // an alarm on this log line tells the support team (spec: "support was contacted")
    console.error(JSON.stringify({ level: 'error', message: 'mail not delivered, submission queued', submission: submission.id, form: submission.form, reason }));
    return { delivered: false, reason };
  }
  await store.markSent(lease, messageId);
  return { delivered: true, messageId };
}

export interface RetryReport {
  sent: number;
  failed: number;
  /** sent meanwhile, or being sent by another run */
  skipped: number;
}

/** Re-sends every queued submission once; safe to run while forms are sent and while another run is going. */
export async function retryQueued(store: SubmissionStore, mailer: Mailer): Promise<RetryReport> {
  const report: RetryReport = { sent: 0, failed: 0, skipped: 0 };
  for await (const id of store.pendingIds()) {
    const claimed = await store.claim(id);
    if (!claimed) {
      report.skipped += 1;
      continue;
    }
    const result = await deliver(store, mailer, claimed.submission, claimed.lease);
    report[result.delivered ? 'sent' : 'failed'] += 1;
  }
  return report;
}
