import { ContentImage } from '@/ui/ContentImage';
import { ContentLink } from '@/ui/ContentLink';
import { SectionHead } from '@/ui/SectionHead';
import { siteConfig } from '@/config';
import { translator } from '@/i18n/messages';
import { assetOf, text } from '@/content/fields';
import { siteData } from '@/content/request-content';
import type { ProductBlok, ProductLineupBlok, Story } from '@/content/types';
import { editableAttributes } from '@/content/editable';
import { resolveLink, storyHref } from '@/lib/links';
import type { BlockProps } from '@/blocks/types';
import { PRODUCT_CATEGORIES, productTagline, type ProductCategory } from './product-facts';

/** `product-line-up`: the products as cards with their render and tagline, grouped by category. */
export async function ProductLineup({ blok, locale }: BlockProps<ProductLineupBlok>) {
  const t = translator(locale);
  const { products } = await siteData(locale);
  const chosen = (blok.categories ?? []).filter((category): category is ProductCategory => (PRODUCT_CATEGORIES as readonly string[]).includes(category));
  const groups = (chosen.length ? chosen : PRODUCT_CATEGORIES)
    .map((category) => ({ category, products: products.filter((product) => product.content.category === category) }))
    .filter((group) => group.products.length);
  const link = resolveLink(blok.link, { locale, ...siteConfig });
  return (
    <section className="section section--spacious product-lineup" {...editableAttributes(blok)}>
      <div className="container">
        <SectionHead headline={text(blok.headline)} intro={text(blok.intro)} />
        {groups.map((group) => (
          <div key={group.category} className="product-lineup__group">
            {groups.length > 1 ? <h3 className="product-lineup__category">{t(`product.category.${group.category}`)}</h3> : null}
            <ul className="product-lineup__list">
              {group.products.map((product) => (
                <li key={product.uuid}>
                  <LineupCard product={product} locale={locale} headingLevel={groups.length > 1 ? 4 : 3} />
                </li>
              ))}
            </ul>
          </div>
        ))}
        {link && text(blok.link_label) ? (
          <p className="section__more">
            <ContentLink className="button" link={link}>
              {text(blok.link_label)}
            </ContentLink>
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** `headingLevel`: below the category's heading where the line-up has several */
function LineupCard({ product, locale, headingLevel }: { product: Story<ProductBlok>; locale: BlockProps['locale']; headingLevel: 3 | 4 }) {
  const image = assetOf(product.content.image);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card lineup-card">
      {image ? <ContentImage className="card__image card__image--contain" src={image.filename} alt="" width={800} height={600} sizes="(max-width: 700px) 100vw, 25vw" /> : null}
      <div className="card__body">
        <Heading className="card__title">
          <a href={storyHref(product.fullSlug, locale)}>{product.name}</a>
        </Heading>
        <p>{productTagline(product) || text(product.content.description)}</p>
      </div>
    </article>
  );
}
