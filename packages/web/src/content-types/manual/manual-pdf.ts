/** The browser side of the manual PDF service (`/pdf/manual`, the PDF function on the site's own origin). */
import { fetchSiteApi } from '../../lib/site-api';

export const manualPdfPath = (id: number, lang: string) => `/pdf/manual?${new URLSearchParams({ id: String(id), lang })}`;

export class PdfDownloadError extends Error {}

/** the file name the service gives in Content-Disposition */
function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? 'manual.pdf';
}

/** Reads the body, reporting whole percentages when the size is known. */
async function readBody(response: Response, onProgress: (percent: number) => void): Promise<Blob> {
  const total = Number(response.headers.get('content-length'));
  if (!response.body || !total) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(Math.min(100, Math.round((received / total) * 100)));
  }
  return new Blob(chunks, { type: 'application/pdf' });
}

/**
 * Fetches the PDF (the service renders it first when it is not cached) and hands it to the browser as
 * a download; a failed request is a SiteApiError, an answer that is not a PDF a PdfDownloadError.
 */
export async function downloadManualPdf(path: string, onProgress: (percent: number) => void): Promise<void> {
  const response = await fetchSiteApi(path, { headers: { accept: 'application/pdf' } });
  const type = response.headers.get('content-type');
  if (!type?.startsWith('application/pdf')) throw new PdfDownloadError(`The PDF service answered ${type ?? 'without a type'}`);
  const blob = await readBody(response, onProgress);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response);
  document.body.append(link);
  link.click();
  link.remove();
  // released once the browser has surely started saving it
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
