import { NextResponse, type NextRequest } from 'next/server';
import { getDatasource } from '@/content';
import { toContentError } from '@/content/errors';
import { loadListPage, parseListRequest } from '@/features/listing/listing';
import { listingNamed } from '@/registry/listings';

/** One page of a listing as JSON: `?locale=de&page=2&q=…&category=…` (news) or `docType`, `productName`, `language` (documents). */
export async function GET(request: NextRequest, { params }: { params: Promise<{ listing: string }> }) {
  const { listing: name } = await params;
  const listing = listingNamed(name);
  if (!listing) return NextResponse.json({ error: `Unknown listing '${name}'` }, { status: 404 });
  const parsed = parseListRequest(listing, request.nextUrl.searchParams);
  if ('error' in parsed) return NextResponse.json({ error: parsed.error }, { status: 400 });
  try {
    const labels = await getDatasource(listing.labels, parsed.locale);
    const page = await loadListPage(listing, parsed, labels, 'published');
    return NextResponse.json(page, { headers: { 'cache-control': 'public, s-maxage=300, stale-while-revalidate=3600' } });
  } catch (error) {
    return NextResponse.json({ error: toContentError(error).message }, { status: 502 });
  }
}
