/**
 * What the Node server answers when nothing else does (issue 32): a layer that throws gets a 500 (the
 * error logged, never sent), and a request Node's parser refuses (a malformed request line or header)
 * gets a 400, both with the security headers every answer carries. Without them a thrown error left the
 * socket open for minutes and dropped the requests started in the same turn.
 */
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { ownAnswerHeaders } from './own-answer';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export type UnexpectedErrorLog = (error: unknown, req: IncomingMessage) => void;

/** as the functions log theirs: one JSON line at level error, which the error alarm counts */
const logAsError: UnexpectedErrorLog = (error, req) =>
  console.error(JSON.stringify({ level: 'error', message: 'unexpected error answering a request', method: req.method, url: req.url, error: error instanceof Error ? error.stack : String(error) }));

/**
 * Whatever `handle` throws or rejects with is logged as an error and answered 500 (or, when the answer
 * has begun, the connection is closed): the socket is never left waiting, and the caller never sees
 * the error (so `inTurns` goes on starting the others of its turn).
 */
export function answerUnexpectedErrors(handle: Handler, log: UnexpectedErrorLog = logAsError): Handler {
  return async (req, res) => {
    try {
      await handle(req, res);
    } catch (error) {
      log(error, req);
      try {
        if (res.headersSent) throw new Error('answer already begun');
        const body = JSON.stringify({ error: 'internal-error', message: 'The site could not answer this request.' });
        res.writeHead(500, ownAnswerHeaders('application/json; charset=utf-8', body)).end(req.method === 'HEAD' ? undefined : body);
      } catch {
        res.destroy();
      }
    }
  };
}

/** how long a refused client may keep its half of the connection open before it is closed */
const LINGER_MS = 5_000;

/** Node's parser errors and the status each is answered with (Node's own choice, without the security headers) */
const CLIENT_ERROR_STATUS: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, HPE_CHUNK_EXTENSIONS_OVERFLOW: 413, ERR_HTTP_REQUEST_TIMEOUT: 408 };

/** the connection as Node's server keeps it: the answer being written on it, if any */
type ClientSocket = Duplex & { _httpMessage?: { headersSent: boolean } | null };

/**
 * The server's `clientError` listener: the request could not be parsed (a bad request line, version,
 * header or Content-Length, headers over the limit). As Node's default it answers unless an answer
 * has begun on the connection (a keep-alive connection's next request is answered too); unlike it,
 * with the security headers, a body, and a half-close that lets the client read the answer before
 * the connection goes.
 */
export function answerClientError(error: Error & { code?: string }, socket: ClientSocket): void {
  if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
  const body = `${status} ${STATUS_CODES[status]}\n`;
  const headers = { ...ownAnswerHeaders('text/plain; charset=utf-8', body), connection: 'close' };
  const head = [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)].join('\r\n');
  socket.end(`${head}\r\n\r\n${body}`);
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
