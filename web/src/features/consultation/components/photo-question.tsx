import { useId, type ChangeEvent } from 'react';
import { CloseIcon } from '../../../components/icons/close-icon';
import { PHOTO_ACCEPT } from '../../../lib/photo-file-check';
import type { PhotoItem } from '../lib/use-photos';
import styles from './photo-question.module.css';

interface PhotoQuestionProps {
  name: string;
  label: string;
  items: readonly PhotoItem[];
  notices: readonly string[];
  invalid: boolean;
  onAdd: (files: File[]) => void;
  onRetry: (key: string) => void;
  onRemove: (key: string) => void;
}

/**
 * Photo slots: the ones added so far and a tile to add more. On a phone (a coarse
 * pointer) a second tile opens the front camera directly; the other opens the
 * usual picker, which on phones offers the camera and the photo library too.
 */
export function PhotoQuestion({ name, label, items, notices, invalid, onAdd, onRetry, onRemove }: PhotoQuestionProps) {
  const inputId = `answer-${name}`;
  const cameraId = useId();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again (after removing it) still counts as a change.
    event.target.value = '';
    if (files.length > 0) onAdd(files);
  }

  return (
    <div className={styles.wrap}>
      <ul className={styles.grid} aria-label={`Your photos for: ${label}`}>
        {items.map((item, index) => (
          <li key={item.key} className={styles.slot} data-status={item.status}>
            <PhotoSlot item={item} position={index + 1} onRetry={onRetry} onRemove={onRemove} />
          </li>
        ))}
        <li className={styles.slot}>
          <label className={`${styles.add} ${invalid ? styles.addInvalid : ''}`} htmlFor={inputId}>
            <PlusIcon />
            <span>{items.some((item) => item.status !== 'failed') ? 'Add another photo' : 'Add a photo'}</span>
          </label>
          <input
            id={inputId}
            className="visually-hidden"
            type="file"
            accept={PHOTO_ACCEPT}
            multiple
            onChange={choose}
          />
        </li>
        <li className={`${styles.slot} ${styles.cameraSlot}`}>
          <label className={styles.add} htmlFor={cameraId}>
            <CameraIcon />
            <span>Take a photo</span>
          </label>
          <input id={cameraId} className="visually-hidden" type="file" accept={PHOTO_ACCEPT} capture="user" onChange={choose} />
        </li>
      </ul>
      <p className={styles.formats}>JPEG, PNG or WebP, up to 10 MB each.</p>
      {notices.length > 0 && (
        <div className={styles.notice} role="alert">
          {notices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
        </div>
      )}
    </div>
  );
}

interface PhotoSlotProps {
  item: PhotoItem;
  position: number;
  onRetry: (key: string) => void;
  onRemove: (key: string) => void;
}

function PhotoSlot({ item, position, onRetry, onRemove }: PhotoSlotProps) {
  const source = item.status === 'stored' || item.status === 'removing' ? item.url : item.previewUrl;
  const removeButton = (
    <button
      type="button"
      className={styles.remove}
      onClick={() => onRemove(item.key)}
      disabled={item.status === 'removing' || item.status === 'uploading'}
      aria-label={`Remove photo ${position}`}
    >
      <CloseIcon />
    </button>
  );

  return (
    <figure className={`${styles.photo} ${item.status === 'failed' ? styles.failedPhoto : ''}`}>
      {/* A refused file may not even be a picture: no preview for it. */}
      {item.status !== 'failed' && <img src={source} alt={`Your photo ${position}`} className={styles.image} />}
      {item.status === 'uploading' && (
        <figcaption className={styles.overlay}>
          <span>Uploading...</span>
          <progress className={styles.progress} max={100} value={Math.round(item.progress * 100)} aria-label={`Uploading photo ${position}`} />
        </figcaption>
      )}
      {item.status === 'removing' && (
        <figcaption className={styles.overlay}>
          <span>Removing...</span>
        </figcaption>
      )}
      {item.status === 'failed' && (
        <figcaption className={`${styles.overlay} ${styles.failed}`} role="alert">
          <span className={styles.failedName}>{item.name}</span>
          <span>Not uploaded. {item.message}</span>
          {item.retryable && (
            <button type="button" className={styles.retry} onClick={() => onRetry(item.key)}>
              Try again
            </button>
          )}
        </figcaption>
      )}
      {item.status !== 'uploading' && removeButton}
    </figure>
  );
}

function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true" focusable="false">
      <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

function CameraIcon() {
  return (
    <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true" focusable="false">
      <path
        d="M4 8.5A1.5 1.5 0 0 1 5.5 7h2.2l1.4-2h5.8l1.4 2h2.2A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="13" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
