'use client';
import { useContext, useRef, useState, type ChangeEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { SupportFields } from '@pv/shared';
import { MAX_ATTACHMENTS, MAX_UPLOAD_MB, UPLOAD_TYPES } from '@pv/shared/forms/uploads';
import { FieldIdPrefix } from './island';
import type { FormTranslate } from './text-types';
import { checkFile, postToBucket, presign, trackUpload, type UploadFailure } from './upload';

interface Attachment {
  id: string;
  name: string;
  size: number;
  state: 'uploading' | 'uploaded' | 'refused';
  percent: number;
  failure?: UploadFailure;
}

/** what the file picker offers: the accepted types and their endings (a HEIC photo often comes without its type) */
const ACCEPT = Object.entries(UPLOAD_TYPES)
  .flatMap(([type, endings]) => [type, ...endings.map((ending) => `.${ending}`)])
  .join(',');

const ERROR_KEYS = {
  type: 'form.attachments.error.type',
  size: 'form.attachments.error.size',
  empty: 'form.attachments.error.empty',
  tooMany: 'form.attachments.error.tooMany',
  refused: 'form.attachments.error.refused',
  failed: 'form.attachments.error.failed',
} as const satisfies Record<UploadFailure, string>;

/** a size in the visitor's language: `340 kB`, `2,4 MB`, `2,4 Mo` */
function sizeText(bytes: number, locale: string): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locale, { style: 'unit', unit: megabytes ? 'megabyte' : 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 1 }).format(
    megabytes ? bytes / 1024 / 1024 : Math.max(1, Math.round(bytes / 1024)),
  );
}

let counter = 0;

/**
 * Photos and files of the support form: up to MAX_ATTACHMENTS images or PDFs of at most 10 MB, each
 * uploaded as soon as it is chosen (with its progress) and removable; a refused file says why beside
 * it and takes nothing else of the form with it. The form sends the keys of the files that arrived
 * (`attachments`); a submit waits for the uploads still running (`uploadsSettled`).
 */
export function AttachmentsField({ methods, t, locale }: { methods: UseFormReturn<SupportFields>; t: FormTranslate; locale: string }) {
  const id = `${useContext(FieldIdPrefix)}attachments`;
  const hintId = `${id}-hint`;
  const field = useRef<HTMLDivElement>(null);
  const [items, setItems] = useState<Attachment[]>([]);
  /**
   * the keys of the files that arrived, by item in the order the visitor chose them (null while one
   * uploads): the form's value, kept in step at once (a submit may be waiting)
   */
  const keys = useRef(new Map<string, string | null>());
  const aborts = useRef(new Map<string, AbortController>());

  const update = (itemId: string, change: Partial<Attachment>) => setItems((current) => current.map((item) => (item.id === itemId ? { ...item, ...change } : item)));
  const publishKeys = () => methods.setValue('attachments', [...keys.current.values()].filter((key) => key !== null));

  const refuse = (itemId: string, failure: UploadFailure) => {
    keys.current.delete(itemId);
    update(itemId, { state: 'refused', failure });
  };

  /** presigned, then posted; a removal on the way ends it (nothing of it is sent) */
  async function upload(itemId: string, file: File, type: string): Promise<void> {
    const abort = new AbortController();
    aborts.current.set(itemId, abort);
    try {
      const presigned = await presign({ name: file.name, type, size: file.size });
      if (abort.signal.aborted) return;
      if (typeof presigned === 'string') return refuse(itemId, presigned);
      const outcome = await postToBucket(presigned, file, (percent) => update(itemId, { percent }), abort.signal);
      if (abort.signal.aborted) return;
      if (outcome !== 'stored') return refuse(itemId, outcome);
      keys.current.set(itemId, presigned.key);
      publishKeys();
      update(itemId, { state: 'uploaded', percent: 100 });
    } finally {
      aborts.current.delete(itemId);
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // the same file can be chosen again after a removal
    event.target.value = '';
    let kept = items.filter((item) => item.state !== 'refused').length;
    const added: Attachment[] = [];
    for (const file of files) {
      const item: Attachment = { id: `attachment-${++counter}`, name: file.name, size: file.size, state: 'uploading', percent: 0 };
      const { type, problem } = checkFile(file);
      if (kept >= MAX_ATTACHMENTS) Object.assign(item, { state: 'refused', failure: 'tooMany' });
      else if (problem) Object.assign(item, { state: 'refused', failure: problem });
      else {
        kept += 1;
        keys.current.set(item.id, null);
        trackUpload(field.current?.closest('form'), upload(item.id, file, type).catch(() => refuse(item.id, 'failed')));
      }
      added.push(item);
    }
    // a file refused before stays listed until removed or replaced by the visitor's next choice
    setItems((current) => [...current.filter((item) => item.state !== 'refused'), ...added]);
  }

  function remove(itemId: string) {
    aborts.current.get(itemId)?.abort();
    aborts.current.delete(itemId);
    if (keys.current.delete(itemId)) publishKeys();
    setItems((current) => current.filter((item) => item.id !== itemId));
  }

  const errorId = (item: Attachment) => `${id}-${item.id}-error`;
  const refused = items.filter((item) => item.state === 'refused');
  return (
    <div ref={field} className={`form-field attachments${refused.length ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id}>{t('form.attachments.label')}</label>
      <p id={hintId} className="form-field__hint">
        {t('form.attachments.hint', { max: MAX_ATTACHMENTS, size: MAX_UPLOAD_MB })}
      </p>
      {/* the browser's own picker writes its button and "no file chosen" in the browser's language: it is
          hidden (still focused and opened by keyboard), and a label of the page's language shows instead */}
      <input
        id={id}
        className="attachments__input visually-hidden"
        type="file"
        multiple
        accept={ACCEPT}
        aria-invalid={refused.length ? true : undefined}
        aria-describedby={[hintId, ...refused.map(errorId)].join(' ')}
        onChange={choose}
      />
      <label htmlFor={id} className="button attachments__pick">
        {t('form.attachments.choose')}
      </label>
      {items.length ? (
        <ul className="attachments__list" aria-live="polite">
          {items.map((item) => (
            <li key={item.id} className={`attachments__item attachments__item--${item.state}`}>
              <span className="attachments__name">{item.name}</span>
              <span className="attachments__size">{sizeText(item.size, locale)}</span>
              {item.state === 'refused' ? (
                <p id={errorId(item)} className="form-field__error attachments__status">
                  {t(ERROR_KEYS[item.failure ?? 'failed'], { name: item.name, size: MAX_UPLOAD_MB, max: MAX_ATTACHMENTS })}
                </p>
              ) : item.state === 'uploading' ? (
                <span className="attachments__status">
                  <progress max={100} value={item.percent} aria-hidden="true" />
                  {t('form.attachments.uploading', { percent: item.percent })}
                </span>
              ) : (
                <span className="attachments__status attachments__status--done">{t('form.attachments.uploaded')}</span>
              )}
              <button
                type="button"
                className="button button--ghost button--small attachments__remove"
                aria-label={t('form.attachments.removeFile', { name: item.name })}
                aria-describedby={item.state === 'refused' ? errorId(item) : undefined}
                onClick={() => remove(item.id)}
              >
                {t('form.attachments.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
