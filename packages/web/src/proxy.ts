import { NextResponse, type NextRequest } from 'next/server';
import { siteConfig } from '@/config';
import { localeCookie } from '@/i18n/routing';
import { DRAFT_MODE_COOKIE } from '@/content/preview-params';
import { routeRequest } from '@/server/routing';

export function proxy(request: NextRequest) {
  const { origin, pathname, search } = request.nextUrl;
  const decision = routeRequest({
    origin,
    pathname,
    search,
    cookieLocale: request.cookies.get(localeCookie.name)?.value,
    acceptLanguage: request.headers.get('accept-language'),
    previewActive: request.cookies.has(DRAFT_MODE_COOKIE) || siteConfig.contentVersion === 'draft',
  });
  switch (decision.kind) {
    case 'redirect':
      return NextResponse.redirect(new URL(decision.location, origin), decision.status);
    case 'rewrite': {
      const target = request.nextUrl.clone();
      target.pathname = decision.pathname;
      return NextResponse.rewrite(target);
    }
    default:
      return NextResponse.next();
  }
}

export const config = {
  // everything but Next's own assets, the API routes and the functions under /mail/ and /pdf/
  matcher: ['/((?!_next/|api/|mail/|pdf/).*)'],
};
