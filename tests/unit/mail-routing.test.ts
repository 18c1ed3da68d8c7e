/** The routing table (MAIL_ROUTES): parsed from configuration, first match wins, the form's mailbox otherwise. */
import { describe, expect, it } from 'vitest';
import { functionsConfig } from '@pv/functions/config';
import { parseMailRoutes, routeRequest, ruleText } from '@pv/functions/mail-routes';
import { formatCaseNumber } from '@pv/functions/stores/case-numbers';

const TABLE = 'support:*:CH=support-ch@example.com; support:warranty:*=service@example.com\ncontact:press:*=press@example.com;*:*:IT=italia@example.com';

describe('parseMailRoutes', () => {
  it('reads rules separated by ; or line breaks, with * as any', () => {
    expect(parseMailRoutes(TABLE)).toEqual([
      { form: 'support', topic: '*', country: 'CH', to: 'support-ch@example.com' },
      { form: 'support', topic: 'warranty', country: '*', to: 'service@example.com' },
      { form: 'contact', topic: 'press', country: '*', to: 'press@example.com' },
      { form: '*', topic: '*', country: 'IT', to: 'italia@example.com' },
    ]);
    expect(parseMailRoutes('')).toEqual([]);
    expect(parseMailRoutes(' ; ')).toEqual([]);
  });

  it.each(['support:*:CH', 'newsletter:*:*=a@example.com', 'support:*:Switzerland=a@example.com', 'support:*:CH=not-an-address', 'support:Warranty:*=a@example.com'])('names the rule that does not parse: %s', (rule) => {
    expect(() => parseMailRoutes(`contact:press:*=press@example.com;${rule}`)).toThrow(/^rule 2 \(/);
  });

  it('stops the mail function at start-up with the setting named when the table is malformed', () => {
    expect(() => functionsConfig({ PV_LOCAL_STACK: '1', MAIL_ROUTES: 'support:*:CH=nobody' })).toThrow(/MAIL_ROUTES/);
    expect(functionsConfig({ PV_LOCAL_STACK: '1', MAIL_ROUTES: TABLE }).mail.routes).toHaveLength(4);
  });
});

describe('routeRequest', () => {
  const routes = parseMailRoutes(TABLE);

  it('takes the first matching rule and says which', () => {
    const swissWarranty = routeRequest(routes, { form: 'support', topic: 'warranty', country: 'CH' }, 'support@example.com');
    expect(swissWarranty.to).toBe('support-ch@example.com');
    expect(ruleText(swissWarranty.rule!)).toBe('1 (support · * · CH)');
    expect(routeRequest(routes, { form: 'support', topic: 'warranty', country: 'AT' }, 'support@example.com').to).toBe('service@example.com');
    expect(routeRequest(routes, { form: 'contact', topic: 'general', country: 'IT' }, 'office@example.com').to).toBe('italia@example.com');
  });

  it("falls back to the form's mailbox when no rule matches, or when the country is not given", () => {
    expect(routeRequest(routes, { form: 'contact', topic: 'general', country: 'AT' }, 'office@example.com')).toEqual({ to: 'office@example.com', rule: null });
    expect(routeRequest(routes, { form: 'contact', topic: 'general', country: '' }, 'office@example.com').rule).toBeNull();
    expect(routeRequest([], { form: 'support', topic: 'warranty', country: 'CH' }, 'support@example.com').to).toBe('support@example.com');
  });
});

describe('formatCaseNumber', () => {
  it('writes prefix, year and a six-digit sequence, wider only past a million', () => {
    expect(formatCaseNumber('SW', '2026', 123)).toBe('SW-2026-000123');
    expect(formatCaseNumber('SW', '2027', 1)).toBe('SW-2027-000001');
    expect(formatCaseNumber('SW', '2026', 1_234_567)).toBe('SW-2026-1234567');
  });
});
