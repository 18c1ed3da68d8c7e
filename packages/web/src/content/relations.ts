/**
 * Relation fields resolved into stories wherever a story is read: by the content module, and by the
 * visual editor's bridge, which resolves them the same way in the unsaved story it delivers.
 */
export const RELATION_FIELDS = ['product.accessories', 'reference.product', 'manual.product', 'manual-legacy.product'] as const;
