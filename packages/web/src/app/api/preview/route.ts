import { safeRedirectLocation } from '@pv/shared/redirect-target';
import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { siteConfig } from '@/config';
import { isValidPreviewToken, PREVIEW_TOKEN_PARAMS, previewTokenParams } from '@/lib/preview';

/**
 * Entered from the proxy when a page is requested with a preview token: a valid token switches
 * on draft mode; either way the visitor goes back to the page (an invalid token gets published
 * content), or home when `to` would lead anywhere but this site.
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
  } else {
    PREVIEW_TOKEN_PARAMS.forEach((name) => to.searchParams.delete(name));
  }
  return NextResponse.redirect(to, 307);
}
