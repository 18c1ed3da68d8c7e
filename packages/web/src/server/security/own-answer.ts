/**
 * Headers of an answer the server makes up itself rather than the app (a refused request target, a
 * parse error, a layer that threw): not kept by any cache, secured as every answer of the site is.
 */
import { contentSecurityPolicy } from './csp';
import { SECURITY_HEADERS } from './headers';

export function ownAnswerHeaders(type: string, body: string): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': type,
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    'content-security-policy': contentSecurityPolicy({ preview: false }),
  };
  for (const { key, value } of SECURITY_HEADERS) headers[key.toLowerCase()] = value;
  return headers;
}
