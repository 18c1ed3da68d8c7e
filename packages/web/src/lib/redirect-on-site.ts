import { NextResponse } from 'next/server';

/**
 * A redirect to a path of the site, by the path alone: the browser stays on the host it asked. A route's
 * own request URL names the host the server was started with (`http://localhost:3000` behind the
 * Node server), so an absolute Location built from it sent visitors there (issue 32).
 * `path` must be path-absolute and on the site (what `safeRedirectLocation` gives).
 */
export const redirectOnSite = (path: string, status: 303 | 307): NextResponse => new NextResponse(null, { status, headers: { location: path } });
