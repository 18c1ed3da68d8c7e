'use client';
import { createContext, useContext, type ReactNode } from 'react';
import { translate, type ClientTexts } from '@/i18n/client-texts';
import type { MessageKey } from '@/i18n/messages';

export type PageStateTextKey = Extract<MessageKey, `404.${string}` | `error.${string}`>;

const PageStateTextsContext = createContext<ClientTexts<PageStateTextKey> | null>(null);

/**
 * The 404 and error pages' texts in the page's language. Those pages render in the browser without props
 * from the server, so the language's layout hands them these few texts once.
 */
export function PageStateTexts({ texts, children }: { texts: ClientTexts<PageStateTextKey>; children: ReactNode }) {
  return <PageStateTextsContext value={texts}>{children}</PageStateTextsContext>;
}

export function usePageStateTexts() {
  const texts = useContext(PageStateTextsContext);
  if (!texts) throw new Error('usePageStateTexts needs the PageStateTexts of the language layout');
  return { t: translate(texts), locale: texts.locale };
}
