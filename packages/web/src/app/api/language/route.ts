import { safeRedirectLocation } from '@pv/shared/redirect-target';
import { NextResponse, type NextRequest } from 'next/server';
import { defaultLocale, isLocale, localeCookie, localePath } from '@/i18n/routing';
import { getStory } from '@/content';
import { isInLocale } from '@/content/page-languages';
import { safePath } from '@/server/routing';
import { redirectOnSite } from '@/lib/redirect-on-site';

/**
 * Language change: remembers the choice in the `langkey` cookie (one year) and redirects to
 * the current page in the chosen language, or to that language's home when it has no such page; a search
 * term (`q`, the results page's) goes along.
 */
export async function GET(request: NextRequest) {
  const to = request.nextUrl.searchParams.get('to');
  if (!isLocale(to)) {
    return NextResponse.json({ error: `Unknown language '${to ?? ''}'` }, { status: 400 });
  }
  // `from` only names the page to look up: the address redirected to comes from the content
  const from = safePath(request.nextUrl.searchParams.get('from') ?? '/');
  const [first, ...rest] = from.split('/').filter(Boolean);
  const fromLocale = isLocale(first) ? first : defaultLocale;
  const segments = isLocale(first) ? rest : [first, ...rest].filter((s): s is string => !!s);

  let target = localePath(to);
  try {
    const story = await getStory(fromLocale, segments);
    // a page not in the chosen language: that language's home (the switch marks such languages unavailable)
    if (story && isInLocale(story, to)) target = localePath(to, story.paths[to]);
  } catch {
    // content service unavailable: the language's home is still a correct answer
  }
  // a results page's search term goes along (the only query kept: the page is looked up by its path alone)
  const term = request.nextUrl.searchParams.get('q')?.trim().slice(0, 200);
  if (term) target = `${target}?${new URLSearchParams({ q: term })}`;
  const { origin } = request.nextUrl;
  const location = safeRedirectLocation(target, { siteOrigin: origin }) ?? localePath(to);
  const response = redirectOnSite(location, 303);
  response.cookies.set(localeCookie.name, to, { maxAge: localeCookie.maxAgeSeconds, path: '/', sameSite: 'lax' });
  return response;
}
