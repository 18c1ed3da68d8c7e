/** The product page's schema.org data. */
export function productJsonLd({ name, description, image, brand, url }: { name: string; description: string; image?: string; brand: string; url: string }) {
  return { '@context': 'https://schema.org', '@type': 'Product', name, description, image, brand: { '@type': 'Brand', name: brand }, url };
}
