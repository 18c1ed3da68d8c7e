import { ContentImage } from '@/ui/ContentImage';
import { EmbedFrame } from '@/blocks/Embed';
import { DownloadList, withFiles } from '@/ui/DownloadList';
import { JsonLd } from '@/ui/JsonLd';
import { RichText } from '@/ui/RichText';
import { StoryCard } from '@/ui/StoryCard';
import { siteConfig } from '@/config';
import { translator } from '@/i18n/messages';
import { localePath } from '@/i18n/routing';
import { assetOf, bloks, richText, text } from '@/content/fields';
import { relatedStories } from '@/content/mapping';
import { siteData } from '@/content/request-content';
import type { ProductBlok } from '@/content/types';
import { editableAttributes } from '@/content/editable';
import { embedSource } from '@/features/consent/embeds';
import { pageUrl } from '@/lib/seo';
import { ProductActions } from './ProductActions';
import { datasheetFactsText, datasheetPdfPath, KEY_FACTS } from './datasheet';
import { productSiblings, productTagline } from './product-facts';
import { productJsonLd } from './structured-data';
import type { LayoutProps } from '../types';

/**
 * A product page that sells: the product's name, tagline, render and key facts first, a call-to-action bar
 * that stays in reach (request a quote, find a partner, data sheet), downloads beside the overview, then the
 * details, accessories and the products to compare it with.
 */
export async function ProductLayout({ story, locale, renderBlocks }: LayoutProps<ProductBlok>) {
  const t = translator(locale);
  const content = story.content;
  const { settings, products } = await siteData(locale);
  const [hero] = bloks(content.hero);
  const image = assetOf(content.image) ?? assetOf(hero?.image);
  const rows = bloks(content.technical_data);
  // the product's data sheet is the one generated from it (below): a data sheet file of its own would be a second one
  const downloads = withFiles(bloks(content.downloads)).filter((download) => text(download.doc_type) !== 'datasheet');
  const datasheetFacts = await datasheetFactsText(story, locale);
  const datasheet = { title: t('datasheet.title', { product: story.name }), href: datasheetPdfPath(story.id, locale), facts: datasheetFacts, language: locale };
  const accessories = relatedStories(content.accessories);
  const siblings = productSiblings(story, products);
  const [video] = bloks(content.video);
  const tagline = productTagline(story);
  const slogan = text(hero?.headline);
  const parentPath = story.paths[locale].split('/').slice(0, -1).join('/');
  return (
    <article className="product" {...editableAttributes(content)}>
      <header className="product-hero">
        <div className="container product-hero__inner">
          {parentPath ? (
            <a className="product-hero__back" href={localePath(locale, parentPath)}>
              {t('product.allProducts')}
            </a>
          ) : null}
          <div className="product-hero__text">
            <h1 className="product-hero__name">{story.name}</h1>
            {tagline ? <p className="product-hero__tagline">{tagline}</p> : null}
            {text(content.description) ? <p className="product-hero__lead">{text(content.description)}</p> : null}
            {rows.length ? (
              <dl className="key-facts" aria-label={t('product.keyFacts')}>
                {rows.slice(0, KEY_FACTS).map((row) => (
                  <div key={row._uid} className="key-facts__item">
                    <dt>{text(row.label)}</dt>
                    <dd>{text(row.value)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </div>
          {image ? (
            <div className="product-hero__media">
              <ContentImage src={image.filename} alt={image.alt ?? ''} width={800} height={600} priority sizes="(max-width: 860px) 100vw, 45vw" />
            </div>
          ) : null}
        </div>
      </header>
      <ProductActions story={story} locale={locale} settings={settings} datasheetFacts={datasheetFacts} />
      <section className="container section product-overview">
        {/* the hero block's slogan and text introduce the overview: its marker sits here */}
        <div className="product-overview__text" {...(hero ? editableAttributes(hero) : {})}>
          {slogan ? <h2>{slogan}</h2> : null}
          {hero?.text ? <p className="lead">{hero.text}</p> : null}
          <RichText document={richText(content.intro)} locale={locale} headingLevel={3} renderBlocks={renderBlocks} />
        </div>
        <aside className="product-overview__downloads" aria-labelledby="downloads">
          <h2 id="downloads">{t('product.downloads')}</h2>
          <DownloadList downloads={downloads} locale={locale} generated={datasheet} />
        </aside>
      </section>
      {rows.length ? (
        <section className="container section" aria-labelledby="technical-data">
          <h2 id="technical-data">{t('product.technicalData')}</h2>
          <table className="data-table">
            <tbody>
              {rows.map((row) => (
                <tr key={row._uid} {...editableAttributes(row)}>
                  <th scope="row">{text(row.label)}</th>
                  <td>{text(row.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {video && embedSource(video) ? (
        <section className="container section" aria-labelledby="video" {...editableAttributes(video)}>
          <h2 id="video">{t('product.video')}</h2>
          <EmbedFrame blok={video} locale={locale} fallbackTitle={story.name} />
        </section>
      ) : null}
      {richText(content.safety_notes) ? (
        <section className="container section" aria-labelledby="safety">
          <div className="notice notice--warning">
            <h2 id="safety">{t('product.safety')}</h2>
            <RichText document={richText(content.safety_notes)} locale={locale} headingLevel={3} renderBlocks={renderBlocks} />
          </div>
        </section>
      ) : null}
      {accessories.length ? (
        <section className="container section" aria-labelledby="accessories">
          <h2 id="accessories">{t('product.accessories')}</h2>
          <div className="card-grid">
            {accessories.map((accessory) => (
              <StoryCard key={accessory.uuid} story={accessory} locale={locale} />
            ))}
          </div>
        </section>
      ) : null}
      {siblings.length ? (
        <section className="section section--surface product-siblings" aria-labelledby="siblings">
          <div className="container">
            <h2 id="siblings">{t('product.siblings')}</h2>
            <div className="card-grid">
              {siblings.map((sibling) => (
                <StoryCard key={sibling.uuid} story={sibling} locale={locale} facts={bloks(sibling.content.technical_data).slice(0, 3)} />
              ))}
            </div>
          </div>
        </section>
      ) : null}
      <JsonLd
        data={productJsonLd({
          name: text(content.family) || story.name,
          description: text(content.description),
          image: image?.filename,
          brand: siteConfig.organisation.name,
          url: pageUrl(siteConfig.siteUrl, locale, story.paths[locale]),
        })}
      />
    </article>
  );
}
