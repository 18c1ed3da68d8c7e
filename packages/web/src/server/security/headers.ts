/**
 * Sent with every response (the Content-Security-Policy is added by the server's response layer:
 * it needs the page's script hashes). Next sets them for its own routes; the response layer adds
 * any that are missing, e.g. on answers of the functions forwarded under /mail/ and /pdf/.
 */
export const SECURITY_HEADERS = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()' },
] as const;
