import type { MessageKey } from '@/i18n/messages';

/** what the download button and the find-in-manual box (client components) receive of the texts */
export const MANUAL_DOWNLOAD_TEXTS = ['manual.download', 'manual.generating', 'manual.receiving', 'manual.downloadError', 'manual.retry', 'manual.downloaded'] as const satisfies readonly MessageKey[];
export const MANUAL_SEARCH_TEXTS = ['manual.search', 'manual.searchPlaceholder', 'manual.matches', 'manual.noMatches', 'manual.previous', 'manual.next', 'manual.inChapter'] as const satisfies readonly MessageKey[];
export type ManualDownloadTextKey = (typeof MANUAL_DOWNLOAD_TEXTS)[number];
export type ManualSearchTextKey = (typeof MANUAL_SEARCH_TEXTS)[number];
