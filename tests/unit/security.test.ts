import { createHash } from 'node:crypto';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, VISUAL_EDITOR_ORIGIN } from '@/lib/security/csp';
import { preferredEncoding, secureResponses } from '@/lib/security/response';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('Content-Security-Policy', () => {
  it('allows scripts only from the site and by hash, never inline or eval', () => {
    const policy = contentSecurityPolicy({ preview: false, scriptHashes: ['sha256-abc='] });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc='");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });

  it('cannot be framed, except by the visual editor in preview', () => {
    expect(directive(contentSecurityPolicy({ preview: false }), 'frame-ancestors')).toBe("frame-ancestors 'none'");
    const preview = contentSecurityPolicy({ preview: true });
    expect(directive(preview, 'frame-ancestors')).toBe(`frame-ancestors ${VISUAL_EDITOR_ORIGIN}`);
    expect(directive(preview, 'connect-src')).toContain(VISUAL_EDITOR_ORIGIN);
  });

  it('lets consented embeds and content images load', () => {
    const policy = contentSecurityPolicy({ preview: false });
    expect(directive(policy, 'frame-src')).toContain('https://www.youtube-nocookie.com');
    expect(directive(policy, 'frame-src')).toContain('https://www.openstreetmap.org');
    expect(directive(policy, 'img-src')).toContain('https://a.storyblok.com');
  });

  it('names Google only when reCAPTCHA is the bot check (ALTCHA needs no third party)', async () => {
    expect(contentSecurityPolicy({ preview: false })).not.toContain('www.google.com');
    vi.stubEnv('BOT_CHECK_PROVIDER', 'recaptcha');
    vi.resetModules();
    try {
      const { contentSecurityPolicy: withRecaptcha } = await import('@/lib/security/csp');
      const policy = withRecaptcha({ preview: false });
      for (const name of ['script-src', 'frame-src', 'connect-src']) expect(directive(policy, name)).toContain('https://www.google.com');
      expect(directive(policy, 'script-src')).toContain('https://www.gstatic.com');
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});

describe('inline script hashes', () => {
  it('hashes each executable inline script once, exactly as written', () => {
    const boot = '(self.__next_f=self.__next_f||[]).push([0])';
    const payload = 'self.__next_f.push([1,"ä \\u003c"])';
    const html = `<head><script src="/_next/static/a.js" async=""></script><script>${boot}</script></head>
      <body><script type="application/ld+json">{"@type":"Organization"}</script><script>${payload}</script><script>${boot}</script>
      <script type="module">import "/x.js"</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(boot), sha256(payload), sha256('import "/x.js"')]);
  });

  it('finds nothing in a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>no scripts</p><script src="/a.js"></script>')).toEqual([]);
  });
});

describe('preferred encoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('response layer', () => {
  const script = 'self.__next_f.push([1,"hello"])';
  const page = `<!DOCTYPE html><html><body>${'<p>text</p>'.repeat(200)}<script>${script}</script></body></html>`;
  let server: Server;
  let base: string;
  const seenEncodings: (string | undefined)[] = [];
  let version = 0;

  beforeAll(async () => {
    server = createServer(
      secureResponses((req, res) => {
        seenEncodings.push(req.headers['accept-encoding'] as string | undefined);
        if (req.url === '/unchanged') {
          res.writeHead(304, { etag: '"abc"' });
          res.end();
        } else if (req.url === '/changing') {
          // a regenerated page: same URL, new body and ETag
          version += 1;
          res.writeHead(200, { 'content-type': 'text/html', etag: `"v${version}"` });
          res.end(`<script>version(${version})</script>`);
        } else if (req.url === '/page') {
          // written the way Next streams: head first, then the body in pieces
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', etag: '"abc"' });
          res.write(page.slice(0, 100));
          res.end(Buffer.from(page.slice(100)));
        } else {
          if (req.url === '/strict-referrer') res.setHeader('referrer-policy', 'no-referrer');
          res.setHeader('content-type', 'application/json');
          res.end('{"ok":true}');
        }
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** the response as sent, not decompressed */
  const rawGet = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      request(`${base}${path}`, { headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part)).on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
      })
        .on('error', reject)
        .end();
    });

  it('adds the security headers an answer lacks (a forwarded function answer), keeping those it has', async () => {
    const { headers } = await rawGet('/other');
    expect(headers['strict-transport-security']).toMatch(/max-age=63072000/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect((await rawGet('/strict-referrer')).headers['referrer-policy']).toBe('no-referrer');
  });

  it('puts the inline scripts of an HTML page into its policy and compresses after hashing', async () => {
    const { headers, body } = await rawGet('/page', { 'accept-encoding': 'gzip, br' });
    expect(headers['content-security-policy']).toContain(`'${sha256(script)}'`);
    expect(headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(body).toString('utf8')).toBe(page);
    expect(headers['content-length']).toBe(String(body.length));
    expect(headers.vary).toContain('Accept-Encoding');
    expect(headers.etag).toBe('W/"abc"');
    // the app itself never compresses: its body has to be read here
    expect(seenEncodings.at(-1)).toBeUndefined();
  });

  it('sends gzip to clients without brotli, and plain text to those without either', async () => {
    expect(gunzipSync((await rawGet('/page', { 'accept-encoding': 'gzip' })).body).toString('utf8')).toBe(page);
    const plain = await rawGet('/page');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(page);
  });

  it('hashes a regenerated page anew (the memo is keyed by the body ETag)', async () => {
    for (const expected of [1, 2]) {
      const { headers } = await rawGet('/changing');
      expect(headers['content-security-policy']).toContain(`'${sha256(`version(${expected})`)}'`);
    }
  });

  it('leaves a 304 without a policy, so the browser keeps the one stored with the page (with its hashes)', async () => {
    const { headers, body } = await rawGet('/unchanged', { 'accept-encoding': 'br' });
    expect(headers['content-security-policy']).toBeUndefined();
    expect(body.length).toBe(0);
  });

  it('gives other responses the policy without hashes, uncompressed when small', async () => {
    const response = await fetch(`${base}/data`);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self'; /);
    expect(response.headers.get('content-encoding')).toBeNull();
  });
});
