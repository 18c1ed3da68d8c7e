/** A mail as the functions send it, and as a submission keeps it until it is delivered (`stores/submissions.ts`). */
export interface OutgoingMail {
  to: string[];
  replyTo?: string[];
  subject: string;
  text: string;
  html: string;
  /** further header fields by name, e.g. `List-Unsubscribe` (sent through SES v2's `Headers`) */
  headers?: Record<string, string>;
}
