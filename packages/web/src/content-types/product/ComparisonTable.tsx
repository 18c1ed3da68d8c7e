import { ContentImage } from '@/ui/ContentImage';
import { SectionHead } from '@/ui/SectionHead';
import { translator } from '@/i18n/messages';
import { assetOf, bloks, text, chosenStories } from '@/content/fields';
import { siteData } from '@/content/request-content';
import type { ComparisonTableBlok } from '@/content/types';
import { editableAttributes } from '@/content/editable';
import { storyHref } from '@/lib/links';
import type { BlockProps } from '@/blocks/types';

/**
 * `comparison-table`: products side by side by their technical data. The rows are the first product's
 * labels, in its order; a product without a row's label shows a dash. Wider than a phone, the table scrolls.
 */
export async function ComparisonTable({ blok, locale }: BlockProps<ComparisonTableBlok>) {
  const t = translator(locale);
  const { products } = await siteData(locale);
  const chosen = chosenStories(blok.products, products);
  if (chosen.length < 2) return null;
  const valuesOf = chosen.map((product) => new Map(bloks(product.content.technical_data).map((row) => [text(row.label), text(row.value)])));
  const labels = [...valuesOf[0]!.keys()].slice(0, blok.rows && blok.rows > 0 ? blok.rows : undefined);
  return (
    <section className="section section--spacious comparison" {...editableAttributes(blok)}>
      <div className="container">
        <SectionHead headline={text(blok.headline)} intro={text(blok.intro)} />
        <div className="table-scroll" tabIndex={0} role="region" aria-label={text(blok.headline) || t('product.siblings')}>
          <table className="comparison__table">
            <thead>
              <tr>
                <td />
                {chosen.map((product) => {
                  const image = assetOf(product.content.image);
                  return (
                    <th key={product.uuid} scope="col">
                      {image ? <ContentImage className="comparison__image" src={image.filename} alt="" width={800} height={600} sizes="10rem" /> : null}
                      <a href={storyHref(product.fullSlug, locale)}>{product.name}</a>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {labels.map((label) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {valuesOf.map((values, index) => (
                    <td key={chosen[index]!.uuid}>{values.get(label) || '–'}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
