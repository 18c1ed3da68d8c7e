import { NextResponse } from 'next/server';

export const dynamic = 'force-dynamic';

/** The build this server runs, polled by open pages to notice a deployment (never cached). */
export function GET() {
  return NextResponse.json({ buildId: process.env.NEXT_PUBLIC_BUILD_ID ?? '' }, { headers: { 'cache-control': 'no-store, max-age=0' } });
}
