import { NextResponse, type NextRequest } from 'next/server';
import { siteConfig } from '@/config';
import { isLocale } from '@/i18n/routing';
import { getStoryById } from '@/content';
import { text } from '@/content/fields';
import { toICalendar } from '@/features/calendar/calendar';
import { pageUrl } from '@/lib/seo';

/** The calendar entry (.ics) of an event news: `?id={story id}&locale={locale}`. */
export async function GET(request: NextRequest) {
  const id = request.nextUrl.searchParams.get('id') ?? '';
  const locale = request.nextUrl.searchParams.get('locale');
  if (!/^\d{1,12}$/.test(id) || !isLocale(locale)) {
    return NextResponse.json({ error: 'id (a story id) and locale are required' }, { status: 400 });
  }
  const story = await getStoryById(Number(id), locale).catch(() => null);
  if (!story || story.content.component !== 'news' || !text(story.content.event_start)) {
    return NextResponse.json({ error: `No event with id ${id}` }, { status: 404 });
  }
  const url = pageUrl(siteConfig.siteUrl, locale, story.paths[locale]);
  const body = toICalendar({
    uid: `${story.uuid}@${new URL(siteConfig.siteUrl).hostname}`,
    title: text(story.content.title) || story.name,
    description: `${text(story.content.description)}\n${url}`,
    location: text(story.content.event_location),
    url,
    start: text(story.content.event_start),
    end: text(story.content.event_end),
    now: new Date(),
  });
  return new NextResponse(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${story.slug}.ics"`,
      'cache-control': 'public, s-maxage=3600, stale-while-revalidate=86400',
    },
  });
}
