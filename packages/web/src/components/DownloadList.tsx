import { text } from '@/lib/content/fields';
import type { Blok } from '@/lib/content/types';
import { DocumentLink } from './DocumentLink';

const fileOf = (download: Blok) => text((download.file as { filename?: string } | undefined)?.filename);

/** `download` blocks that have a file. */
export const withFiles = (downloads: Blok[]) => downloads.filter((d) => fileOf(d));

/** Download blocks as links by the document rules, with the document's language. */
export function DownloadList({ downloads }: { downloads: Blok[] }) {
  return (
    <ul className="download-list">
      {withFiles(downloads).map((download) => (
        <li key={download._uid}>
          <DocumentLink address={fileOf(download)}>{text(download.title)}</DocumentLink>
          {text(download.language) ? <span className="download-list__lang"> ({text(download.language).toUpperCase()})</span> : null}
        </li>
      ))}
    </ul>
  );
}
