import { NextResponse, type NextRequest } from 'next/server';
import { defaultLocale, isLocale } from '@/i18n/routing';
import { getStory } from '@/content';
import { otherLanguages } from '@/content/page-languages';
import { safePath } from '@/server/routing';

/** Kept briefly by browsers and the CDN: a publication changes it. */
const CACHE = 'public, max-age=60';

/**
 * The languages of the page at an address (`?path=/es/sommeraktion/`), for the not-found page: a page that
 * exists but not in the address's language is offered in the languages it is in. Answers
 * `{ languages: [{ locale, href }] }`, empty where there is no such page or where it is in that language.
 */
export async function GET(request: NextRequest) {
  const path = safePath(request.nextUrl.searchParams.get('path') ?? '/');
  const [first, ...rest] = path.split('/').filter(Boolean);
  const locale = isLocale(first) ? first : defaultLocale;
  const segments = isLocale(first) ? rest : [first, ...rest].filter((s): s is string => !!s);
  try {
    const story = await getStory(locale, segments);
    return NextResponse.json({ languages: story ? otherLanguages(story, locale) : [] }, { headers: { 'Cache-Control': CACHE } });
  } catch {
    // content service unavailable: the plain not-found page stands
    return NextResponse.json({ languages: [] }, { headers: { 'Cache-Control': 'no-store' } });
  }
}
