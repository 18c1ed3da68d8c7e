/**
 * Relation fields resolved into stories wherever a story is read: by the content module, and by the
 * visual editor's bridge, which resolves them the same way in the unsaved story it delivers. Derived from
 * the content model (every field that chooses stories), the list the editor stand-in resolves too.
 */
export { RELATION_FIELDS } from '@pv/cms/relations';
