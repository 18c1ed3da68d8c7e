/**
 * Fair admission for the site's Node server. libuv accepts one new connection per turn of the
 * event loop (libuv#3696), and a turn lasts as long as the requests it starts take together: with
 * 200 connections asking at once, each turn answered about 200 requests (~0.3 s on two cores), so
 * new connections were accepted a few a second and waited in the kernel's queue for up to 10 s.
 * Starting at most a few requests per turn keeps turns short, so accepting keeps up, and answers
 * requests in the order they came.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/** requests started per turn: a cached page costs 1–2 ms, so a turn stays around 10 ms */
export const REQUESTS_PER_TURN = 8;

export function inTurns(handle: Handler, perTurn = REQUESTS_PER_TURN): Handler {
  const waiting: [IncomingMessage, ServerResponse][] = [];
  let scheduled = false;
  const startSome = () => {
    scheduled = false;
    // a visitor who left while waiting needs no answer
    for (const [req, res] of waiting.splice(0, perTurn)) if (!res.closed) void handle(req, res);
    if (waiting.length) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    // the check phase: after this turn's I/O (accepting included), before the next turn's
    setImmediate(startSome);
  };
  return (req, res) => {
    waiting.push([req, res]);
    schedule();
  };
}
