import { ContentLink } from '@/ui/ContentLink';
import { DocumentLink } from '@/ui/DocumentLink';
import { downloadFactsText } from '@/ui/DownloadList';
import { siteConfig } from '@/config';
import { translator } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { text } from '@/content/fields';
import type { DownloadBlok, ProductBlok, SiteSettings, Story } from '@/content/types';
import { resolveLink } from '@/lib/links';
import { quoteHref } from '@/features/forms/quote';

/**
 * The product page's call-to-action bar: request a quote (the contact form, its subject naming the product),
 * find a partner, the data sheet with its format and size. It sits under the product's hero and stays
 * in reach below the header while the visitor scrolls.
 */
export async function ProductActions({ story, locale, settings, downloads }: { story: Story<ProductBlok>; locale: Locale; settings: SiteSettings | null; downloads: DownloadBlok[] }) {
  const t = translator(locale);
  const context = { locale, ...siteConfig };
  const contact = resolveLink(settings?.contactPage, context);
  const partner = resolveLink(settings?.partnerPage, context);
  const datasheet = downloads.find((download) => text(download.doc_type) === 'datasheet');
  if (!contact && !partner && !datasheet) return null;
  const datasheetFacts = datasheet ? await downloadFactsText(datasheet, locale) : '';
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
          {datasheet ? (
            <DocumentLink className="button button--ghost" address={text(datasheet.file?.filename)}>
              {t('product.datasheet')}
              {datasheetFacts ? <span className="product-bar__facts">{datasheetFacts}</span> : null}
            </DocumentLink>
          ) : null}
        </div>
      </div>
    </nav>
  );
}
