import { text } from '@/content/fields';
import type { DownloadBlok } from '@/content/types';
import { editableAttributes } from '@/content/editable';
import type { Locale } from '@/i18n/routing';
import { documentContext, documentHref } from '@/lib/documents';
import { documentFacts, documentFactsText } from '@/lib/document-facts';
import { DocumentLink } from './DocumentLink';

const fileOf = (download: DownloadBlok) => text(download.file?.filename);

/** `download` blocks that have a file. */
export const withFiles = (downloads: DownloadBlok[]) => downloads.filter((d) => fileOf(d));

/** "PDF · 1.2 MB" of a download's file (the format alone when its size cannot be known). */
export const downloadFactsText = async (download: DownloadBlok, locale: Locale) =>
  documentFactsText(await documentFacts(documentHref(fileOf(download), documentContext())), locale);

/** A document generated for the page (a product's data sheet): listed first, on the site's own origin. */
export interface GeneratedDownload {
  title: string;
  href: string;
  /** "PDF · 180 KB" */
  facts: string;
  language: string;
}

const DownloadIcon = () => (
  <svg className="download-list__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M6 2h8l5 5v15H6z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    <path d="M14 2v5h5M12 11v6m-3-3 3 3 3-3" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** Download blocks as links by the document rules, with the file's format, size and language; a generated document first. */
export async function DownloadList({ downloads, locale, generated }: { downloads: DownloadBlok[]; locale: Locale; generated?: GeneratedDownload }) {
  const files = withFiles(downloads);
  const facts = await Promise.all(files.map((download) => downloadFactsText(download, locale)));
  return (
    <ul className="download-list">
      {generated ? (
        <li>
          <DownloadIcon />
          <a href={generated.href} download="">
            {generated.title}
          </a>
          <span className="download-list__meta">{[generated.facts, generated.language.toUpperCase()].filter(Boolean).join(' · ')}</span>
        </li>
      ) : null}
      {files.map((download, index) => (
        <li key={download._uid} {...editableAttributes(download)}>
          <DownloadIcon />
          <DocumentLink address={fileOf(download)}>{text(download.title)}</DocumentLink>
          <span className="download-list__meta">{[facts[index], text(download.language).toUpperCase()].filter(Boolean).join(' · ')}</span>
        </li>
      ))}
    </ul>
  );
}
