import { text } from '@/content/fields';
import type { ProductBlok, Story } from '@/content/types';

/** how many products a product page offers to compare with */
const SIBLINGS = 4;

/** The product's tagline: its title without the leading "Name – " (titles read "AC-THOR – the PV power manager …"). */
export function productTagline(story: Story<ProductBlok>): string {
  const title = text(story.content.title);
  const prefix = new RegExp(`^${story.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*[–—-]\\s*`, 'i');
  return title.replace(prefix, '') === title && title === story.name ? '' : title.replace(prefix, '');
}

/** The product categories, in the order the line-up shows them (the model's `category` options). */
export const PRODUCT_CATEGORIES = ['heating-rod', 'power-manager', 'metering', 'monitoring', 'interface'] as const satisfies readonly NonNullable<ProductBlok['category']>[];
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** the kinds of product that are devices a visitor chooses between; the others complement them */
const DEVICE_CATEGORIES: readonly string[] = ['heating-rod', 'power-manager'] satisfies ProductCategory[];
const isDevice = (product: Story<ProductBlok>) => DEVICE_CATEGORIES.includes(text(product.content.category));

/**
 * The products to compare a product with: those of its own category first, then the others of its kind
 * (devices beside devices, meters, apps and interfaces beside each other), in the products' order.
 */
export function productSiblings(product: Story<ProductBlok>, products: Story<ProductBlok>[]): Story<ProductBlok>[] {
  const category = text(product.content.category);
  const others = products.filter((p) => p.uuid !== product.uuid && isDevice(p) === isDevice(product));
  const sameCategory = others.filter((p) => text(p.content.category) === category);
  return [...sameCategory, ...others.filter((p) => !sameCategory.includes(p))].slice(0, SIBLINGS);
}
