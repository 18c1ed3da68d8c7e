import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { siteConfig } from '@/config';
import { isValidPreviewToken, PREVIEW_TOKEN_PARAMS, previewTokenParams } from '@/lib/preview';
import { safePath } from '@/lib/routing/request';

/**
 * Entered from the proxy when a page is requested with a preview token: a valid token switches
 * on draft mode; either way the visitor goes back to the page (an invalid token gets published content).
 */
export async function GET(request: NextRequest) {
  const to = new URL(safePath(request.nextUrl.searchParams.get('to') ?? '/'), request.nextUrl.origin);
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
