/**
 * Request targets the site cannot read, against the site as `npm start` runs it (issue 32): sent over
 * raw sockets, each answered below 500 within 1 s while ordinary page requests beside them are served;
 * no absolute target is redirected off-site, and the routes that redirect keep the host that was asked.
 * Alone (after all others): "within 1 s" is the server's answer, not a turn waited behind other tests' renders.
 */
import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { getRequest, malformedRequests, sendRaw } from '../support/raw-requests';

const { host, port: portText } = new URL(baseURL);
const port = Number(portText);
/** a page renders in well under this even beside the corpus */
const PAGE_MS = 15_000;

test('every malformed request is answered below 500 within 1 s, and ordinary requests beside them are served', async () => {
  const ordinary: [string, number][] = [
    ['/de/', 200],
    ['/en/products/ac-thor/', 200],
    ['/de/produkte', 308],
    ['/de/gibt-es-nicht/', 404],
    ['/mail/challenge', 200],
  ];
  const beside = [...ordinary, ...ordinary, ...ordinary];
  const [malformed, served] = await Promise.all([
    Promise.all(malformedRequests(host).map(async ({ name, bytes, status }) => ({ name, status, answer: await sendRaw(port, bytes, { host: 'localhost' }).catch((error: Error) => error) }))),
    Promise.all(beside.map(([path]) => sendRaw(port, getRequest(path, host), { host: 'localhost', timeoutMs: PAGE_MS }))),
  ]);
  const problems = malformed.flatMap(({ name, status, answer }) => {
    if (answer instanceof Error) return [`${name}: ${answer.message}`];
    const fine = status === undefined ? answer.status >= 200 && answer.status < 500 : answer.status === status;
    return fine ? [] : [`${name}: ${answer.status} (expected ${status ?? 'below 500'})`];
  });
  expect(problems).toEqual([]);
  expect(served.map(({ status }, index) => [beside[index]![0], status])).toEqual(beside);
});

test('a 400 for a target carries the security headers and no Location', async () => {
  for (const target of ['///', '//%5Cevil.example', '/de/%zz/', '/en/products/%C0%AF/', '*']) {
    const answer = await sendRaw(port, getRequest(target, host), { host: 'localhost' });
    expect(answer.status, target).toBe(400);
    expect(answer.headers.location, target).toBeUndefined();
    expect(answer.headers['x-content-type-options'], target).toBe('nosniff');
    expect(answer.headers['content-security-policy'], target).toContain("frame-ancestors 'none'");
  }
});

test("an absolute target is answered for the site's own host only, and never redirected off-site", async () => {
  for (const target of ['http://evil.example/de', 'HTTP://EVIL.EXAMPLE/', 'http://evil.example//de/']) {
    const answer = await sendRaw(port, getRequest(target, host), { host: 'localhost' });
    expect([target, answer.status, answer.headers.location]).toEqual([target, 400, undefined]);
  }
  // on the site's own host: Next's trailing-slash redirect, on the site
  const own = await sendRaw(port, getRequest(`http://${host}/de/produkte`, host), { host: 'localhost', timeoutMs: PAGE_MS });
  expect(own.status).toBe(308);
  expect(new URL(own.headers.location!, baseURL).href).toBe(`${baseURL}/de/produkte/`);
});

test('the preview entry and the language switch redirect on the host that was asked, never to localhost', async () => {
  const asked = 'www.sonnwaerme.example';
  for (const target of ['/api/preview/?to=%2Fde%2Fprodukte%2F', '/api/language/?to=en&from=%2Fde%2F']) {
    const answer = await sendRaw(port, getRequest(target, asked), { host: 'localhost', timeoutMs: PAGE_MS });
    expect([target, answer.status]).toEqual([target, target.startsWith('/api/preview/') ? 307 : 303]);
    expect(answer.headers.location, target).toMatch(/^\/[^/\\]/);
    expect(new URL(answer.headers.location!, `https://${asked}`).host, target).toBe(asked);
  }
});
