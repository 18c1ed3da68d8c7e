import { ContentImage } from '@/ui/ContentImage';
import { EmbedFrame } from '@/blocks/Embed';
import { DownloadList, withFiles } from '@/ui/DownloadList';
import { JsonLd } from '@/ui/JsonLd';
import { RichText } from '@/ui/RichText';
import { StoryCard } from '@/ui/StoryCard';
import { siteConfig } from '@/config';
import { translator } from '@/i18n/messages';
import { assetOf, bloks, richText, text } from '@/content/fields';
import { relatedStories } from '@/content/mapping';
import type { ProductBlok } from '@/content/types';
import { editableAttributes } from '@/content/editable';
import { embedSource } from '@/features/consent/embeds';
import { pageUrl } from '@/lib/seo';
import { productJsonLd } from './structured-data';
import type { LayoutProps } from '../types';

export function ProductLayout({ story, locale, renderBlocks }: LayoutProps<ProductBlok>) {
  const t = translator(locale);
  const content = story.content;
  const image = assetOf(content.image);
  const rows = bloks(content.technical_data);
  const downloads = withFiles(bloks(content.downloads));
  const accessories = relatedStories(content.accessories);
  const [video] = bloks(content.video);
  const title = text(content.title) || story.name;
  return (
    <article className="product" {...editableAttributes(content)}>
      {renderBlocks(bloks(content.hero))}
      <div className="container product__intro">
        {bloks(content.hero).length ? <h2>{title}</h2> : <h1>{title}</h1>}
        <div className="product__columns">
          <RichText document={richText(content.intro)} locale={locale} headingLevel={3} renderBlocks={renderBlocks} />
          {image ? <ContentImage src={image.filename} alt={image.alt ?? ''} width={800} height={600} sizes="(max-width: 900px) 100vw, 40vw" /> : null}
        </div>
      </div>
      {rows.length ? (
        <section className="container section" aria-labelledby="technical-data">
          <h2 id="technical-data">{t('product.technicalData')}</h2>
          <div className="table-scroll">
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
          </div>
        </section>
      ) : null}
      {video && embedSource(video) ? (
        <section className="container section" aria-labelledby="video" {...editableAttributes(video)}>
          <h2 id="video">{t('product.video')}</h2>
          <EmbedFrame blok={video} locale={locale} fallbackTitle={title} />
        </section>
      ) : null}
      {downloads.length ? (
        <section className="container section" aria-labelledby="downloads">
          <h2 id="downloads">{t('product.downloads')}</h2>
          <DownloadList downloads={downloads} />
        </section>
      ) : null}
      {richText(content.safety_notes) ? (
        <section className="container section notice" aria-labelledby="safety">
          <h2 id="safety">{t('product.safety')}</h2>
          <RichText document={richText(content.safety_notes)} locale={locale} headingLevel={3} renderBlocks={renderBlocks} />
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
