/** The site's revalidation route, called with its shared secret. */
import type { RevalidationRequest, RevalidationResult } from '@pv/shared/revalidation';

export interface SiteRevalidation {
  revalidate(request: RevalidationRequest): Promise<RevalidationResult>;
}

export function siteRevalidation(revalidateUrl: string, secret: string, timeoutMs = 20_000): SiteRevalidation {
  return {
    async revalidate(request) {
      const response = await fetch(revalidateUrl, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`The site's revalidation answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
      return (await response.json()) as RevalidationResult;
    },
  };
}
