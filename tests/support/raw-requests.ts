/**
 * Malformed requests sent over a raw socket (node:net), so that no client normalises them (issue 32):
 * the corpus the request-target tests fire at the site's Node server, in-process and as `npm start`
 * runs it, with ordinary requests beside them.
 */
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  /** header names in lower case; the last value of a repeated one */
  headers: Record<string, string>;
  /** what arrived of the body with the head */
  body: string;
}

export interface MalformedRequest {
  name: string;
  bytes: Buffer;
  /** the status this request must get; without: any status below 500 */
  status?: number;
}

const request = (line: string, headers: string[], body = '') => Buffer.from(`${line}\r\n${headers.map((header) => `${header}\r\n`).join('')}\r\n${body}`, 'latin1');

/**
 * Sends `bytes` on a new connection and resolves with the answer's status line and headers as soon as
 * they have arrived (a request whose body never comes may keep the connection open), or rejects after
 * `timeoutMs` without an answer.
 */
export function sendRaw(port: number, bytes: Buffer, { host = '127.0.0.1', timeoutMs = 1000 } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, host);
    let received = Buffer.alloc(0);
    const fail = (message: string) => {
      socket.destroy();
      reject(new Error(`${message}; received ${JSON.stringify(received.toString('latin1').slice(0, 200))}`));
    };
    const timer = setTimeout(() => fail(`no answer within ${timeoutMs} ms`), timeoutMs);
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      clearTimeout(timer);
      socket.destroy();
      const [statusLine = '', ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body: received.subarray(end + 4).toString('utf8') });
    });
    // a reset before any answer is a failure too, not a timeout
    socket.on('error', (error) => {
      clearTimeout(timer);
      fail(`connection failed: ${error.message}`);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      fail('connection closed without an answer');
    });
  });
}

/** `GET <target> HTTP/1.1` with the Host header `host` */
export const getRequest = (target: string, host: string, headers: string[] = []) => request(`GET ${target} HTTP/1.1`, [`Host: ${host}`, ...headers]);

/** targets the site cannot read: each answered 400 */
export const MALFORMED_TARGETS = [
  '///',
  '//%5Cevil.example',
  '//evil.example/',
  '//evil.example/de/',
  '/\\evil.example',
  '/de\\produkte/',
  '*',
  'http://evil.example/de',
  'HTTP://EVIL.EXAMPLE/',
  'https://evil.example/',
  'http://user@evil.example/de/',
  'ftp://evil.example/de/',
  '/de/%zz/',
  '/de/%/',
  '/de/%f/',
  '/%ff',
  '/de/%ff/',
  '/en/products/%C0%AF/',
  '/de/%E0%80%80',
  '/de/%ED%A0%80/',
  '/%00',
  '/de/%0d%0aSet-Cookie:%20a=1/',
  '/de/./produkte/',
  '/mail/../de/',
  '/mail/%2e%2e/redirects/lookup',
  '/de/#top',
];

/** The corpus for a site answering on `host` (the Host header ordinary requests send). */
export function malformedRequests(host: string): MalformedRequest[] {
  return [
    ...MALFORMED_TARGETS.map((target) => ({ name: `GET ${target}`, bytes: getRequest(target, host), status: 400 })),
    { name: 'OPTIONS *', bytes: request('OPTIONS * HTTP/1.1', [`Host: ${host}`]), status: 400 },
    { name: 'a target not starting with /', bytes: getRequest('%ff', host), status: 400 },
    { name: 'a 20 KB path', bytes: getRequest(`/de/${'a'.repeat(20_000)}/`, host) },
    { name: 'raw bytes above 0x7f in the path', bytes: getRequest('/de/\xe4\xff/', host), status: 400 },
    { name: 'a control character in the path', bytes: getRequest('/de/\x01/', host), status: 400 },
    { name: 'DEL in the path', bytes: getRequest('/de/\x7f/', host), status: 400 },
    { name: 'a tab in the target', bytes: getRequest('/de/\t/', host), status: 400 },
    { name: 'HTTP/9.9', bytes: request('GET /de/ HTTP/9.9', [`Host: ${host}`]), status: 400 },
    { name: 'HTTP/1.2', bytes: request('GET /de/ HTTP/1.2', [`Host: ${host}`]), status: 400 },
    { name: 'no HTTP version name', bytes: request('GET /de/ FOO/1.1', [`Host: ${host}`]), status: 400 },
    // Node reads it as HTTP/0.9 and answers the page
    { name: 'a request line without a version', bytes: request('GET /de/', [`Host: ${host}`]) },
    { name: 'no method', bytes: request('/de/ HTTP/1.1', [`Host: ${host}`]), status: 400 },
    { name: 'no Host header', bytes: request('GET /de/ HTTP/1.1', []), status: 400 },
    { name: 'two Host headers', bytes: request('GET /de/ HTTP/1.1', [`Host: ${host}`, 'Host: evil.example']), status: 400 },
    { name: 'a space in a header name', bytes: request('GET /de/ HTTP/1.1', [`Host: ${host}`, 'X Bad: 1']), status: 400 },
    { name: 'a control character in a header value', bytes: request('GET /de/ HTTP/1.1', [`Host: ${host}`, 'X-Bad: a\x01b']), status: 400 },
    { name: 'a header line without a colon', bytes: request('GET /de/ HTTP/1.1', [`Host: ${host}`, 'no-colon-here']), status: 400 },
    { name: 'a 20 KB header', bytes: request('GET /de/ HTTP/1.1', [`Host: ${host}`, `X-Big: ${'a'.repeat(20_000)}`]), status: 431 },
    { name: 'an invalid Content-Length', bytes: request('POST /de/ HTTP/1.1', [`Host: ${host}`, 'Content-Length: abc']), status: 400 },
    { name: 'two different Content-Lengths', bytes: request('POST /de/ HTTP/1.1', [`Host: ${host}`, 'Content-Length: 1', 'Content-Length: 2'], 'ab'), status: 400 },
    { name: 'Content-Length and chunked', bytes: request('POST /de/ HTTP/1.1', [`Host: ${host}`, 'Content-Length: 3', 'Transfer-Encoding: chunked'], '0\r\n\r\n'), status: 400 },
    { name: 'a truncated body', bytes: request('POST /de/ HTTP/1.1', [`Host: ${host}`, 'Content-Type: text/plain', 'Content-Length: 100'], 'only a part'), status: 405 },
    { name: 'a TLS handshake on the plain port', bytes: Buffer.from('160301020001', 'hex'), status: 400 },
  ];
}
