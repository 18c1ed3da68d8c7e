import { ContentImage } from '@/ui/ContentImage';
import { siteConfig } from '@/config';
import { translator } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { assetOf, bloks, text } from '@/content/fields';
import type { ProductBlok, SiteSettings, Story } from '@/content/types';
import { formatDate } from '@/lib/dates';
import { KEY_FACTS } from './datasheet';
import { productTagline } from './product-facts';

/** A CSS string literal: the running footer shows content text. */
const cssString = (value: string) => `"${value.replace(/["\\]/g, '\\$&').replace(/[\n\r]+/g, ' ')}"`;

/**
 * A product's data sheet as a print document (app/pdf-renderer/datasheet prints it, the PDF service makes
 * it a PDF): page 1 the cover (name, claim, render, key facts), page 2 the technical data and the company's
 * contact. Made from the product's own fields, as its page shows them.
 */
export function ProductDatasheet({ story, locale, settings }: { story: Story<ProductBlok>; locale: Locale; settings: SiteSettings | null }) {
  const t = translator(locale);
  const content = story.content;
  const title = t('datasheet.title', { product: story.name });
  const [hero] = bloks(content.hero);
  const image = assetOf(content.image) ?? assetOf(hero?.image);
  const rows = bloks(content.technical_data);
  const keyFacts = rows.slice(0, KEY_FACTS);
  const tagline = productTagline(story);
  const description = text(content.description);
  const slogan = text(hero?.headline);
  const heroText = hero?.text ? text(hero.text) : '';
  const category = text(content.category);
  const issued = story.publishedAt ? formatDate(story.publishedAt, locale) : '';
  const organisation = siteConfig.organisation.name;
  const footer = settings?.footer;
  const street = footer?.street || settings?.street || '';
  const city = footer?.city || settings?.city || '';
  const phone = footer?.phone || settings?.phone || '';
  const email = footer?.email ?? '';
  const site = new URL(siteConfig.siteUrl).host;
  const runningFooter = [title, issued ? t('datasheet.issued', { date: issued }) : ''].filter(Boolean).join(' · ');

  return (
    <>
      <title>{title}</title>
      <style>{`@page { @bottom-left { content: ${cssString(runningFooter)}; } }`}</style>
      <section className="sheet-cover" aria-labelledby="product-name">
        <header className="sheet-band">
          <img className="sheet-band__logo" src="/logo-light.svg" alt={organisation} width={200} height={36} />
          <p className="sheet-band__label">{t('datasheet.label')}</p>
        </header>
        <div className="sheet-intro">
          {category ? <p className="sheet-eyebrow">{t(`product.category.${category}` as Parameters<typeof t>[0])}</p> : null}
          <h1 id="product-name">{story.name}</h1>
          {tagline ? <p className="sheet-claim">{tagline}</p> : null}
          {description ? <p className="sheet-lead">{description}</p> : null}
        </div>
        {image ? (
          <figure className="sheet-render">
            <ContentImage src={image.filename} alt={image.alt ?? ''} width={800} height={600} priority sizes="160mm" />
          </figure>
        ) : null}
        {keyFacts.length ? (
          <section className="sheet-facts" aria-labelledby="key-facts">
            <h2 id="key-facts">{t('datasheet.keyFacts')}</h2>
            <dl>
              {keyFacts.map((row) => (
                <div key={row._uid}>
                  <dt>{text(row.label)}</dt>
                  <dd>{text(row.value)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
      </section>
      <section className="sheet-details" aria-labelledby="technical-data">
        <p className="sheet-running">
          <span>{story.name}</span>
          <span>{t('datasheet.label')}</span>
        </p>
        {slogan || heroText ? (
          <div className="sheet-summary">
            {slogan ? <h2>{slogan}</h2> : null}
            {heroText ? <p>{heroText}</p> : null}
          </div>
        ) : null}
        <h2 id="technical-data">{t('datasheet.technicalData')}</h2>
        <table className="sheet-table">
          <tbody>
            {rows.map((row) => (
              <tr key={row._uid}>
                <th scope="row">{text(row.label)}</th>
                <td>{text(row.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <footer className="sheet-contact">
          <img className="sheet-contact__logo" src="/logo.svg" alt="" width={200} height={36} />
          <address>
            <strong>{organisation}</strong>
            {street ? <span>{street}</span> : null}
            {city ? <span>{city}</span> : null}
          </address>
          <address>
            <strong>{t('datasheet.contact')}</strong>
            {phone ? <span>{phone}</span> : null}
            {email ? <span>{email.replace(/^mailto:/, '')}</span> : null}
            <span>{site}</span>
          </address>
          <p className="sheet-contact__note">
            {issued ? `${t('datasheet.issued', { date: issued })} · ` : ''}
            {t('datasheet.disclaimer')}
          </p>
        </footer>
      </section>
    </>
  );
}
