/** A product page's quote request: the contact page's address names the product, and the contact form's subject says so. */
export const QUOTE_PRODUCT_PARAMETER = 'product';

/** The contact page's address for a quote request about a product. */
export const quoteHref = (contactHref: string, product: string) =>
  `${contactHref}${contactHref.includes('?') ? '&' : '?'}${new URLSearchParams({ [QUOTE_PRODUCT_PARAMETER]: product })}`;

/** The product a visit to the contact page asks a quote for (a product name is short; anything longer is not one). */
export function quotedProduct(search: string): string | null {
  const product = new URLSearchParams(search).get(QUOTE_PRODUCT_PARAMETER)?.trim();
  return product && product.length <= 60 && !/[\r\n]/.test(product) ? product : null;
}
