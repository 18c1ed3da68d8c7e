import { StoryCard } from '@/ui/StoryCard';
import { editableAttributes } from '@/content/editable';
import { storiesOfType } from '@/content/request-content';
import type { BlockProps } from '@/blocks/types';

/** All products as cards. */
export async function ProductList({ blok, locale }: BlockProps) {
  const products = await storiesOfType('product', locale, 'position:asc');
  return (
    <section className="container section card-grid" {...editableAttributes(blok)}>
      {products.map((product) => (
        <StoryCard key={product.uuid} story={product} locale={locale} headingLevel={2} />
      ))}
    </section>
  );
}
