/**
 * Who a rate limit counts against. An IPv4 visitor is one address; an IPv6 visitor is given a whole
 * /64 by their provider (RFC 6177) and can use any address in it, so counting full addresses would
 * hand each visitor 2^64 allowances. (AWS WAF's rate-based rules count each IPv6 address on its own:
 * docs/conformance.md says where that leaves the CDN's outer limit.)
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The 16 bytes of an IPv6 address (with `::` and an embedded IPv4 tail), or null. */
function ipv6Bytes(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address.toLowerCase();
  const v4 = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return groups.flatMap((group) => {
    const value = parseInt(group || '0', 16);
    return [value >> 8, value & 0xff];
  });
}

/**
 * The rate-limit key of a client address: an IPv4 address as it is (an IPv4-mapped IPv6 address as
 * its IPv4), an IPv6 address as its /64 prefix (`2001:db8:1:2::/64`); anything else as it was given.
 */
export function rateLimitKey(address: string): string {
  if (isIPv4(address)) return address;
  const bytes = ipv6Bytes(address);
  if (!bytes) return address;
  const mapped = bytes.slice(0, 10).every((byte) => byte === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
  if (mapped) return bytes.slice(12).join('.');
  const groups = [0, 2, 4, 6].map((i) => ((bytes[i]! << 8) | bytes[i + 1]!).toString(16));
  return `${groups.join(':')}::/64`;
}
