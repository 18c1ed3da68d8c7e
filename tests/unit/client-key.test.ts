import { describe, expect, it } from 'vitest';
import { rateLimitKey } from '@pv/shared/client-key';

describe('rateLimitKey', () => {
  it('counts an IPv4 visitor by the address', () => {
    expect(rateLimitKey('198.51.100.23')).toBe('198.51.100.23');
    expect(rateLimitKey('::ffff:198.51.100.23')).toBe('198.51.100.23');
    expect(rateLimitKey('::ffff:c633:6417')).toBe('198.51.100.23');
  });

  it('counts every address of one IPv6 /64 as one visitor', () => {
    const keys = ['2001:db8:1:2::17', '2001:0db8:0001:0002:ffff:ffff:ffff:fffe', '2001:db8:1:2:a:b:c:d', '2001:DB8:1:2::1.2.3.4'].map(rateLimitKey);
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
  });

  it('keeps neighbouring /64s apart', () => {
    expect(rateLimitKey('2001:db8:1:3::17')).toBe('2001:db8:1:3::/64');
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves what is no address as it was given', () => {
    expect(rateLimitKey('unknown-viewer')).toBe('unknown-viewer');
  });
});
