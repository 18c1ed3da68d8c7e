import type { ReactNode } from 'react';
import { documentContext, resolveDocument } from '@/lib/documents';

/** A link to a document by the document-link rules: video in a new tab, own host in the same tab, others as a download. */
export function DocumentLink({ address, className, children }: { address: string; className?: string; children: ReactNode }) {
  const document = resolveDocument(address, documentContext());
  return (
    <a
      href={document.href}
      className={className}
      {...(document.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...(document.download ? { download: '' } : {})}
    >
      {children}
    </a>
  );
}
