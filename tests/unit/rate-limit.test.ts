import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { comparablePath, limitsFor, RATE_LIMITED_BODY, REQUEST_LIMITS, WAF_MIN_LIMIT, type RequestLimit } from '@pv/shared/request-limits';
import { limitRequests, requestLimitsFromEnv } from '@/server/rate-limit';

interface Answer {
  status: number;
  headers: Record<string, string | number>;
  body: string | undefined;
}

const limitOf = (name: string) => REQUEST_LIMITS.find((limit) => limit.name === name)!;

/** the server's handler behind the limits, a fake clock, and a way to ask as a client */
function limitedSite(options: { limits?: readonly RequestLimit[]; maxCounters?: number } = {}) {
  let clock = 1_000_000;
  const reached: string[] = [];
  const handle = limitRequests((req) => void reached.push(req.url!), { ...options, now: () => clock });
  const ask = (url: string, address = '198.51.100.7', method = 'GET'): Answer | 'reached' => {
    const before = reached.length;
    let answer: Answer | undefined;
    const res = {
      writeHead(status: number, headers: Record<string, string | number>) {
        answer = { status, headers, body: undefined };
        return res;
      },
      end(body?: string) {
        answer!.body = body;
        return res;
      },
    };
    void handle({ url, method, socket: { remoteAddress: address } } as unknown as IncomingMessage, res as unknown as ServerResponse);
    return reached.length > before ? 'reached' : answer!;
  };
  /** asks `times` times; how many reached the site */
  const askTimes = (times: number, url: string, address?: string) => Array.from({ length: times }, () => ask(url, address)).filter((answer) => answer === 'reached').length;
  return { ask, askTimes, advance: (ms: number) => (clock += ms), counters: () => handle.counters };
}

describe('the request limits (AWS WAF’s terms)', () => {
  it('are what WAF accepts: at least its minimum, in its windows, the path classes before the general one', () => {
    for (const { limit, windowSeconds } of REQUEST_LIMITS) {
      expect(limit).toBeGreaterThanOrEqual(WAF_MIN_LIMIT);
      expect([60, 120, 300, 600]).toContain(windowSeconds);
    }
    expect(REQUEST_LIMITS.map((limit) => limit.pathPrefix)).toEqual(['/pdf/', '/mail/', '/api/', undefined]);
  });

  it('let a crawl of 600 sitemap pages and the whole site’s page assets through, and stop floods of the API, mail and PDFs', () => {
    expect(limitOf('all').limit).toBeGreaterThanOrEqual(2 * 600);
    expect(limitOf('api').limit).toBeLessThanOrEqual(limitOf('api').windowSeconds);
    expect(limitOf('pdf').limit).toBeLessThanOrEqual(50);
    // outside the mail function's own allowance: 10 forms, 50 uploads (5 a form) and 60 challenges in 10 minutes
    expect(limitOf('mail').limit / limitOf('mail').windowSeconds).toBeGreaterThanOrEqual(120 / 600);
  });

  it('compare paths as WAF’s URL_DECODE, NORMALIZE_PATH and LOWERCASE leave them', () => {
    expect(comparablePath('//API/calendar/')).toBe('/api/calendar/');
    expect(comparablePath('/%61pi/calendar')).toBe('/api/calendar');
    expect(comparablePath('/de/../pdf/manual')).toBe('/pdf/manual');
    expect(comparablePath('/%E0%A4%A')).toBe('/%E0%A4%A'.toLowerCase());
    expect(limitsFor('/PDF/manual').map((limit) => limit.name)).toEqual(['pdf', 'all']);
    expect(limitsFor('/de/apis/').map((limit) => limit.name)).toEqual(['all']);
  });
});

