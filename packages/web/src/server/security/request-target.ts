/**
 * The request target (`GET <target> HTTP/1.1`), checked before any layer parses it (issue 32): a
 * target no layer can read is answered 400 at once, instead of throwing in the request loop, failing
 * with a 500, or being read as another host. The Node server of `npm start` checks every request
 * with `screenRequestTargets`; the OpenNext server function on AWS with `checkRequestTarget`.
 *
 * Decisions:
 * - A path starting `//` or `/\` is refused, not collapsed: no link of the site or a browser's
 *   resolving of one sends it (a browser reads `//host/…` as another host), and collapsing would make
 *   an alias of every page and leave every later layer to tell a host from a path.
 * - Bad percent-encoding in the path (`%zz`, a decoded path that is not UTF-8 such as `%ff` or the
 *   overlong `%C0%AF`, encoded control characters) is a 400 rather than a 404: the request cannot
 *   name any address, so it is the request that is wrong. The query is left to the app: `?q=100%`
 *   is what a visitor typing a search gets from the browser.
 * - Dot segments (`/./`, `/../`, also encoded) and backslashes in the path are refused: browsers
 *   resolve and convert them before asking, so only crafted requests carry them, and each layer
 *   would resolve them its own way (`/mail/../de/` is a function path to one and a page to another).
 * - `*` (asterisk-form) is refused for every method: the site answers no OPTIONS.
 * - An absolute target (`GET http://host/path`) is answered only for the site's own host (the Host
 *   header or the public host), as its path; any other host is refused, so nothing is ever
 *   redirected to the host a target names.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ownAnswerHeaders } from './own-answer';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export type TargetCheck = { ok: true; target: string; host: string | undefined } | { ok: false; problem: string };

/** anything outside visible ASCII: controls, space, DEL and raw bytes above 0x7f (a browser percent-encodes them) */
const ILLEGAL_CHARACTER = /[^\x21-\x7e]/;
const BAD_ESCAPE = /%(?![0-9a-f]{2})/i;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const ABSOLUTE_FORM = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)(.*)$/i;
const DOT_SEGMENT = /^(\.|%2e){1,2}$/i;

const refused = (problem: string): TargetCheck => ({ ok: false, problem });

/** The path of an origin-form target (after `checkRequestTarget`: the part before `?`, read as it is). */
export const pathOf = (target: string): string => target.split('?', 1)[0]!;

function checkOriginForm(target: string, host: string | undefined): TargetCheck {
  if (!target.startsWith('/')) return refused('The request target must be a path starting with /.');
  const path = pathOf(target);
  if (path.startsWith('//')) return refused('The path must not start with // (that would name another host).');
  if (path.includes('\\')) return refused('The path must not contain a backslash.');
  if (BAD_ESCAPE.test(path)) return refused('The path has a % that is not followed by two hexadecimal digits.');
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return refused('The path is not percent-encoded UTF-8.');
  }
  if (CONTROL_CHARACTER.test(decoded)) return refused('The path contains encoded control characters.');
  if (path.split('/').some((segment) => DOT_SEGMENT.test(segment))) return refused('The path must not contain . or .. segments.');
  return { ok: true, target, host };
}

/**
 * Whether `target` can be answered, and as which origin-form target (`/path?query`) on which host.
 * `ownHosts`: the hosts an absolute target may name (the request's Host header, the public host), lower case.
 */
export function checkRequestTarget(target: string, ownHosts: readonly string[]): TargetCheck {
  if (ILLEGAL_CHARACTER.test(target)) return refused('The request target contains characters that must be percent-encoded.');
  if (target.includes('#')) return refused('The request target must not contain a fragment (#).');
  if (target === '*') return refused('The site answers no asterisk-form (*) request.');
  const absolute = ABSOLUTE_FORM.exec(target);
  if (!absolute) return checkOriginForm(target, undefined);
  const [, scheme = '', authority = '', rest = ''] = absolute;
  if (!/^https?$/i.test(scheme)) return refused('Only http and https addresses are answered.');
  const host = authority.toLowerCase();
  if (host.includes('@') || !ownHosts.includes(host)) return refused('An absolute request target must name this site’s host.');
  return checkOriginForm(rest === '' || rest.startsWith('?') ? `/${rest}` : rest, host);
}

export interface BadRequestAnswer {
  status: 400;
  headers: Record<string, string>;
  body: string;
}

/** The 400 for a target the site cannot read: a short JSON body, not kept by any cache, secured as every answer is. */
export function badRequestTarget(problem: string): BadRequestAnswer {
  const body = JSON.stringify({ error: 'bad-request-target', message: problem });
  return { status: 400, headers: ownAnswerHeaders('application/json; charset=utf-8', body), body };
}

/** the host of an origin (`https://www.example.com` → `www.example.com`), lower case */
export const hostOf = (origin: string): string => new URL(origin).host.toLowerCase();

/**
 * The Node server's first layer: a target it cannot read is answered 400; an absolute one on the
 * site's host goes on as its path (and that host: RFC 9112 §3.2.2). More than one Host header is a
 * 400 too (RFC 9112 §3.2): which one would the site answer for?
 */
export function screenRequestTargets(handle: Handler, { publicHost }: { publicHost: string }): Handler {
  return (req, res) => {
    const hostHeaders = req.rawHeaders.filter((value, index) => index % 2 === 0 && value.toLowerCase() === 'host').length;
    const requestHost = req.headers.host?.toLowerCase();
    const checked =
      hostHeaders > 1
        ? refused('The request has more than one Host header.')
        : checkRequestTarget(req.url ?? '', requestHost ? [requestHost, publicHost] : [publicHost]);
    if (!checked.ok) {
      const answer = badRequestTarget(checked.problem);
      res.writeHead(answer.status, answer.headers).end(req.method === 'HEAD' ? undefined : answer.body);
      return;
    }
    req.url = checked.target;
    if (checked.host) req.headers.host = checked.host;
    return handle(req, res);
  };
}
