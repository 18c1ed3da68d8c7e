import { ContentLink } from '@/ui/ContentLink';
import { siteConfig } from '@/config';
import { text } from '@/content/fields';
import type { CtaBandBlok } from '@/content/types';
import { editableAttributes } from '@/content/editable';
import { resolveLink } from '@/lib/links';
import type { BlockProps } from './types';

/** `cta-band`: the next step, asked plainly: a heading, a sentence and one or two buttons. */
export function CtaBand({ blok, locale }: BlockProps<CtaBandBlok>) {
  const context = { locale, ...siteConfig };
  const primary = resolveLink(blok.link, context);
  const secondary = resolveLink(blok.secondary_link, context);
  const accent = blok.tone === 'accent';
  return (
    <section className={`cta-band cta-band--${accent ? 'accent' : 'brand'}`} {...editableAttributes(blok)}>
      <div className="container cta-band__inner">
        <div>
          <h2 className="cta-band__headline">{text(blok.headline)}</h2>
          {text(blok.text) ? <p className="cta-band__text">{text(blok.text)}</p> : null}
        </div>
        <div className="cta-row">
          {primary && text(blok.link_label) ? (
            <ContentLink className={`button button--large ${accent ? 'button--primary' : 'button--accent'}`} link={primary}>
              {text(blok.link_label)}
            </ContentLink>
          ) : null}
          {secondary && text(blok.secondary_label) ? (
            <ContentLink className={`button button--large ${accent ? '' : 'button--on-dark'}`} link={secondary}>
              {text(blok.secondary_label)}
            </ContentLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
