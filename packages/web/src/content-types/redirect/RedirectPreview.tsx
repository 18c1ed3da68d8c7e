import { addressLanguage } from '@pv/shared/story-paths';
import { siteConfig } from '@/config';
import { editableAttributes } from '@/content/editable';
import type { RedirectBlok } from '@/content/types';
import { translator } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { resolveLink } from '@/lib/links';
import { createRedirectLookup } from '@/lib/redirect-lookup';

/** what the site answers for an address now: asked afresh each time the preview renders */
const onTheSite = createRedirectLookup({ endpoint: siteConfig.redirectsUrl, hitTtlMs: 0, missTtlMs: 0, staleMs: 0, failureTtlMs: 0 });

/**
 * A redirect story in the visual editor (it is no page): what it says, as the editor types, and what
 * the site does at its old address now (published redirects only). The site's refusal, in the
 * preview's language, stands out.
 */
export async function RedirectPreview({ content, locale }: { content: RedirectBlok; locale: Locale }) {
  const t = translator(locale);
  const source = (content.source ?? '').trim();
  // a story link opens the page in the old address's language
  const target = resolveLink(content.target, { ...siteConfig, locale: addressLanguage(source) })?.href;
  const live = source.startsWith('/') ? (await onTheSite.lookup(source)).answer : null;
  return (
    <div className="container section" {...editableAttributes(content)}>
      <span className="eyebrow">{t('redirects.preview.eyebrow')}</span>
      <h1>{source || t('redirects.preview.noSource')}</h1>
      {content.automatic ? <p><span className="badge">{t('redirects.preview.automatic')}</span></p> : null}
      {content.problem ? (
        <div className="notice notice--danger">
          <p><strong>{t('redirects.preview.problem')}</strong> {content.problem}</p>
        </div>
      ) : null}
      <dl className="facts">
        <div>
          <dt>{t('redirects.preview.target')}</dt>
          <dd>{target ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('redirects.preview.kind')}</dt>
          <dd>{content.status === '308' ? '308' : '301'}</dd>
        </div>
        {content.note ? (
          <div>
            <dt>{t('redirects.preview.note')}</dt>
            <dd className="facts__text">{content.note}</dd>
          </div>
        ) : null}
      </dl>
      <div className={live ? 'notice notice--success' : 'notice'}>
        <p>{live ? t('redirects.preview.live', { source, target: live.target, status: live.status }) : t('redirects.preview.notLive', { source: source || '—' })}</p>
      </div>
    </div>
  );
}
