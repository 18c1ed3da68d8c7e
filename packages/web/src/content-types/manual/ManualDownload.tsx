'use client';
import { useRef, useState, type MouseEvent } from 'react';
import { translate, type ClientTexts } from '@/i18n/client-texts';
import type { ManualDownloadTextKey } from './texts';
import { downloadManualPdf, manualPdfPath } from '@/content-types/manual/manual-pdf';

type DownloadState = { phase: 'idle' } | { phase: 'generating' } | { phase: 'receiving'; percent: number } | { phase: 'done' } | { phase: 'failed' };

/**
 * The manual's PDF download. Without its script it is a plain link to the PDF; with it, the visitor
 * sees the spec's "being generated" state with progress, then the file downloads, and a failure
 * says so and offers a retry.
 */
export function ManualDownload({ id, texts }: { id: number; texts: ClientTexts<ManualDownloadTextKey> }) {
  const [state, setState] = useState<DownloadState>({ phase: 'idle' });
  const running = useRef(false);
  const t = translate(texts);
  const href = manualPdfPath(id, texts.locale);

  async function start(event?: MouseEvent) {
    event?.preventDefault();
    if (running.current) return;
    running.current = true;
    setState({ phase: 'generating' });
    try {
      await downloadManualPdf(href, (percent) => setState({ phase: 'receiving', percent }));
      setState({ phase: 'done' });
    } catch {
      setState({ phase: 'failed' });
    } finally {
      running.current = false;
    }
  }

  const busy = state.phase === 'generating' || state.phase === 'receiving';
  return (
    <div className="manual-download">
      <a className="button" href={href} download onClick={start} aria-disabled={busy || undefined}>
        {t('manual.download')}
      </a>
      <div className="manual-download__status" role="status" aria-live="polite">
        {busy ? (
          <>
            <span>{state.phase === 'receiving' ? t('manual.receiving', { percent: state.percent }) : t('manual.generating')}</span>
            <progress max={100} value={state.phase === 'receiving' ? state.percent : undefined} aria-hidden="true" />
          </>
        ) : state.phase === 'done' ? (
          t('manual.downloaded')
        ) : null}
      </div>
      {state.phase === 'failed' ? (
        <p className="manual-download__error" role="alert">
          {t('manual.downloadError')}{' '}
          <button type="button" className="link-button" onClick={() => void start()}>
            {t('manual.retry')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
