import { ContentLink } from '@/ui/ContentLink';
import { siteConfig } from '@/config';
import { translator } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import type { ProductBlok, SiteSettings, Story } from '@/content/types';
import { resolveLink } from '@/lib/links';
import { quoteHref } from '@/features/forms/quote';
import { datasheetPdfPath } from './datasheet';

/**
 * The product page's call-to-action bar: request a quote (the contact form, its subject naming the product),
 * find a partner, the data sheet (generated from the product in the page's language) with its format and
 * size. It sits under the product's hero and stays in reach below the header while the visitor scrolls.
 */
export function ProductActions({ story, locale, settings, datasheetFacts }: { story: Story<ProductBlok>; locale: Locale; settings: SiteSettings | null; datasheetFacts: string }) {
  const t = translator(locale);
  const context = { locale, ...siteConfig };
  const contact = resolveLink(settings?.contactPage, context);
  const partner = resolveLink(settings?.partnerPage, context);
  const quote = contact && !contact.external ? quoteHref(contact.href, story.name) : null;
  return (
    <nav className="product-bar" aria-label={t('product.actions')}>
      <div className="container product-bar__inner">
        <p className="product-bar__name" aria-hidden="true">
          {story.name}
        </p>
        <div className="product-bar__actions">
          {quote ? (
            <a className="button button--accent" href={quote}>
              {t('product.requestQuote')}
            </a>
          ) : null}
          {partner ? (
            <ContentLink className="button" link={partner}>
              {t('product.findPartner')}
            </ContentLink>
          ) : null}
          <a className="button button--ghost" href={datasheetPdfPath(story.id, locale)} download="">
            {t('product.datasheet')}
            {datasheetFacts ? <span className="product-bar__facts">{datasheetFacts}</span> : null}
          </a>
        </div>
      </div>
    </nav>
  );
}
