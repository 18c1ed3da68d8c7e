/**
 * A page that answers with another status than the one Next gives it. The pages' route renders the
 * not-found page itself (Next's `notFound()` answers that route with an empty body until scripts run), so
 * Next answers it 200; the mark on its HTML has the server's layers answer it 404. Text cannot forge the
 * mark: React escapes quotes in text and the flight payload escapes them in its strings.
 */
export const NOT_FOUND_MARK = { 'data-page-status': '404' } as const;
const MARK_TEXT = Buffer.from('data-page-status="404"');

/** The status to answer a page's response with. */
export function pageStatus({ status, type, body }: { status: number; type: string; body: Buffer }): number {
  return status === 200 && type.startsWith('text/html') && body.includes(MARK_TEXT) ? 404 : status;
}
