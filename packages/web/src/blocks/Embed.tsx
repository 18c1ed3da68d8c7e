import { ConsentEmbed } from '@/features/consent/ConsentEmbed';
import { translator } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { text } from '@/content/fields';
import type { EmbedBlok, VideoBlok } from '@/content/types';
import { editableAttributes } from '@/content/editable';
import { embedSource } from '@/features/consent/embeds';
import type { BlockProps } from './types';

/** A consent-gated embed for any block with embed fields (product videos, the `embed` block). */
export function EmbedFrame({ blok, locale, fallbackTitle }: { blok: EmbedBlok | VideoBlok; locale: Locale; fallbackTitle: string }) {
  const source = embedSource(blok);
  if (!source) return null;
  const t = translator(locale);
  return (
    <ConsentEmbed
      src={source.src}
      kind={source.kind}
      title={text(blok.title) || fallbackTitle}
      notice={t(source.kind === 'map' ? 'embed.mapNotice' : 'embed.notice', { provider: source.providerName })}
      acceptLabel={t(source.kind === 'map' ? 'embed.acceptMap' : 'embed.accept')}
    />
  );
}

/** `embed` block: a video (YouTube, Vimeo) or a map (Google Maps, OpenStreetMap) with a headline. */
export function Embed({ blok, locale }: BlockProps<EmbedBlok>) {
  return (
    <section className="container section" {...editableAttributes(blok)}>
      {text(blok.headline) ? <h2>{text(blok.headline)}</h2> : null}
      <EmbedFrame blok={blok} locale={locale} fallbackTitle={text(blok.headline)} />
    </section>
  );
}
