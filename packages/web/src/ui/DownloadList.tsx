import { text } from '@/content/fields';
import type { DownloadBlok } from '@/content/types';
import { editableAttributes } from '@/content/editable';
import { DocumentLink } from './DocumentLink';

const fileOf = (download: DownloadBlok) => text(download.file?.filename);

/** `download` blocks that have a file. */
export const withFiles = (downloads: DownloadBlok[]) => downloads.filter((d) => fileOf(d));

/** Download blocks as links by the document rules, with the document's language. */
export function DownloadList({ downloads }: { downloads: DownloadBlok[] }) {
  return (
    <ul className="download-list">
      {withFiles(downloads).map((download) => (
        <li key={download._uid} {...editableAttributes(download)}>
          <DocumentLink address={fileOf(download)}>{text(download.title)}</DocumentLink>
          {text(download.language) ? <span className="download-list__lang"> ({text(download.language).toUpperCase()})</span> : null}
        </li>
      ))}
    </ul>
  );
}
