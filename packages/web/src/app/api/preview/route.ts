import { safeRedirectLocation } from '@pv/shared/redirect-target';
import { cookies, draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { siteConfig } from '@/config';
import { isValidPreviewToken, PREVIEW_TOKEN_PARAMS, previewTokenParams } from '@/content/preview';
import { DRAFT_MODE_COOKIE } from '@/content/preview-params';
import { redirectOnSite } from '@/lib/redirect-on-site';

/**
 * Entered from the proxy when a page is requested with a preview token: a valid token switches
 * on draft mode; either way the visitor goes back to the page without the token (an invalid token
 * gets published content), or home when `to` would lead anywhere but this site. Without the token
 * the page cannot send the browser here again: where the draft-mode cookie is refused, the editor
 * gets the published page, not a redirect loop.
 */
export async function GET(request: NextRequest) {
  const { origin, searchParams } = request.nextUrl;
  const to = new URL(safeRedirectLocation(searchParams.get('to') ?? '/', { siteOrigin: origin }) ?? '/', origin);
  const valid = isValidPreviewToken(previewTokenParams(to.searchParams), {
    previewToken: siteConfig.storyblok.previewToken,
    expectedSpaceId: siteConfig.storyblok.spaceId,
  });
  if (valid) {
    (await draftMode()).enable();
    // Partitioned (CHIPS): inside the editor's frame the site is a third party, and browsers that
    // block third-party cookies still keep a partitioned one for it
    const jar = await cookies();
    const bypass = jar.get(DRAFT_MODE_COOKIE);
    if (bypass) jar.set({ ...bypass, partitioned: true });
  }
  PREVIEW_TOKEN_PARAMS.forEach((name) => to.searchParams.delete(name));
  return redirectOnSite(`${to.pathname}${to.search}${to.hash}`, 307);
}
