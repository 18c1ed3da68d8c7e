import type { Messages } from '@/i18n/messages';
import type { FilterableListLabels } from './FilterableList';

/** A filterable list's texts in the visitor's language. */
export const listLabels = (t: Messages): FilterableListLabels => ({
  search: t['list.search'],
  searchLabel: t['list.searchLabel'],
  all: t['list.all'],
  loadMore: t['list.loadMore'],
  shown: { one: t['list.shown.one'], other: t['list.shown.other'] },
  noResults: t['list.noResults'],
  loading: t['list.loading'],
  loadFailed: t['list.loadFailed'],
  retry: t['list.retry'],
  reset: t['list.reset'],
  open: t['docs.download'],
});
