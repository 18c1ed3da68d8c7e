import type { ReactNode } from 'react';
import { documentContext, resolveDocument, resolveInfoCenterFile } from '@/lib/documents';

/** A link to a document by the document-link rules: video in a new tab, own host in the same tab, others as a download. */
export function DocumentLink({
  address,
  docType,
  className,
  children,
}: {
  address: string;
  /** an info-center document's type (its `doc_type` datasource value): some types are always downloaded directly */
  docType?: string;
  className?: string;
  children: ReactNode;
}) {
  const document = docType === undefined ? resolveDocument(address, documentContext()) : resolveInfoCenterFile(address, docType, documentContext());
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