describe('limitRequests (the site’s server)', () => {
  it('holds each path class to its limit per client, the class’s requests still counting towards the general limit', () => {
    const site = limitedSite();
    for (const [i, name] of ['api', 'pdf', 'mail'].entries()) {
      const { limit, pathPrefix } = limitOf(name);
      const client = `203.0.113.${i + 1}`;
      expect(site.askTimes(limit + 5, `${pathPrefix}x?id=${name}`, client), name).toBe(limit);
      // other paths are still answered
      expect(site.ask('/de/', client)).toBe('reached');
    }
    const general = limitOf('all');
    expect(site.askTimes(general.limit + 5, '/de/produkte/?page=2', '192.0.2.1')).toBe(general.limit);
  });

  it('lets a 6-parallel sitemap crawl of 600 pages and a visitor’s calls through', () => {
    const site = limitedSite();
    expect(site.askTimes(600, '/de/produkte/ac-thor/', '192.0.2.50')).toBe(600);
    expect(site.askTimes(20, '/api/calendar/?id=1', '192.0.2.50')).toBe(20);
  });

  it('answers 429 in plain text with Retry-After, the seconds left of the window, and no body to HEAD', () => {
    const site = limitedSite({ limits: [{ name: 'api', pathPrefix: '/api/', limit: 10, windowSeconds: 60 }] });
    expect(site.askTimes(10, '/api/list/')).toBe(10);
    site.advance(20_500);
    expect(site.ask('/api/list/')).toEqual({
      status: 429,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '40', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(RATE_LIMITED_BODY) },
      body: RATE_LIMITED_BODY,
    });
    expect(site.ask('/api/list/', undefined, 'HEAD')).toMatchObject({ status: 429, body: undefined });
  });

  it('counts every address of one IPv6 /64 as one client, and neighbouring /64s and IPv4 apart', () => {
    const site = limitedSite({ limits: [{ name: 'pdf', pathPrefix: '/pdf/', limit: 10, windowSeconds: 300 }] });
    const reached = Array.from({ length: 12 }, (_, i) => site.ask('/pdf/manual?id=1', `2001:db8:1:2::${(i + 1).toString(16)}`)).filter((answer) => answer === 'reached');
    expect(reached).toHaveLength(10);
    expect(site.ask('/pdf/manual?id=1', '2001:db8:1:3::1')).toBe('reached');
    expect(site.ask('/pdf/manual?id=1', '::ffff:198.51.100.9')).toBe('reached');
  });

  it('starts afresh after the window, and a client that keeps flooding stays refused until then', () => {
    const site = limitedSite({ limits: [{ name: 'all', limit: 10, windowSeconds: 60 }] });
    expect(site.askTimes(10, '/de/')).toBe(10);
    site.advance(30_000);
    expect(site.askTimes(50, '/de/')).toBe(0);
    site.advance(29_999);
    expect(site.ask('/de/')).toMatchObject({ status: 429, headers: { 'retry-after': '1' } });
    site.advance(1);
    expect(site.askTimes(10, '/de/')).toBe(10);
  });

  it('keeps at most maxCounters counters: the oldest go first (that client starts afresh)', () => {
    const site = limitedSite({ limits: [{ name: 'all', limit: 10, windowSeconds: 600 }], maxCounters: 100 });
    expect(site.askTimes(11, '/de/', '10.0.0.0')).toBe(10);
    for (let i = 1; i <= 99; i++) site.ask('/de/', `10.0.0.${i}`);
    // 100 counters: the first client's is still there
    expect(site.ask('/de/', '10.0.0.0')).toMatchObject({ status: 429 });
    site.ask('/de/', '10.0.1.0');
    expect(site.counters()).toBe(100);
    expect(site.ask('/de/', '10.0.0.0')).toBe('reached');
  });

  it('forgets the counters whose window has ended when another client comes', () => {
    const site = limitedSite({ limits: [{ name: 'all', limit: 10, windowSeconds: 60 }] });
    for (let i = 0; i < 50; i++) site.ask('/de/', `10.0.0.${i}`);
    site.advance(30_000);
    site.ask('/de/', '10.0.1.0');
    expect(site.counters()).toBe(51);
    site.advance(30_000);
    site.ask('/de/', '10.0.1.1');
    expect(site.counters()).toBe(2);
  });

  it('applies WAF’s limits unless SITE_RATE_LIMITS is off, and refuses another value by name', () => {
    expect(requestLimitsFromEnv({})).toBe(REQUEST_LIMITS);
    expect(requestLimitsFromEnv({ SITE_RATE_LIMITS: 'waf' })).toBe(REQUEST_LIMITS);
    expect(requestLimitsFromEnv({ SITE_RATE_LIMITS: 'off' })).toEqual([]);
    expect(() => requestLimitsFromEnv({ SITE_RATE_LIMITS: 'no' })).toThrow(/SITE_RATE_LIMITS/);
    const site = limitedSite({ limits: requestLimitsFromEnv({ SITE_RATE_LIMITS: 'off' }) });
    expect(site.askTimes(5000, '/pdf/manual?id=1')).toBe(5000);
  });
});
